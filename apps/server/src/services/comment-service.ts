import type { Comment } from '@highwater/core/api/posts';
import type { CommentCreateBody } from '@highwater/core/api/comments';
import { rollingWindowStart } from '@highwater/core/filters/time-range';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import type { Db } from '@/db/database.ts';
import { removeFiles } from '@/media/unattached-uploads.ts';
import { badRequest, forbidden, notFound } from '@/plugins/http-errors.ts';
import {
  deleteComment,
  findCommentPlace,
  findCommentRow,
  insertComment,
  lockPost,
  recomputeLastCommentAt,
  setLastCommentAt,
  updateCommentContent,
  type CommentPlace,
} from '@/repositories/comment-repository.ts';
import { findMemberProjectScope } from '@/repositories/access-repository.ts';
import { commentMedia } from '@/repositories/post-detail-repository.ts';
import {
  attachUploads,
  deleteCommentMedia,
  lockUploads,
} from '@/repositories/upload-repository.ts';
import { lockReadablePost } from '@/services/lock-readable-post.ts';
import { toComment } from '@/services/post-detail-service.ts';
import { memberProjectScope } from '@/services/access-service.ts';
import { publishCommentChange } from '@/services/project-event-publisher.ts';

export const COMMENT_NOT_FOUND = 'Comment not found';

export interface CommentDeps {
  db: Db;
  storage: MediaStorage;
  onFileError: (key: string, error: unknown) => void;
}

/** Text with something besides blanks, without the blanks around it; 400 otherwise. */
function meaningfulText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw badRequest('The text must hold more than blanks');
  return trimmed;
}

/**
 * Adds a comment (or an internal note, where the project keeps them) to a post the user can read
 * (a member of its project; within a rolling-window project's window), with the user's own
 * unattached uploads. The comment, its media and the post's last_comment_at change together in
 * one transaction.
 */
export async function createComment(
  db: Db,
  userId: number,
  projectId: number,
  postId: number,
  body: CommentCreateBody,
  now = new Date(),
): Promise<Comment> {
  const { project } = await memberProjectScope(db, userId, projectId);
  const content = meaningfulText(body.content);
  const isInternalNote = body.is_internal_note ?? false;
  if (isInternalNote && !project.show_internal_notes) {
    throw badRequest('This project does not keep internal notes');
  }
  const mediaIds = body.media_ids ?? [];
  const commentId = await db.transaction().execute(async (trx) => {
    await lockReadablePost(trx, project, postId, now);
    const uploads = new Map((await lockUploads(trx, mediaIds)).map((row) => [row.id, row]));
    for (const id of mediaIds) {
      const upload = uploads.get(id);
      const usable =
        upload?.uploader_id === userId && upload.post_id === null && upload.comment_id === null;
      if (!usable) throw badRequest(`media_ids: ${id} is not an unattached upload of yours`);
    }
    const comment = await insertComment(trx, {
      postId,
      authorId: userId,
      content,
      isInternalNote,
    });
    await attachUploads(trx, mediaIds, comment.id);
    await setLastCommentAt(trx, postId, comment.created_at);
    await publishCommentChange(trx, {
      type: 'comment.created',
      projectId,
      postId,
      actorId: userId,
      at: now,
      commentId: comment.id,
      isInternalNote,
    });
    return comment.id;
  });
  return readComment(db, commentId);
}

/** Changes the text of the user's own comment; updated_at records when. */
export async function updateComment(
  db: Db,
  userId: number,
  commentId: number,
  text: string,
  now = new Date(),
): Promise<Comment> {
  const place = await authoredComment(db, userId, commentId, now);
  const content = meaningfulText(text);
  await db.transaction().execute(async (trx) => {
    await updateCommentContent(trx, commentId, content);
    await publishCommentChange(trx, {
      type: 'comment.updated',
      ...commentChange(place, userId, now),
    });
  });
  return readComment(db, commentId);
}

/**
 * Deletes the user's own comment with its media, and sets the post's last_comment_at from the
 * comments left, in one transaction. The media files go right after: /media/* serves any stored
 * key to whoever holds its address, so a deleted comment's photos must stop being reachable now.
 */
export async function removeComment(
  deps: CommentDeps,
  userId: number,
  commentId: number,
  now = new Date(),
): Promise<void> {
  const place = await authoredComment(deps.db, userId, commentId, now);
  const files = await deps.db.transaction().execute(async (trx) => {
    await lockPost(trx, place.post_id);
    const media = await deleteCommentMedia(trx, commentId);
    await deleteComment(trx, commentId);
    await recomputeLastCommentAt(trx, place.post_id);
    await publishCommentChange(trx, {
      type: 'comment.deleted',
      ...commentChange(place, userId, now),
    });
    return media;
  });
  await removeFiles(deps.storage, files, deps.onFileError);
}

/**
 * The comment when the user may change it: 404 when it does not exist, when the user cannot read
 * its post (another project, before a rolling window) or when it is a note of a project that no
 * longer keeps notes; 403 when someone else wrote it.
 */
async function authoredComment(
  db: Db,
  userId: number,
  commentId: number,
  now = new Date(),
): Promise<CommentPlace> {
  const place = await findCommentPlace(db, commentId);
  const project = place && (await findMemberProjectScope(db, userId, place.project_id))?.project;
  const since = project ? rollingWindowStart(project, now) : null;
  if (
    !place ||
    !project ||
    (since !== null && place.post_observed_at < since) ||
    (place.is_internal_note && !project.show_internal_notes)
  ) {
    throw notFound(COMMENT_NOT_FOUND);
  }
  if (place.author_id !== userId) throw forbidden('Only the author may change this comment');
  return place;
}

function commentChange(place: CommentPlace, userId: number, now: Date) {
  return {
    projectId: place.project_id,
    postId: place.post_id,
    actorId: userId,
    at: now,
    commentId: place.id,
    isInternalNote: place.is_internal_note,
  };
}

async function readComment(db: Db, commentId: number): Promise<Comment> {
  const row = await findCommentRow(db, commentId);
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return toComment(row, await commentMedia(db, [commentId]));
}
