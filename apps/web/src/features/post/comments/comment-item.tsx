import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import type { Comment } from '@highwater/core/api/posts';
import { useUser } from '@/auth/session-context.tsx';
import { PersonAvatar } from '@/ui/person-avatar.tsx';
import { CommentEditor } from './comment-editor.tsx';
import { CommentMedia } from './comment-media.tsx';
import { CommentText } from './comment-text.tsx';
import { CommentTime } from './comment-time.tsx';

interface CommentItemProps {
  comment: Comment;
  projectId: number;
  postId: number;
  timeZone: string;
}

/** One comment: author, time, text and media; its author can edit it (spec 001 section 6). */
export function CommentItem({ comment, projectId, postId, timeZone }: CommentItemProps) {
  const { t } = useTranslation();
  const user = useUser();
  const [editing, setEditing] = useState(false);
  const { author } = comment;
  const name = `${author.first_name} ${author.last_name}`.trim();
  const isAuthor = author.id === user.id;

  return (
    <li className="comment">
      <PersonAvatar person={author} size={32} />
      <article className="comment__main" aria-label={name}>
        <header className="comment__head">
          <span className="comment__byline">
            <span className="comment__author">{name}</span>
            <CommentTime
              createdAt={comment.created_at}
              updatedAt={comment.updated_at}
              timeZone={timeZone}
            />
          </span>
          {isAuthor && !editing && (
            <Button className="button button--quiet comment__edit" onPress={() => setEditing(true)}>
              <Pencil size={14} aria-hidden />
              {t('comments.edit')}
            </Button>
          )}
        </header>
        {editing ? (
          <CommentEditor
            comment={comment}
            projectId={projectId}
            postId={postId}
            onDone={() => setEditing(false)}
          />
        ) : (
          <CommentText text={comment.content} />
        )}
        <CommentMedia media={comment.media} authorName={name} />
      </article>
    </li>
  );
}
