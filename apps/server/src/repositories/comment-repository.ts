import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';
import { commentColumns, type CommentRow } from '@/repositories/post-detail-repository.ts';

export function lockPost(db: Db, postId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('posts')
    .select('id')
    .where('id', '=', postId)
    .forUpdate()
    .executeTakeFirst();
}

export function insertComment(
  db: Db,
  values: { postId: number; authorId: number; content: string; isInternalNote: boolean },
): Promise<{ id: number; created_at: Date }> {
  return db
    .insertInto('comments')
    .values({
      post_id: values.postId,
      author_id: values.authorId,
      content: values.content,
      is_internal_note: values.isInternalNote,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function setLastCommentAt(db: Db, postId: number, at: Date): Promise<void> {
  await db.updateTable('posts').set({ last_comment_at: at }).where('id', '=', postId).execute();
}

/** Sets the post's last_comment_at to its newest comment's time, or null when none is left. */
export async function recomputeLastCommentAt(db: Db, postId: number): Promise<void> {
  await db
    .updateTable('posts')
    .set({
      last_comment_at: (eb) =>
        eb
          .selectFrom('comments')
          .select((c) => c.fn.max('created_at').as('newest'))
          .where('post_id', '=', postId),
    })
    .where('id', '=', postId)
    .execute();
}

/** Where a comment sits: its post's project, author and kind; undefined when there is none. */
export interface CommentPlace {
  id: number;
  post_id: number;
  project_id: number;
  author_id: number;
  is_internal_note: boolean;
  post_observed_at: Date;
}

export function findCommentPlace(db: Db, commentId: number): Promise<CommentPlace | undefined> {
  return db
    .selectFrom('comments as c')
    .innerJoin('posts as p', 'p.id', 'c.post_id')
    .select([
      'c.id',
      'c.post_id',
      'p.project_id',
      'c.author_id',
      'c.is_internal_note',
      'p.observed_at as post_observed_at',
    ])
    .where('c.id', '=', commentId)
    .executeTakeFirst();
}

/** The comment with its author, shaped as the post's comment list reads it. */
export function findCommentRow(db: Db, commentId: number): Promise<CommentRow | undefined> {
  return db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .select(commentColumns)
    .where('c.id', '=', commentId)
    .executeTakeFirst();
}

export async function updateCommentContent(
  db: Db,
  commentId: number,
  content: string,
): Promise<void> {
  await db
    .updateTable('comments')
    .set({ content, updated_at: sql<Date>`now()` })
    .where('id', '=', commentId)
    .execute();
}

export async function deleteComment(db: Db, commentId: number): Promise<void> {
  await db.deleteFrom('comments').where('id', '=', commentId).execute();
}
