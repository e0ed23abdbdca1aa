import { sql, type RawBuilder } from 'kysely';
import type { ExportFormat, OrderCriterion } from '@highwater/core/api/posts';
import type { Db } from '@/db/database.ts';
import { inlineSql } from '@/db/inline-sql.ts';
import type { Keyset } from '@/domain/post-cursor.ts';
import { textColumnSql } from '@/repositories/csv-sql.ts';
import { displayLocationSql, isoTimeSql } from '@/repositories/display-sql.ts';

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
  /**
   * The link's text before and after the post id: neutralised for CSV (COPY quotes it if
   * needed), as it is for GeoJSON.
   */
  link: { before: string; after: string };
  format: ExportFormat;
}

/**
 * COPY's options: for CSV, the text cells always quoted, as the export has them; for GeoJSON one
 * feature's JSON text a line, written as it is: JSON text holds no control character, so with
 * control characters as quote and delimiter COPY never quotes or escapes it.
 */
const COPY_OPTIONS: Record<ExportFormat, string> = {
  csv: '(FORMAT csv, FORCE_QUOTE (location, status, description, topics))',
  geojson: "(FORMAT csv, DELIMITER E'\\x02', QUOTE E'\\x01')",
};

/**
 * The posts' cells as COPY writes them for exportRowsOfCopy (domain/export-copy-rows.ts) to
 * finish, in list order: text cells neutralised here, times (UTC), location and coordinates as
 * plain values, whose text the database writes as cheaply as its own COPY of plain values does.
 * Most posts have no topic: the project's posts that have one are hashed once, so only those look
 * their topics up.
 */
function rowsSql(rows: ExportRows, range: RawBuilder<unknown>) {
  const p = (name: string) => sql.ref(`p.${name}`);
  const text = rows.format === 'csv' ? textColumnSql : (cell: RawBuilder<unknown>) => cell;
  const names = sql`string_agg(i.name, '; ' ORDER BY i.name)`;
  const topics = sql`CASE WHEN p.id IN (SELECT pi.post_id FROM post_investigations pi
      JOIN investigations i ON i.id = pi.investigation_id
      WHERE i.project_id = ${rows.projectId})
    THEN (SELECT ${text(names)} FROM post_investigations pi
      JOIN investigations i ON i.id = pi.investigation_id AND i.project_id = p.project_id
      WHERE pi.post_id = p.id)
    ELSE '' END`;
  const link = sql`${rows.link.before}::text || p.id || ${rows.link.after}::text`;
  const columns =
    rows.format === 'csv'
      ? sql`p.id, p.observed_at AT TIME ZONE 'UTC', p.created_at AT TIME ZONE 'UTC',
      ${text(p('location'))} AS location, p.lat, p.lng,
      ${text(sql.ref('s.label'))} AS status, p.severity_level,
      ${text(p('content'))} AS description, ${topics} AS topics, ${link}`
      : sql`json_build_object('type', 'Feature', 'id', p.id,
      'geometry', json_build_object('type', 'Point', 'coordinates', json_build_array(p.lng, p.lat)),
      'properties', json_build_object('id', p.id, 'observed_at', ${isoTimeSql(p('observed_at'))},
        'created_at', ${isoTimeSql(p('created_at'))},
        'location', ${displayLocationSql(p('location'))},
        'status', s.label, 'severity_level', p.severity_level, 'description', p.content,
        'topics', ${topics}, 'link', ${link}))::text`;
  return sql`
    SELECT ${columns}
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
  return `COPY (${exportSelectSql(rows)}) TO STDOUT ${COPY_OPTIONS[rows.format]}`;
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
  const copy = sql`COPY (${rowsSql(rows, range)}) TO '/dev/blob' ${sql.raw(COPY_OPTIONS[rows.format])}`;
  const result = await sql<{ blob: Blob }>`${sql.raw(inlineSql(copy))}`.execute(db);
  const blob = result.rows[0]?.blob;
  return {
    bytes: blob ? Buffer.from(await blob.arrayBuffer()) : Buffer.alloc(0),
    rows: Number(result.numAffectedRows ?? 0),
  };
}
