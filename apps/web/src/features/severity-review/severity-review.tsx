import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading } from 'react-aria-components';
import { X } from 'lucide-react';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import { IconButton } from '@/ui/icon-button.tsx';
import { ReviewActions } from './review-actions.tsx';
import { ReviewCard } from './review-card.tsx';
import { KeyHints } from './key-hints.tsx';
import { keyTarget, reviewKeyAction } from './review-keys.ts';
import { useReviewSession } from './use-review-session.ts';

interface SeverityReviewProps {
  projectId: number;
  apiQuery: PostsFilterQuery;
  onClose: () => void;
}

/**
 * The review mode's content: one post at a time, newest first, decided by key or button; the
 * outcome and what is left are announced, and the post in view takes focus so Enter confirms it.
 */
export function SeverityReview({ projectId, apiQuery, onClose }: SeverityReviewProps) {
  const { t } = useTranslation();
  const session = useReviewSession(projectId, apiQuery);
  const rootRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const finishRef = useRef<HTMLButtonElement>(null);
  const { current, index, finished } = session;

  // After the dialog's own first focus: the post in view holds focus, so Enter confirms it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (finished) finishRef.current?.focus();
      else cardRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [index, finished, current?.id]);

  const { decide, confirm, next, previous } = session;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = rootRef.current?.closest('[role="dialog"]');
      if (!dialog?.contains(event.target as Node) || event.defaultPrevented) return;
      const action = reviewKeyAction(event, keyTarget(event.target));
      if (!action || (finished && action.kind !== 'previous')) return;
      event.preventDefault();
      if (action.kind === 'level') decide(action.level);
      else if (action.kind === 'confirm') confirm();
      else if (action.kind === 'next') next();
      else previous();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [confirm, decide, finished, next, previous]);

  const total = Math.max(session.items.length, index + session.left);
  let body;
  if (session.review.isPending) {
    body = <p className="review__message">{t('severity.review.loading')}</p>;
  } else if (session.review.isError) {
    body = (
      <div className="review__message">
        <p>{t('severity.review.load_failed')}</p>
        <Button className="button" onPress={() => void session.review.refetch()}>
          {t('severity.review.retry')}
        </Button>
      </div>
    );
  } else if (finished) {
    body = (
      <div className="review__done">
        <h3>{t('severity.review.done_title')}</h3>
        <p>
          {session.reviewedCount > 0
            ? t('severity.review.reviewed', { count: session.reviewedCount })
            : t('severity.review.done_body')}
        </p>
        <Button ref={finishRef} className="button button--primary" onPress={onClose}>
          {t('severity.review.close')}
        </Button>
      </div>
    );
  } else if (current) {
    const level = session.outcomes.get(current.id)?.level ?? current.severity_level;
    body = (
      <>
        <ReviewCard
          ref={cardRef}
          item={current}
          outcome={session.outcomes.get(current.id)}
          label={t('severity.review.now_showing', {
            position: index + 1,
            total,
            place: current.location ?? t('sightings.no_location'),
            level,
          })}
        />
        <ReviewActions
          level={level}
          disabled={session.isSaving}
          canGoBack={index > 0}
          onLevel={decide}
          onConfirm={confirm}
          onPrevious={previous}
          onNext={next}
        />
      </>
    );
  } else {
    body = <p className="review__message">{t('severity.review.loading')}</p>;
  }

  return (
    <div ref={rootRef} className="review" aria-busy={session.isSaving || undefined}>
      <header className="review__bar">
        <Heading slot="title" className="review__title">
          {t('severity.review.title')}
        </Heading>
        {session.review.isSuccess && (
          <p className="review__left">
            <span>{t('severity.review.left', { count: session.left })}</span>
            {!finished && current && (
              <span className="review__position">
                {t('severity.review.position', { position: index + 1, total })}
              </span>
            )}
          </p>
        )}
        <IconButton label={t('severity.review.close')} onPress={onClose}>
          <X size={20} aria-hidden="true" />
        </IconButton>
      </header>
      <div className="review__body">{body}</div>
      <KeyHints />
      <p className="visually-hidden" role="status" aria-live="polite">
        {session.announcement}
      </p>
    </div>
  );
}
