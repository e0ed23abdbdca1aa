import { sql, type RawBuilder } from 'kysely';
import type { OrderCriterion } from '@highwater/core/api/posts';
import type { Db } from '@/db/database.ts';
import type { Keyset } from '@/domain/post-cursor.ts';
import {
  coordinateTextSql,
  displayLocationSql,
  isoTextSql,
  textCellParts,
} from '@/repositories/csv-sql.ts';

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
      SELECT p.id, ${column} AS sort_value,
        p.observed_at, p.created_at, ${displayLocationSql(sql.ref('p.location'))} AS location,
        p.lat, p.lng, s.label AS status, p.severity_level::int AS severity_level, p.content,
        (SELECT string_agg(i.name, '; ' ORDER BY i.name) FROM post_investigations pi
          JOIN investigations i ON i.id = pi.investigation_id AND i.project_id = p.project_id
          WHERE pi.post_id = p.id) AS topics
      FROM posts p
      LEFT JOIN statuses s ON s.id = coalesce(p.status_id, ${batch.defaultStatusId}::int)
      WHERE ${batch.where} ${range}
      ORDER BY ${column} DESC, p.id DESC
      LIMIT ${limit}
    ) v
    ORDER BY v.sort_value DESC, v.id DESC`.execute(db);
  return rows;
}
