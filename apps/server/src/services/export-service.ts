import { Readable } from 'node:stream';
import type { ExportFormat, ExportPostsQuery } from '@highwater/core/api/posts';
import { publicPostPath } from '@highwater/core/routes';
import type { Db } from '@/db/database.ts';
import { copyWayOf, type CopyOut, type CopySettings } from '@/db/copy-out.ts';
import { csvRow, neutralised, safeFileName, UTF8_BOM } from '@/domain/csv.ts';
import { exportRowsOfCopy } from '@/domain/export-copy-rows.ts';
import { featureCollectionOfLines } from '@/domain/geojson-lines.ts';
import type { Keyset } from '@/domain/post-cursor.ts';
import { forbidden } from '@/plugins/http-errors.ts';
import { exportBatch, exportCopySql, type ExportRows } from '@/repositories/export-repository.ts';
import { filteredScope } from '@/services/post-scope.ts';

/** Rows per COPY on PGlite, whose COPY writes a whole blob before it answers. */
export const EXPORT_BATCH_SIZE = 20_000;

/** Stands for the post id in the link cell, which the database completes. */
const ID_MARK = '{id}';

/** The export's COPY on PostgreSQL runs with these, for its transaction alone. */
const COPY_SETTINGS: CopySettings = {
  // Compiling the expressions of a plain scan costs more than it saves, even at a million rows.
  jit: 'off',
  // The forms exportRowsOfCopy reads (PGlite's defaults): ISO times, shortest float digits.
  DateStyle: 'ISO',
  extra_float_digits: '1',
};

export const EXPORT_COLUMNS = [
  'id',
  'observed_at',
  'created_at',
  'location',
  'lat',
  'lng',
  'status',
  'severity_level',
  'description',
  'topics',
  'link',
] as const;

/** Each format's media type and file name extension. */
const FILE_TYPES: Record<ExportFormat, { contentType: string; extension: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  geojson: { contentType: 'application/geo+json', extension: 'geojson' },
};

export interface PostExport {
  fileName: string;
  contentType: string;
  /**
   * The file, header first: the rows as COPY writes them (text cells always quoted), finished on
   * the way by exportRowsOfCopy. COPY's bytes as they arrive on PostgreSQL, a blob per batch on
   * PGlite, so memory stays flat whatever the number of posts; destroying the stream stops the
   * export.
   */
  chunks: Readable;
}

/**
 * The matching posts as CSV, or as a GeoJSON FeatureCollection of points with the same values as
 * properties (`format`), in list order. Members only (404); 403 when the project does not allow
 * exports. Everything is checked, and the first rows read, before the answer starts, so a bad
 * request or a failing query still gets its status; a later failure breaks the transfer.
 */
export async function exportPosts(
  db: Db,
  userId: number,
  projectId: number,
  query: ExportPostsQuery,
  publicSiteUrl: string,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<PostExport> {
  const { format = 'csv', ...filterQuery } = query;
  const scope = await filteredScope(db, userId, projectId, filterQuery);
  if (!scope.project.allow_exports) throw forbidden('This project does not allow exports');
  const { where, filter, defaultStatusId } = scope;
  const link = `${publicSiteUrl}${publicPostPath(ID_MARK)}`;
  const rows: ExportRows = {
    projectId,
    where,
    order: filter.order,
    defaultStatusId,
    // Only a spreadsheet would run a cell as a formula.
    link: split(format === 'csv' ? neutralised(link) : link),
    format,
  };
  const copyWay = copyWayOf(db);
  if (!copyWay) throw new Error('The export needs a database set up to COPY');
  const copied =
    'stream' in copyWay ? streamedCopy(copyWay.stream, rows) : batchedCopy(db, rows, batchSize);
  const slug = scope.project.slug ?? `MISSING_SLUG_${scope.project.id}`;
  const { contentType, extension } = FILE_TYPES[format];
  const finished = format === 'csv' ? finishedRows(copied) : featureCollection(copied);
  return {
    fileName: `${safeFileName(slug)}.${extension}`,
    contentType,
    chunks: Readable.from(await startedEarly(finished)),
  };
}

/** The text before and after the post id. */
function split(link: string): { before: string; after: string } {
  const at = link.lastIndexOf(ID_MARK);
  return { before: link.slice(0, at), after: link.slice(at + ID_MARK.length) };
}

/** COPY's bytes as they arrive, from one COPY … TO STDOUT. */
async function* streamedCopy(copyOut: CopyOut, rows: ExportRows): AsyncGenerator<Buffer> {
  yield* await copyOut(exportCopySql(rows), COPY_SETTINGS);
}

/** COPY's bytes a batch at a time, each after the last. */
async function* batchedCopy(db: Db, rows: ExportRows, limit: number): AsyncGenerator<Buffer> {
  let after: Keyset | null = null;
  do {
    const batch = await exportBatch(db, { ...rows, after, limit });
    yield batch.bytes;
    after = batch.next;
  } while (after);
}

/** The header, then the finished rows of COPY's bytes. */
async function* finishedRows(copied: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const finish = exportRowsOfCopy();
  let head: Buffer | null = Buffer.from(UTF8_BOM + csvRow(EXPORT_COLUMNS));
  for await (const chunk of copied) {
    const rows = finish.push(chunk);
    if (head) yield Buffer.concat([head, rows]);
    else if (rows.length) yield rows;
    head = null;
  }
  finish.end();
  if (head) yield head;
}

/** The features of COPY's lines as one FeatureCollection. */
async function* featureCollection(copied: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const collection = featureCollectionOfLines();
  for await (const chunk of copied) {
    const text = collection.push(chunk);
    if (text.length) yield text;
  }
  yield collection.end();
}

/** The same chunks, with the first one (the header and first rows) already read. */
async function startedEarly<T>(chunks: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await chunks.next();
  async function* all(): AsyncGenerator<T> {
    if (first.done) return;
    yield first.value;
    yield* chunks;
  }
  return all();
}
