import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { AiMetrics } from '@/db/schema.ts';
import type { Keyset } from '@/domain/post-cursor.ts';
import { isoTimeSql } from '@/repositories/display-sql.ts';

export interface SeverityReview {
  postId: number;
  userId: number;
  from: number | null;
  /** The level chosen, or null for a comment sent with none. */
  to: number | null;
  comment: string;
}

/**
 * Keeps the review as a history row (who, from, to, comment) and sets the human level on the
 * post. A comment sent with no level chosen (`to` null) leaves the post as it is.
 */
export async function recordSeverityReview(db: Db, review: SeverityReview): Promise<void> {
  if (review.to !== null) {
    await db
      .updateTable('posts')
      .set({ severity_level: review.to, severity_level_adjusted: true })
      .where('id', '=', review.postId)
      .execute();
  }
  await db
    .insertInto('severity_corrections')
    .values({
      post_id: review.postId,
      user_id: review.userId,
      from_level: review.from,
      to_level: review.to,
      comment: review.comment,
    })
    .execute();
}

/**
 * Posts awaiting review: an AI level no human has set or confirmed. Every review sets
 * severity_level_adjusted in the same transaction as its history row, so the flag alone tells
 * reviewed posts apart, and the partial index posts_severity_review_idx holds exactly these rows.
 */
const UNREVIEWED = sql`p.severity_level IS NOT NULL AND p.severity_level_adjusted IS NOT TRUE`;

/** One page of unreviewed post ids, newest observed first, after a keyset. */
export async function unreviewedPostIds(
  db: Db,
  where: RawBuilder<boolean>,
  after: Keyset | null,
  limit: number,
): Promise<{ id: number; key: string }[]> {
  const keyset = after
    ? sql`AND (p.observed_at, p.id) < (${after.value}::timestamptz, ${after.id})`
    : sql``;
  const { rows } = await sql<{ id: number; key: string }>`
    SELECT p.id, ${isoTimeSql(sql.ref('p.observed_at'), 'us')} AS key
    FROM posts p
    WHERE ${where} AND ${UNREVIEWED} ${keyset}
    ORDER BY p.observed_at DESC, p.id DESC
    LIMIT ${limit}`.execute(db);
  return rows;
}

export async function countUnreviewedPosts(db: Db, where: RawBuilder<boolean>): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM posts p WHERE ${where} AND ${UNREVIEWED}`.execute(db);
  return rows[0]?.total ?? 0;
}

export interface ReviewRow {
  id: number;
  observed_at: Date;
  location: string | null;
  lat: number;
  lng: number;
  severity_level: number;
  ai_metrics: AiMetrics | null;
  content: string;
  media_type: 'image' | 'video' | null;
  storage_key: string | null;
  thumbnail_key: string | null;
}

/** Review items for the given ids (any order), each with its first media. */
export async function reviewRows(db: Db, postIds: readonly number[]): Promise<ReviewRow[]> {
  if (postIds.length === 0) return [];
  const { rows } = await sql<ReviewRow>`
    SELECT p.id, p.observed_at, p.location, p.lat, p.lng,
      p.severity_level::int AS severity_level, p.ai_metrics, p.content,
      m.type AS media_type, m.storage_key, m.thumbnail_key
    FROM posts p
    LEFT JOIN LATERAL (
      SELECT m.type, m.storage_key, m.thumbnail_key FROM media m
      WHERE m.post_id = p.id ORDER BY m.sort_order, m.id LIMIT 1
    ) m ON true
    WHERE p.id = ANY(${`{${postIds.join(',')}}`}::int[])`.execute(db);
  return rows;
}
