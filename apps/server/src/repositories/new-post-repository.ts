import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { PostsTable } from '@/db/schema.ts';
import type { Insertable } from 'kysely';
import type { StoredAnswer, SurveyQuestion } from '@/domain/new-post-answers.ts';
import { bulkInsert } from '@/db/bulk-insert.ts';
import { summaryColumns, type PostSummaryRow } from './post-repository.ts';
import { distanceSql } from './post-filter-sql.ts';

/** Who logged a post: it answers a retried submission only to the same caller. */
export interface PostCaller {
  source: 'public' | 'staff' | 'intake_key';
  author_id: number | null;
  intake_key_id: number | null;
}

/** The first key of the advisory lock that orders submissions of one idempotency key. */
const SUBMISSION_LOCK = 1_701_339_923;

/**
 * Holds the project's submissions of this key until the transaction ends, so a double submit
 * waits for the first to commit and then finds its post.
 */
export async function lockSubmission(db: Db, projectId: number, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${SUBMISSION_LOCK}, hashtext(${`${projectId}:${key}`}))`.execute(
    db,
  );
}

/** A post found by its idempotency key, with the report session its first upload came from. */
export type SubmittedPost = PostCaller & { id: number; session_hash: string | null };

export function findSubmittedPost(
  db: Db,
  projectId: number,
  key: string,
): Promise<SubmittedPost | undefined> {
  return db
    .selectFrom('posts as p')
    .select(['p.id', 'p.source', 'p.author_id', 'p.intake_key_id'])
    .select((eb) =>
      eb
        .selectFrom('media as m')
        .select('m.upload_session_hash')
        .whereRef('m.post_id', '=', 'p.id')
        .orderBy('m.sort_order')
        .orderBy('m.id')
        .limit(1)
        .as('session_hash'),
    )
    .where('p.project_id', '=', projectId)
    .where('p.idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The project's survey questions, in survey order. */
export async function projectQuestions(db: Db, projectId: number): Promise<SurveyQuestion[]> {
  return db
    .selectFrom('questions as q')
    .innerJoin('investigations as i', 'i.id', 'q.investigation_id')
    .select(['q.id', 'q.investigation_id', 'q.data_type', 'q.multiple', 'q.options', 'q.required'])
    .where('i.project_id', '=', projectId)
    .orderBy('i.id')
    .orderBy('q.sort_order')
    .orderBy('q.id')
    .execute();
}

export async function insertPost(db: Db, values: Insertable<PostsTable>): Promise<number> {
  const row = await db.insertInto('posts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Attaches uploads to the post, ordered as their ids were given. */
export async function attachUploadsToPost(
  db: Db,
  ids: readonly number[],
  postId: number,
): Promise<void> {
  const order = `{${ids.join(',')}}`;
  await db
    .updateTable('media')
    .set({ post_id: postId, sort_order: sql<number>`array_position(${order}::int[], id) - 1` })
    .where('id', 'in', ids)
    .execute();
}

/** The answers, and the post's topics: those whose questions it answered. */
export async function insertAnswers(
  db: Db,
  postId: number,
  answers: readonly StoredAnswer[],
): Promise<void> {
  await bulkInsert(
    db,
    'structured_answers',
    { post_id: 'integer', question_id: 'integer', value: 'text' },
    answers.map((answer) => ({
      post_id: postId,
      question_id: answer.question_id,
      value: answer.value,
    })),
  );
  const topics = [...new Set(answers.map((answer) => answer.investigation_id))].sort(
    (a, b) => a - b,
  );
  await bulkInsert(
    db,
    'post_investigations',
    { post_id: 'integer', investigation_id: 'integer' },
    topics.map((investigation_id) => ({ post_id: postId, investigation_id })),
  );
}

/**
 * The address of the project's stored street nearest the point (at the mean point of its posts),
 * when one lies within `withinMetres`; the box prefilter keeps the read to nearby streets.
 */
export async function nearestStreetPlace(
  db: Db,
  projectId: number,
  point: { lat: number; lng: number },
  withinMetres: number,
): Promise<string | null> {
  const latDelta = withinMetres / 111_320;
  const lngDelta = latDelta / Math.max(0.01, Math.cos((point.lat * Math.PI) / 180));
  const { rows } = await sql<{ place: string }>`
    SELECT place FROM (
      SELECT place, lat_sum / posts AS lat, lng_sum / posts AS lng
      FROM post_streets
      WHERE project_id = ${projectId} AND posts > 0
    ) s
    WHERE s.lat BETWEEN ${point.lat - latDelta}::float8 AND ${point.lat + latDelta}::float8
      AND s.lng BETWEEN ${point.lng - lngDelta}::float8 AND ${point.lng + lngDelta}::float8
      AND ${distanceSql(point.lng, point.lat, 's')} <= ${withinMetres}::float8
    ORDER BY ${distanceSql(point.lng, point.lat, 's')}, place
    LIMIT 1`.execute(db);
  return rows[0]?.place ?? null;
}

export type CreatedPostRow = PostSummaryRow & Pick<PostCaller, 'source'> & { project_id: number };

/** The post as the list shows it (as its caller sees it: not yet seen), and its origin. */
export async function findCreatedPost(
  db: Db,
  postId: number,
  excerptLength: number,
): Promise<CreatedPostRow | undefined> {
  const { rows } = await sql<CreatedPostRow>`
    SELECT ${summaryColumns(excerptLength)}, p.project_id, p.source
    FROM posts p
    -- Nobody has seen a post that was just made; the columns read the view's seen_at.
    LEFT JOIN post_views v ON false
    WHERE p.id = ${postId}`.execute(db);
  return rows[0];
}
