import { Readable } from 'node:stream';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import { publicPostPath } from '@highwater/core/routes';
import type { Db } from '@/db/database.ts';
import { copyOutOf, type CopyOut } from '@/db/copy-out.ts';
import { csvCell, csvRow, neutralised, safeFileName, UTF8_BOM } from '@/domain/csv.ts';
import { crlfRowEnds } from '@/domain/csv-line-ends.ts';
import type { Keyset } from '@/domain/post-cursor.ts';
import { forbidden } from '@/plugins/http-errors.ts';
import { exportCopySql, exportLines, type ExportBatch } from '@/repositories/export-repository.ts';
import { filteredScope } from '@/services/post-scope.ts';

export const EXPORT_BATCH_SIZE = 5_000;

/** Stands for the post id in the link cell, which the database completes. */
const ID_MARK = '{id}';

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

export interface PostExport {
  fileName: string;
  /**
   * The file, header first, written by the database (text cells always quoted): COPY's bytes as
   * they arrive on PostgreSQL, a text of lines per batch on PGlite. Memory stays flat whatever
   * the number of posts; destroying the stream stops the export.
   */
  chunks: Readable;
}

/**
 * The matching posts as CSV, in list order. Members only (404); 403 when the project does not
 * allow exports. Everything is checked, and the first rows read, before the answer starts, so a
 * bad request or a failing query still gets its status; a later failure breaks the transfer.
 */
export async function exportPosts(
  db: Db,
  userId: number,
  projectId: number,
  query: PostsFilterQuery,
  publicSiteUrl: string,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<PostExport> {
  const scope = await filteredScope(db, userId, projectId, query);
  if (!scope.project.allow_exports) throw forbidden('This project does not allow exports');
  const { where, filter, defaultStatusId } = scope;
  const header = UTF8_BOM + csvRow(EXPORT_COLUMNS);
  const link = `${publicSiteUrl}${publicPostPath(ID_MARK)}`;
  const copyOut = copyOutOf(db);
  const chunks: AsyncGenerator<Buffer | string> = copyOut
    ? copiedChunks(
        copyOut,
        exportCopySql({
          where,
          order: filter.order,
          defaultStatusId,
          link: split(neutralised(link)),
        }),
        header,
      )
    : batchedChunks(
        db,
        {
          where,
          order: filter.order,
          limit: batchSize,
          defaultStatusId,
          link: split(csvCell(link)),
        },
        header,
      );
  const slug = scope.project.slug ?? `MISSING_SLUG_${scope.project.id}`;
  return {
    fileName: `${safeFileName(slug)}.csv`,
    chunks: Readable.from(await startedEarly(chunks)),
  };
}

/** The text before and after the post id. */
function split(link: string): { before: string; after: string } {
  const at = link.lastIndexOf(ID_MARK);
  return { before: link.slice(0, at), after: link.slice(at + ID_MARK.length) };
}

/** COPY's bytes, passed on as they arrive with CRLF row ends; the header goes with the first. */
async function* copiedChunks(
  copyOut: CopyOut,
  copySql: string,
  header: string,
): AsyncGenerator<Buffer> {
  const rows = await copyOut(copySql);
  const crlf = crlfRowEnds();
  let head: Buffer | null = Buffer.from(header);
  for await (const chunk of rows) {
    yield head ? Buffer.concat([head, crlf(chunk)]) : crlf(chunk);
    head = null;
  }
  if (head) yield head;
}

/** Batches of lines after a keyset; the header goes out with the first batch. */
async function* batchedChunks(
  db: Db,
  batch: Omit<ExportBatch, 'after'>,
  header: string,
): AsyncGenerator<string> {
  let text = header;
  let after: Keyset | null = null;
  for (;;) {
    const lines = await exportLines(db, { ...batch, after });
    for (const { line } of lines) text += line;
    if (text) yield text;
    text = '';
    const last = lines.at(-1);
    if (lines.length < batch.limit || !last) return;
    after = { value: last.key, id: last.id };
  }
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
