import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Heading,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { ArrowLeft, Send } from 'lucide-react';
import type { Post } from '@highwater/core/api/posts';
import { SEVERITY_COMMENT_MAX } from '@highwater/core/constants';
import { isSeverityLevel, NO_SEVERITY_CHOSEN, SEVERITY_LEVELS } from '@highwater/core/severity';
import { useCorrectSeverity } from '@/api/correct-severity.ts';
import { useOneAtATime } from '@/lib/use-one-at-a-time.ts';
import { IconButton } from '@/ui/icon-button.tsx';
import {
  SeverityIcon,
  SeveritySwatch,
  useSeverityHeight,
  useSeverityName,
} from '@/ui/severity-mark.tsx';
import { clampComment, isAtCommentLimit } from './comment-limit.ts';
import { SeverityLevelCard } from '@/ui/severity-level-card.tsx';

interface SeverityEditFormProps {
  post: Post;
  projectId: number;
  onBack: () => void;
  onDone: () => void;
}

/**
 * The severity edit view (spec 001 sections 2 and 4): editing, then pending with Send disabled,
 * then the thank-you state. A failure returns to editing; the notification tells it.
 */
export function SeverityEditForm({ post, projectId, onBack, onDone }: SeverityEditFormProps) {
  const { t } = useTranslation();
  const severityName = useSeverityName();
  const height = useSeverityHeight();
  const current = post.structured_data.severity_level;
  const [level, setLevel] = useState<number>(
    isSeverityLevel(current) ? current : NO_SEVERITY_CHOSEN,
  );
  const [comment, setComment] = useState('');
  const correction = useCorrectSeverity(projectId);
  const once = useOneAtATime();
  const limitId = useId();

  if (correction.isSuccess) {
    const changed = correction.data.structured_data.severity_level;
    return (
      <div className="severity-edit severity-edit--done" role="status">
        <Heading slot="title" className="severity-edit__title">
          {t('severity.thanks')}
        </Heading>
        {isSeverityLevel(level) ? (
          <>
            <p>{t('severity.changed_to')}</p>
            {isSeverityLevel(changed) && <SeverityLevelCard level={changed} as="p" />}
          </>
        ) : (
          <p>
            {t('severity.level_unchanged')}
            {correction.variables.comment && ` ${t('severity.comment_kept')}`}
          </p>
        )}
        <Button className="button button--primary" onPress={onDone} autoFocus>
          {t('severity.back_to_post')}
        </Button>
      </div>
    );
  }

  // Sending is not blocked with no level chosen (spec 001 section 5): -1 goes with the comment.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = clampComment(comment.trim());
    once(() =>
      correction.mutateAsync({
        postId: post.id,
        severity_level: level,
        ...(text ? { comment: text } : {}),
      }),
    );
  };

  const atLimit = isAtCommentLimit(comment);
  return (
    <form className="severity-edit" onSubmit={submit} noValidate>
      <header className="severity-view__bar">
        <IconButton label={t('severity.back')} onPress={onBack}>
          <ArrowLeft size={18} aria-hidden="true" />
        </IconButton>
        <Heading slot="title" className="severity-edit__title">
          {t('severity.edit_title')}
        </Heading>
      </header>
      <RadioGroup
        className="severity-edit__levels"
        value={isSeverityLevel(level) ? String(level) : null}
        onChange={(value) => setLevel(Number(value))}
        isDisabled={correction.isPending}
      >
        <Label className="severity-edit__label">{t('severity.level_field')}</Label>
        {SEVERITY_LEVELS.map((item) => (
          <Radio
            key={item.level}
            value={String(item.level)}
            className={`severity-option severity-option--${item.level}`}
          >
            <SeverityIcon level={item.level} size={22} />
            <SeveritySwatch level={item.level} />
            <span className="severity-option__name">{severityName(item.level)}</span>
            <span className="severity-option__height">{height(item)}</span>
          </Radio>
        ))}
        {!isSeverityLevel(level) && (
          <Text slot="description" className="severity-edit__hint">
            {t('severity.no_level_chosen')}
          </Text>
        )}
      </RadioGroup>
      <TextField
        className="severity-edit__comment"
        value={comment}
        onChange={setComment}
        maxLength={SEVERITY_COMMENT_MAX}
        isDisabled={correction.isPending}
        aria-describedby={limitId}
      >
        <Label className="severity-edit__label">{t('severity.comment_field')}</Label>
        <TextArea rows={4} placeholder={t('severity.comment_placeholder')} />
      </TextField>
      {atLimit ? (
        <p id={limitId} className="severity-edit__count severity-edit__count--limit" role="alert">
          {t('severity.comment_max')}
        </p>
      ) : (
        <p id={limitId} className="severity-edit__count">
          {t('severity.comment_count', { count: comment.length, max: SEVERITY_COMMENT_MAX })}
        </p>
      )}
      <Button type="submit" className="button button--primary" isDisabled={correction.isPending}>
        <Send size={16} aria-hidden="true" />
        {correction.isPending ? t('severity.sending') : t('severity.send')}
      </Button>
      <p className="severity-view__note">{t('severity.edit_note')}</p>
    </form>
  );
}
