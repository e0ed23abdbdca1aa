import { sql, type RawBuilder } from 'kysely';
import type { OrderCriterion } from '@highwater/core/api/posts';
import type { DensityBbox } from '@highwater/core/density-grid';
import type { StoredKinds } from '@/domain/stored-kinds.ts';
import { storedKindsCondition } from '@/repositories/stored-kinds-sql.ts';
import type { Db } from '@/db/database.ts';
import type { Keyset } from '@/domain/post-cursor.ts';
import type { PostSet } from '@/repositories/post-filter-sql.ts';
import { isoTimeSql } from '@/repositories/display-sql.ts';

/** The UTC text of a timestamp with microseconds, as cursors keep it. */
const keyText = (column: RawBuilder<unknown>) => isoTimeSql(column, 'us');

const ORDER_COLUMN: Record<OrderCriterion, string> = {
  observed_at: 'observed_at',
  created_at: 'created_at',
  commented_at: 'last_comment_at',
};

/** A list item's columns, of posts `p` with the user's views `v`. */
export const summaryColumns = (excerptLength: number) => sql`
  p.id, p.lat, p.lng, p.observed_at, p.created_at, p.location,
  left(p.content, ${excerptLength}) AS content, p.status_id, p.featured,
  v.seen_at AS seen, p.last_comment_at, p.severity_level::int AS severity_level,
  ARRAY(
    SELECT pi.investigation_id FROM post_investigations pi
    JOIN investigations i ON i.id = pi.investigation_id AND i.project_id = p.project_id
    WHERE pi.post_id = p.id ORDER BY pi.investigation_id
  ) AS investigation_ids,
  (SELECT coalesce(m.thumbnail_key, CASE WHEN m.type = 'image' THEN m.storage_key END)
    FROM media m WHERE m.post_id = p.id ORDER BY m.sort_order, m.id LIMIT 1) AS thumbnail_key,
  (SELECT count(*)::int FROM media m WHERE m.post_id = p.id) AS media_count`;

/**
 * The page's ids in list order, after a keyset, as SQL: the sort column descending, then id
 * descending. Posts never commented on come last in the commented order; they are a second index
 * range, after the commented ones, so both halves walk (project_id, last_comment_at, id) without
 * sorting, and the second is read only when the first runs out within the limit.
 */
function pageIds(
  { from, where }: PostSet,
  order: OrderCriterion,
  after: Keyset | null,
  limit: number,
): RawBuilder<unknown> {
  const column = sql.ref(`p.${ORDER_COLUMN[order]}`);
  const uncommented = (beforeId: number | null) => sql`
    SELECT p.id, NULL::timestamptz AS sort_value FROM ${from}
    WHERE ${where} AND p.last_comment_at IS NULL
      ${beforeId !== null ? sql`AND p.id < ${beforeId}` : sql``}
    ORDER BY p.last_comment_at DESC, p.id DESC
    LIMIT ${limit}`;
  if (order === 'commented_at' && after && after.value === null) return uncommented(after.id);
  const keyset = after
    ? sql`AND (${column}, p.id) < (${after.value}::timestamptz, ${after.id})`
    : sql``;
  const notNull = order === 'commented_at' ? sql`AND ${column} IS NOT NULL` : sql``;
  const sorted = sql`
    SELECT p.id, ${column} AS sort_value FROM ${from}
    WHERE ${where} ${notNull} ${keyset}
    ORDER BY ${column} DESC, p.id DESC
    LIMIT ${limit}`;
  if (order !== 'commented_at') return sorted;
  return sql`SELECT * FROM ((${sorted}) UNION ALL (${uncommented(null)})) halves LIMIT ${limit}`;
}

export interface PostPageRow extends PostSummaryRow {
  /** The sort column as a cursor keeps it (UTC text with microseconds); null when not commented. */
  key: string | null;
}

/**
 * One page of list items in list order, after a keyset, with the user's seen time: the ids and
 * their items in one statement. Links (see PostSet) hold only the observed order's column.
 */
export async function postPage(
  db: Db,
  matching: PostSet,
  order: OrderCriterion,
  after: Keyset | null,
  limit: number,
  userId: number,
  excerptLength: number,
): Promise<PostPageRow[]> {
  const { rows } = await sql<PostPageRow>`
    WITH page AS (${pageIds(matching, order, after, limit)})
    SELECT ${keyText(sql.ref('page.sort_value'))} AS key, ${summaryColumns(excerptLength)}
    FROM page
    JOIN posts p ON p.id = page.id
    LEFT JOIN post_views v ON v.post_id = p.id AND v.user_id = ${userId}
    ORDER BY page.sort_value DESC NULLS LAST, page.id DESC`.execute(db);
  return rows;
}

export async function countPosts(db: Db, { from, where }: PostSet): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM ${from} WHERE ${where}`.execute(db);
  return rows[0]?.total ?? 0;
}

/** The project's posts observed from `since` on (every one when null), summed from its slots. */
export async function countSlotPosts(
  db: Db,
  projectId: number,
  since: Date | null,
): Promise<number> {
  const from = since ? sql`AND s.slot >= ${since}` : sql``;
  const { rows } = await sql<{ total: number }>`
    SELECT coalesce(sum(s.posts), 0)::int AS total FROM post_time_slots s
    WHERE s.project_id = ${projectId} ${from}`.execute(db);
  return rows[0]?.total ?? 0;
}

/**
 * Matching posts counted up to `limit` + 1, so an answer past `limit` means "more". The list's
 * order lets the database walk the (project_id, observed_at) index and stop at the bound when
 * matches are common, or read a selective index and sort the few when they are rare.
 */
export async function countPostsUpTo(
  db: Db,
  where: RawBuilder<boolean>,
  limit: number,
): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM (
      SELECT 1 FROM posts p WHERE ${where}
      ORDER BY p.observed_at DESC, p.id DESC
      LIMIT ${sql.lit(limit + 1)}
    ) s`.execute(db);
  return rows[0]?.total ?? 0;
}

export interface PostSummaryRow {
  id: number;
  lat: number;
  lng: number;
  observed_at: Date;
  created_at: Date;
  location: string | null;
  content: string;
  status_id: number | null;
  featured: boolean;
  seen: Date | null;
  last_comment_at: Date | null;
  severity_level: number | null;
  investigation_ids: number[];
  thumbnail_key: string | null;
  media_count: number;
}

/**
 * Every matching post as one JSON text of columns (see PostPoints), built by the database so many
 * points never become as many JavaScript objects; null when more than `limit` match.
 */
export async function postPointsJson(
  db: Db,
  matching: PostSet,
  userId: number,
  defaultStatusId: number | null,
  limit: number,
): Promise<string | null> {
  // The matching posts are counted first, up to one past the limit and in any order (an index-only
  // scan where one fits). The points' JSON is built only when they are not capped: the database
  // runs the subquery in the CASE only when its branch is taken. Links find the posts to read.
  const { from, where } = matching;
  const [points, pointsWhere] = matching.links
    ? [sql`(SELECT p.id FROM ${from} WHERE ${where}) m JOIN posts p ON p.id = m.id`, sql`true`]
    : [from, where];
  const { rows } = await sql<{ body: string | null }>`
    WITH counted AS (
      SELECT count(*)::int AS n FROM (SELECT FROM ${from} WHERE ${where} LIMIT ${limit + 1}) c
    )
    SELECT CASE WHEN n <= ${limit} THEN (
      SELECT json_build_object(
        'total', count(*),
        'capped', false,
        'extent', null,
        'id', coalesce(json_agg(s.id), '[]'),
        'lng', coalesce(json_agg(s.lng), '[]'),
        'lat', coalesce(json_agg(s.lat), '[]'),
        'status_id', coalesce(json_agg(s.status_id), '[]'),
        'severity_level', coalesce(json_agg(s.severity_level), '[]'),
        'seen', coalesce(json_agg(s.seen), '[]'),
        'featured', coalesce(json_agg(s.featured), '[]')
      )::text
      FROM (
        SELECT p.id, p.lng, p.lat, coalesce(p.status_id, ${defaultStatusId}::int) AS status_id,
          p.severity_level::int AS severity_level,
          (v.post_id IS NOT NULL)::int AS seen, p.featured::int AS featured
        FROM ${points}
        LEFT JOIN post_views v ON v.post_id = p.id AND v.user_id = ${userId}
        WHERE ${pointsWhere}
        ORDER BY p.observed_at DESC, p.id DESC
        LIMIT ${limit}
      ) s
    ) END AS body
    FROM counted`.execute(db);
  return rows[0]?.body ?? null;
}

/** Posts within a box of longitudes and latitudes (edges included). */
export const withinBbox = (bbox: DensityBbox) =>
  sql<boolean>`p.lat BETWEEN ${bbox.south}::float8 AND ${bbox.north}::float8
    AND p.lng BETWEEN ${bbox.west}::float8 AND ${bbox.east}::float8`;

export async function observedRange(
  db: Db,
  { from, where }: PostSet,
): Promise<{ min: Date | null; max: Date | null }> {
  const { rows } = await sql<{ min: Date | null; max: Date | null }>`
    SELECT min(p.observed_at) AS min, max(p.observed_at) AS max
    FROM ${from} WHERE ${where}`.execute(db);
  return rows[0] ?? { min: null, max: null };
}

/**
 * Post counts per bucket of observed time, keyed by the bucket's index in `starts` (ascending bar
 * starts, computed in the chosen zone by core/timeline.ts): the database only finds each post's bar.
 */
export async function histogramCounts(
  db: Db,
  { from, where }: PostSet,
  starts: readonly Date[],
): Promise<Map<number, number>> {
  const first = starts[0];
  if (!first) return new Map();
  const thresholds = starts.map((start) => start.toISOString());
  const { rows } = await sql<{ bucket: number; count: number }>`
    SELECT width_bucket(p.observed_at, ${thresholds}::timestamptz[]) - 1 AS bucket,
      count(*)::int AS count
    FROM ${from} WHERE ${where} AND p.observed_at >= ${first}
    GROUP BY 1 ORDER BY 1`.execute(db);
  return new Map(rows.map((row) => [row.bucket, row.count]));
}

/**
 * The same counts as histogramCounts for every post of the project observed from `since` on, summed
 * from its quarter-hour slots (migration 014), or, given kinds, for its posts of those kinds from
 * their hourly counts (migration 027); `since` and every start lie on the summary's boundaries.
 */
export async function histogramSummaryCounts(
  db: Db,
  projectId: number,
  since: Date,
  starts: readonly Date[],
  kinds: StoredKinds | null = null,
): Promise<Map<number, number>> {
  if (starts.length === 0) return new Map();
  const thresholds = starts.map((start) => start.toISOString());
  const [table, time, chosen] = kinds
    ? [sql`post_hour_kinds`, sql`c.hour`, storedKindsCondition(kinds)]
    : [sql`post_time_slots`, sql`c.slot`, sql`true`];
  const { rows } = await sql<{ bucket: number; count: number }>`
    SELECT width_bucket(${time}, ${thresholds}::timestamptz[]) - 1 AS bucket,
      sum(c.posts)::int AS count
    FROM ${table} c WHERE c.project_id = ${projectId} AND ${chosen} AND ${time} >= ${since}
    GROUP BY 1 ORDER BY 1`.execute(db);
  return new Map(rows.map((row) => [row.bucket, row.count]));
}
