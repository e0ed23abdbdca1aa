import { sql, type RawBuilder } from 'kysely';
import type { OrderCriterion } from '@highwater/core/api/posts';
import type { Db } from '@/db/database.ts';
import { inlineSql } from '@/db/inline-sql.ts';
import type { Keyset } from '@/domain/post-cursor.ts';
import { textColumnSql } from '@/repositories/csv-sql.ts';

const ORDER_COLUMN: Record<OrderCriterion, string> = {
  observed_at: 'observed_at',
  created_at: 'created_at',
  commented_at: 'last_comment_at',
};

export interface ExportRows {
  projectId: number;
  /** The posts to export, all of the project. */
  where: RawBuilder<boolean>;
  order: OrderCriterion;
  defaultStatusId: number | null;
  /** The link cell's text before and after the post id, neutralised (COPY quotes it if needed). */
  link: { before: string; after: string };
}

/** COPY's options: CSV with the text cells always quoted, as the export has them. */
const CSV_OPTIONS = '(FORMAT csv, FORCE_QUOTE (location, status, description, topics))';

/**
 * The posts' cells as COPY writes them for exportRowsOfCopy (domain/export-copy-rows.ts) to
 * finish, in list order: text cells neutralised here, times (UTC), location and coordinates as
 * plain values, whose text the database writes as cheaply as its own COPY of plain values does.
 * Most posts have no topic: the project's posts that have one are hashed once, so only those look
 * their topics up.
 */
function rowsSql(rows: ExportRows, range: RawBuilder<unknown>) {
  const p = (name: string) => sql.ref(`p.${name}`);
  const topics = sql`string_agg(i.name, '; ' ORDER BY i.name)`;
  return sql`
    SELECT p.id, p.observed_at AT TIME ZONE 'UTC', p.created_at AT TIME ZONE 'UTC',
      ${textColumnSql(p('location'))} AS location, p.lat, p.lng,
      ${textColumnSql(sql.ref('s.label'))} AS status, p.severity_level,
      ${textColumnSql(p('content'))} AS description,
      CASE WHEN p.id IN (SELECT pi.post_id FROM post_investigations pi
          JOIN investigations i ON i.id = pi.investigation_id
          WHERE i.project_id = ${rows.projectId})
        THEN (SELECT ${textColumnSql(topics)} FROM post_investigations pi
          JOIN investigations i ON i.id = pi.investigation_id AND i.project_id = p.project_id
          WHERE pi.post_id = p.id)
        ELSE '' END AS topics,
      ${rows.link.before}::text || p.id || ${rows.link.after}::text
    FROM posts p
    LEFT JOIN statuses s ON s.id = coalesce(p.status_id, ${rows.defaultStatusId}::int)
    WHERE ${rows.where} ${range}
    ${listOrder(rows.order)}`;
}

/** Commented posts come first, then the others by id, as the list's pages have them. */
function listOrder(order: OrderCriterion) {
  const column = sql.ref(`p.${ORDER_COLUMN[order]}`);
  const nullsLast = order === 'commented_at' ? sql`NULLS LAST` : sql``;
  return sql`ORDER BY ${column} DESC ${nullsLast}, p.id DESC`;
}

/** The SELECT of the whole export, with its values written in (COPY takes no parameters). */
export function exportSelectSql(rows: ExportRows): string {
  return inlineSql(rowsSql(rows, sql``));
}

/** The whole export as one `COPY … TO STDOUT`, in list order. */
export function exportCopySql(rows: ExportRows): string {
  return `COPY (${exportSelectSql(rows)}) TO STDOUT ${CSV_OPTIONS}`;
}

export interface ExportBatch extends ExportRows {
  after: Keyset | null;
  limit: number;
}

/** COPY's bytes for a batch of the export's rows, and where the next batch starts (null: none). */
export interface CopiedBatch {
  bytes: Buffer;
  next: Keyset | null;
}

/**
 * A run of posts in list order: by the sort column, or (`column` null) the never-commented posts
 * by id alone, which end the commented order.
 */
interface Run {
  column: RawBuilder<unknown> | null;
  range: RawBuilder<unknown>;
}

function runsAfter(order: OrderCriterion, after: Keyset | null): Run[] {
  const uncommented = (beforeId: number | null): Run => ({
    column: null,
    range: sql`AND p.last_comment_at IS NULL ${beforeId === null ? sql`` : sql`AND p.id < ${beforeId}`}`,
  });
  if (order === 'commented_at' && after?.value === null) return [uncommented(after.id)];
  const column = sql.ref(`p.${ORDER_COLUMN[order]}`);
  const keyset = after
    ? sql`AND (${column}, p.id) < (${after.value}::timestamptz, ${after.id})`
    : sql``;
  if (order !== 'commented_at') return [{ column, range: keyset }];
  return [{ column, range: sql`AND ${column} IS NOT NULL ${keyset}` }, uncommented(null)];
}

/**
 * The next batch of rows after a keyset, written by COPY into a blob: PGlite's COPY, which has no
 * STDOUT to stream. The batch's last post is found first, so the COPY reads the posts up to it and
 * the next batch starts after it, whatever changes in between.
 */
export async function exportBatch(db: Db, batch: ExportBatch): Promise<CopiedBatch> {
  const parts: Buffer[] = [];
  let wanted = batch.limit;
  for (const run of runsAfter(batch.order, batch.after)) {
    const last = await nthKeyset(db, batch, run, wanted);
    const upTo = !last
      ? sql``
      : run.column
        ? sql`AND (${run.column}, p.id) >= (${last.value}::timestamptz, ${last.id})`
        : sql`AND p.id >= ${last.id}`;
    const copied = await copiedRows(db, batch, sql`${run.range} ${upTo}`);
    parts.push(copied.bytes);
    if (last) return { bytes: Buffer.concat(parts), next: last };
    wanted = Math.max(wanted - copied.rows, 1);
  }
  return { bytes: Buffer.concat(parts), next: null };
}

/** The keyset of the run's nth post, or null when the run has fewer. */
async function nthKeyset(db: Db, batch: ExportBatch, run: Run, n: number): Promise<Keyset | null> {
  const value = run.column ? sql<string>`${run.column}::text` : sql<null>`NULL::text`;
  const { rows } = await sql<Keyset>`
    SELECT ${value} AS value, p.id FROM posts p
    WHERE ${batch.where} ${run.range}
    ${listOrder(batch.order)}
    OFFSET ${n - 1} LIMIT 1`.execute(db);
  return rows[0] ?? null;
}

async function copiedRows(
  db: Db,
  rows: ExportRows,
  range: RawBuilder<unknown>,
): Promise<{ bytes: Buffer; rows: number }> {
  const copy = sql`COPY (${rowsSql(rows, range)}) TO '/dev/blob' ${sql.raw(CSV_OPTIONS)}`;
  const result = await sql<{ blob: Blob }>`${sql.raw(inlineSql(copy))}`.execute(db);
  const blob = result.rows[0]?.blob;
  return {
    bytes: blob ? Buffer.from(await blob.arrayBuffer()) : Buffer.alloc(0),
    rows: Number(result.numAffectedRows ?? 0),
  };
}
