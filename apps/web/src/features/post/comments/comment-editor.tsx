import { useId, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { COMMENT_MAX_LENGTH } from '@highwater/core/api/comments';
import type { Comment } from '@highwater/core/api/posts';
import { useDeleteComment } from '@/api/delete-comment.ts';
import { useUpdateComment } from '@/api/update-comment.ts';
import { useOneAtATime } from '@/lib/use-one-at-a-time.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { IconButton } from '@/ui/icon-button.tsx';

interface CommentEditorProps {
  comment: Comment;
  projectId: number;
  postId: number;
  /** Back to the view: after saving, cancelling or deleting. */
  onDone: () => void;
}

/**
 * A comment being edited by its author: Save, Cancel or Delete. Saving empty text deletes the
 * comment after a confirmation, since the server keeps no empty comments.
 */
export function CommentEditor({ comment, projectId, postId, onDone }: CommentEditorProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [text, setText] = useState(comment.content);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateComment(projectId, postId);
  const remove = useDeleteComment(projectId, postId);
  const pending = update.isPending || remove.isPending;
  // Saving and deleting share one flag: a burst of presses on either acts once.
  const once = useOneAtATime();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') setConfirming(true);
    else if (trimmed === comment.content) onDone();
    else
      once(() =>
        update.mutateAsync({ commentId: comment.id, text: trimmed }, { onSuccess: onDone }),
      );
  };

  const confirmDelete = () =>
    once(() =>
      remove.mutateAsync(comment.id, {
        onSuccess: () => {
          setConfirming(false);
          onDone();
        },
        onError: () => setConfirming(false),
      }),
    );

  return (
    <form className="comment-editor" onSubmit={save}>
      <label className="visually-hidden" htmlFor={fieldId}>
        {t('comments.edit_label')}
      </label>
      <textarea
        id={fieldId}
        className="comment-form__text"
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onDone();
          }
        }}
        // The editor opens on the author's request, so the box takes focus at once.
        autoFocus
      />
      <div className="comment-editor__actions">
        <IconButton
          className="icon-button comment-editor__delete"
          label={t('comments.delete')}
          tooltipPlacement="top"
          isDisabled={pending}
          onPress={() => setConfirming(true)}
        >
          <Trash2 size={16} aria-hidden />
        </IconButton>
        <span className="comment-editor__spacer" />
        <Button className="button" isDisabled={pending} onPress={onDone}>
          {t('comments.cancel')}
        </Button>
        <Button type="submit" className="button button--primary" isDisabled={pending}>
          {update.isPending ? t('comments.saving') : t('comments.save')}
        </Button>
      </div>
      {/* Spec 001 section 2: 'Are you sure you want to delete this comment?' */}
      <ConfirmDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={t('comments.delete_title')}
        confirmLabel={t('comments.delete')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      >
        <p>{t('comments.delete_confirm')}</p>
      </ConfirmDialog>
    </form>
  );
}
