import { sql, type RawBuilder } from 'kysely';
import type { OrderCriterion } from '@highwater/core/api/posts';
import type { Db } from '@/db/database.ts';
import type { Keyset } from '@/domain/post-cursor.ts';
import {
  coordinateTextSql,
  displayLocationSql,
  isoTextSql,
  textCellParts,
  textColumnSql,
} from '@/repositories/csv-sql.ts';
import { inlineSql } from '@/db/inline-sql.ts';

const ORDER_COLUMN: Record<OrderCriterion, string> = {
  observed_at: 'observed_at',
  created_at: 'created_at',
  commented_at: 'last_comment_at',
};

/** One post's CSV line (CRLF included), with its place in list order for the next batch. */
export interface ExportLine {
  id: number;
  key: string | null;
  line: string;
}

export interface ExportBatch {
  where: RawBuilder<boolean>;
  order: OrderCriterion;
  after: Keyset | null;
  limit: number;
  defaultStatusId: number | null;
  /** The link cell's text before and after the post id, already neutralised and quoted. */
  link: { before: string; after: string };
}

/**
 * The next batch of CSV lines in list order, after a keyset (the order of orderedPostIds). The
 * database writes the lines: the inner query picks the rows through the list's index, the outer
 * one turns each into text, so each value is read once.
 */
export async function exportLines(db: Db, batch: ExportBatch): Promise<ExportLine[]> {
  const { order, after, limit } = batch;
  if (order !== 'commented_at' || after?.value !== null) {
    const column = sql.ref(`p.${ORDER_COLUMN[order]}`);
    const keyset = after
      ? sql`AND (${column}, p.id) < (${after.value}::timestamptz, ${after.id})`
      : sql``;
    const notNull = order === 'commented_at' ? sql`AND ${column} IS NOT NULL` : sql``;
    const rows = await linesOf(db, batch, column, sql`${notNull} ${keyset}`, limit);
    if (order !== 'commented_at' || rows.length === limit) return rows;
    const rest = await linesOf(
      db,
      batch,
      column,
      sql`AND p.last_comment_at IS NULL`,
      limit - rows.length,
    );
    return [...rows, ...rest];
  }
  const column = sql.ref('p.last_comment_at');
  const before = after.id;
  return linesOf(db, batch, column, sql`AND p.last_comment_at IS NULL AND p.id < ${before}`, limit);
}

async function linesOf(
  db: Db,
  batch: ExportBatch,
  column: RawBuilder<unknown>,
  range: RawBuilder<unknown>,
  limit: number,
): Promise<ExportLine[]> {
  const v = (name: string) => sql.ref(`v.${name}`);
  const { rows } = await sql<ExportLine>`
    SELECT v.id, v.sort_value::text AS key,
      concat(v.id, ',', ${isoTextSql(v('observed_at'))}, ',', ${isoTextSql(v('created_at'))},
        ',', ${textCellParts(v('location'))}, ',', ${coordinateTextSql(v('lat'))},
        ',', ${coordinateTextSql(v('lng'))}, ',', ${textCellParts(v('status'))},
        ',', v.severity_level, ',', ${textCellParts(v('content'))}, ',', ${textCellParts(v('topics'))},
        ',', ${batch.link.before}::text, v.id, ${batch.link.after}::text, E'\r\n') AS line
    FROM (
      ${postValues(batch.defaultStatusId, column, sql`${batch.where} ${range}`)}
      LIMIT ${limit}
    ) v
    ORDER BY v.sort_value DESC, v.id DESC`.execute(db);
  return rows;
}

export interface ExportCopy {
  where: RawBuilder<boolean>;
  order: OrderCriterion;
  defaultStatusId: number | null;
  /** The link cell's text before and after the post id, neutralised (COPY quotes it if needed). */
  link: { before: string; after: string };
}

/**
 * The export as one COPY statement: the cells exportLines writes, as columns COPY writes (text
 * ones always quoted, as the lines have them, and LF row ends), in list order. Commented posts
 * come first, then the others by id, as the two phases of orderedPostIds give them. One flat
 * SELECT: each cell reads a column (or the topics' one aggregate) and does the least work per post.
 */
export function exportCopySql(copy: ExportCopy): string {
  const p = (name: string) => sql.ref(`p.${name}`);
  const nullsLast = copy.order === 'commented_at' ? sql`NULLS LAST` : sql``;
  const column = p(ORDER_COLUMN[copy.order]);
  const topics = sql`string_agg(i.name, '; ' ORDER BY i.name)`;
  return inlineSql(sql`COPY (
      SELECT p.id, ${isoTextSql(p('observed_at'))}, ${isoTextSql(p('created_at'))},
        ${textColumnSql(displayLocationSql(p('location')), p('location'))} AS location,
        ${coordinateTextSql(p('lat'))}, ${coordinateTextSql(p('lng'))},
        ${textColumnSql(sql.ref('s.label'))} AS status, p.severity_level,
        ${textColumnSql(p('content'))} AS description,
        (SELECT ${textColumnSql(topics)} FROM post_investigations pi
          JOIN investigations i ON i.id = pi.investigation_id AND i.project_id = p.project_id
          WHERE pi.post_id = p.id) AS topics,
        ${copy.link.before}::text || p.id || ${copy.link.after}::text
      FROM posts p
      LEFT JOIN statuses s ON s.id = coalesce(p.status_id, ${copy.defaultStatusId}::int)
      WHERE ${copy.where}
      ORDER BY ${column} DESC ${nullsLast}, p.id DESC
    ) TO STDOUT (FORMAT csv, FORCE_QUOTE (location, status, description, topics))`);
}

/**
 * The posts' values the lines are made of, in list order. A subquery of its own, so each value
 * (the topics above all) is worked out once however often a cell reads it.
 */
function postValues(
  defaultStatusId: number | null,
  column: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
) {
  return sql`
    SELECT p.id, ${column} AS sort_value,
      p.observed_at, p.created_at, ${displayLocationSql(sql.ref('p.location'))} AS location,
      p.lat, p.lng, s.label AS status, p.severity_level::int AS severity_level, p.content,
      (SELECT string_agg(i.name, '; ' ORDER BY i.name) FROM post_investigations pi
        JOIN investigations i ON i.id = pi.investigation_id AND i.project_id = p.project_id
        WHERE pi.post_id = p.id) AS topics
    FROM posts p
    LEFT JOIN statuses s ON s.id = coalesce(p.status_id, ${defaultStatusId}::int)
    WHERE ${where}
    ORDER BY ${column} DESC, p.id DESC`;
}
