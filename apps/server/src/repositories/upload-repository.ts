import { sql, type Insertable } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { MediaTable } from '@/db/schema.ts';
import { mediaColumns, type MediaRow } from '@/repositories/post-detail-repository.ts';

export function insertUpload(db: Db, values: Insertable<MediaTable>): Promise<MediaRow> {
  return db.insertInto('media').values(values).returning(mediaColumns).executeTakeFirstOrThrow();
}

export interface UploadOwnership {
  id: number;
  uploader_id: number | null;
  post_id: number | null;
  comment_id: number | null;
  intake_key_id: number | null;
  upload_session_hash: string | null;
}

/** The media rows, locked until the transaction ends so two comments cannot take one upload. */
export function lockUploads(db: Db, ids: readonly number[]): Promise<UploadOwnership[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('media')
    .select(['id', 'uploader_id', 'post_id', 'comment_id', 'intake_key_id', 'upload_session_hash'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Attaches uploads to a comment in one statement, ordered as the ids were given. */
export async function attachUploads(
  db: Db,
  ids: readonly number[],
  commentId: number,
): Promise<void> {
  if (ids.length === 0) return;
  const order = `{${ids.join(',')}}`;
  await db
    .updateTable('media')
    .set({
      comment_id: commentId,
      sort_order: sql<number>`array_position(${order}::int[], id) - 1`,
    })
    .where('id', 'in', ids)
    .execute();
}

export interface StoredKeys {
  storage_key: string;
  thumbnail_key: string | null;
}

/** Deletes a comment's media rows; answers their stored keys so the files can go too. */
export function deleteCommentMedia(db: Db, commentId: number): Promise<StoredKeys[]> {
  return db
    .deleteFrom('media')
    .where('comment_id', '=', commentId)
    .returning(['storage_key', 'thumbnail_key'])
    .execute();
}

/**
 * Deletes up to `limit` uploads made before `cutoff` that nothing uses (no post, no comment).
 * The condition is checked by the delete itself, so an upload attached meanwhile stays.
 */
export function deleteUnattachedUploads(
  db: Db,
  cutoff: Date,
  limit: number,
): Promise<StoredKeys[]> {
  return db
    .deleteFrom('media')
    .where('post_id', 'is', null)
    .where('comment_id', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('media')
        .select('id')
        .where('post_id', 'is', null)
        .where('comment_id', 'is', null)
        .where('created_at', '<', cutoff)
        .orderBy('created_at')
        .limit(limit),
    )
    .returning(['storage_key', 'thumbnail_key'])
    .execute();
}
