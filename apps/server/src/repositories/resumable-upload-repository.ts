import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { ResumableUploadsTable } from '@/db/schema.ts';
import { mediaColumns, type MediaRow } from '@/repositories/post-detail-repository.ts';
import type { StoredKeys } from '@/repositories/upload-repository.ts';

export type ResumableUploadRow = Selectable<ResumableUploadsTable>;

export function insertResumableUpload(
  db: Db,
  values: Insertable<ResumableUploadsTable>,
): Promise<unknown> {
  return db.insertInto('resumable_uploads').values(values).execute();
}

/**
 * Makes uploads of one client wait for each other until the transaction ends, so that two
 * creations at once cannot both fit under the bytes-in-flight cap.
 */
export async function lockClientUploads(db: Db, clientKey: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`resumable-upload:${clientKey}`}))`.execute(db);
}

/** Bytes declared by public reporters' uploads from the client since `since`, not finished. */
export async function bytesInFlight(db: Db, clientKey: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('resumable_uploads')
    .select(sql<number>`coalesce(sum(upload_length), 0)::float8`.as('bytes'))
    .where('client_key', '=', clientKey)
    .where('session_hash', 'is not', null)
    .where('media_id', 'is', null)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.bytes;
}

export interface ResumableUploadWithMedia extends ResumableUploadRow {
  /** The media row it became, with what it is attached to; null while unfinished. */
  media: (MediaRow & { attached: boolean }) | null;
}

export async function findResumableUpload(
  db: Db,
  id: string,
): Promise<ResumableUploadWithMedia | null> {
  const row = await db
    .selectFrom('resumable_uploads')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.media_id === null) return { ...row, media: null };
  const media = await db
    .selectFrom('media')
    .select([...mediaColumns, 'comment_id'])
    .select(sql<boolean>`post_id IS NOT NULL OR comment_id IS NOT NULL`.as('attached'))
    .where('id', '=', row.media_id)
    .executeTakeFirst();
  return { ...row, media: media ?? null };
}

/** Links a finished upload to its media row; false when it is gone or was finished already. */
export async function linkResumableUpload(db: Db, id: string, mediaId: number): Promise<boolean> {
  const result = await db
    .updateTable('resumable_uploads')
    .set({ media_id: mediaId })
    .where('id', '=', id)
    .where('media_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteResumableUpload(db: Db, id: string): Promise<void> {
  await db.deleteFrom('resumable_uploads').where('id', '=', id).execute();
}

/** Deletes a media row that nothing uses yet; answers its stored keys, or nothing if it is in use. */
export function deleteUnattachedMedia(db: Db, mediaId: number): Promise<StoredKeys | undefined> {
  return db
    .deleteFrom('media')
    .where('id', '=', mediaId)
    .where('post_id', 'is', null)
    .where('comment_id', 'is', null)
    .returning(['storage_key', 'thumbnail_key'])
    .executeTakeFirst();
}

/** Deletes up to `limit` uploads started before `cutoff` and never finished; answers their ids. */
export async function deleteUnfinishedUploads(
  db: Db,
  cutoff: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .deleteFrom('resumable_uploads')
    .where('media_id', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('resumable_uploads')
        .select('id')
        .where('media_id', 'is', null)
        .where('created_at', '<', cutoff)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
