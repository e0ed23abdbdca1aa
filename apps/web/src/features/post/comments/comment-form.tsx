import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';
import { COMMENT_MAX_LENGTH, COMMENT_MAX_MEDIA } from '@highwater/core/api/comments';
import type { Post } from '@highwater/core/api/posts';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { useCreateComment } from '@/api/create-comment.ts';
import { postStatusId } from '@/lib/post-status.ts';
import { useUploads } from '@/lib/uploads/use-uploads.ts';
import { useOneAtATime } from '@/lib/use-one-at-a-time.ts';
import { UploadList } from '@/ui/upload-list.tsx';
import { QuickReplies } from './quick-replies.tsx';

interface CommentFormProps {
  post: Post;
  project: ProjectDetailData;
  /** Internal notes use the same form, flagged as internal on creation. */
  internal: boolean;
}

/** Writing a comment: text, quick replies of the post's status, photos or videos, Send. */
export function CommentForm({ post, project, internal }: CommentFormProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const textBox = useRef<HTMLTextAreaElement>(null);
  const refocusing = useRef(false);
  const [text, setText] = useState('');
  const [repliesOpen, setRepliesOpen] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const uploads = useUploads(COMMENT_MAX_MEDIA);
  const create = useCreateComment(project.id, post.id);
  const once = useOneAtATime();

  const statusId = postStatusId(post.status_id, project.statuses);
  const replies = project.statuses.find((status) => status.id === statusId)?.quick_replies;
  const canSend = text.trim() !== '' && !create.isPending && !uploads.inProgress;

  // Back to the box, without bringing the replies back.
  const closeReplies = () => {
    setRepliesOpen(false);
    const box = textBox.current;
    if (box && document.activeElement !== box) {
      refocusing.current = true;
      box.focus();
    }
  };

  const pickReply = (reply: string) => {
    setText(reply);
    closeReplies();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && repliesOpen) {
      // Closes the replies only, not the panel around the form.
      event.stopPropagation();
      closeReplies();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    once(() =>
      create.mutateAsync(
        {
          content: text.trim(),
          media_ids: uploads.mediaIds,
          ...(internal ? { is_internal_note: true } : {}),
        },
        {
          onSuccess: () => {
            setText('');
            setRepliesOpen(false);
            setTooMany(false);
            uploads.clear();
          },
        },
      ),
    );
  };

  return (
    <form className="comment-form" onSubmit={submit}>
      <label className="comment-form__label" htmlFor={fieldId}>
        {t(internal ? 'comments.field_note' : 'comments.field_comment')}
      </label>
      <textarea
        ref={textBox}
        id={fieldId}
        className="comment-form__text"
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t(internal ? 'comments.placeholder_note' : 'comments.placeholder_comment')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (!refocusing.current) setRepliesOpen(true);
          refocusing.current = false;
        }}
      />
      {repliesOpen && replies && replies.length > 0 && (
        <QuickReplies replies={replies} onPick={pickReply} onDismiss={closeReplies} />
      )}
      <UploadList
        uploads={uploads.uploads}
        label={t('comments.attachments')}
        doneText={t('comments.upload_done')}
        onRemove={uploads.remove}
        onRetry={uploads.retry}
      />
      {tooMany && (
        <p className="comment-form__note" role="status">
          {t('comments.too_many_files', { count: COMMENT_MAX_MEDIA })}
        </p>
      )}
      <div className="comment-form__actions">
        <FileTrigger
          acceptedFileTypes={['image/*', 'video/*']}
          allowsMultiple
          onSelect={(list) => setTooMany(!uploads.add(list ? Array.from(list) : []))}
        >
          <Button className="button button--quiet comment-form__attach" isDisabled={uploads.full}>
            <ImagePlus size={16} aria-hidden />
            {t('comments.add_media')}
          </Button>
        </FileTrigger>
        <Button type="submit" className="button button--primary" isDisabled={!canSend}>
          {create.isPending ? t('comments.sending') : t('comments.send')}
        </Button>
      </div>
    </form>
  );
}
