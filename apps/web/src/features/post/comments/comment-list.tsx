import { useTranslation } from 'react-i18next';
import type { Comment } from '@highwater/core/api/posts';
import { CommentItem } from './comment-item.tsx';

interface CommentListProps {
  comments: readonly Comment[];
  internal: boolean;
  projectId: number;
  postId: number;
  /** The zone the post's times are shown in (lib/time/use-sighting-time.ts). */
  timeZone: string;
}

const byCreation = (a: Comment, b: Comment) =>
  a.created_at.localeCompare(b.created_at) || a.id - b.id;

/** The comments (or internal notes) of a post, newest last, or an empty state. */
export function CommentList({ comments, internal, projectId, postId, timeZone }: CommentListProps) {
  const { t } = useTranslation();
  if (comments.length === 0) {
    return (
      <p className="conversation__empty">
        {t(internal ? 'comments.empty_notes' : 'comments.empty_comments')}
      </p>
    );
  }
  return (
    <ol
      className="comment-list"
      aria-label={t(internal ? 'comments.list_notes' : 'comments.list_comments')}
    >
      {[...comments].sort(byCreation).map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          projectId={projectId}
          postId={postId}
          timeZone={timeZone}
        />
      ))}
    </ol>
  );
}
