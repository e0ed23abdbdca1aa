import type { PostsFilterQuery } from '@highwater/core/api/posts';
import { publicPostPath } from '@highwater/core/routes';
import type { Db } from '@/db/database.ts';
import { csvCell, csvRow, safeFileName, UTF8_BOM } from '@/domain/csv.ts';
import type { Keyset } from '@/domain/post-cursor.ts';
import { forbidden } from '@/plugins/http-errors.ts';
import { exportLines } from '@/repositories/export-repository.ts';
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
   * CSV text in chunks of one batch each, written by the database (text cells always quoted);
   * memory stays flat whatever the number of posts.
   */
  chunks: AsyncGenerator<string>;
}

/**
 * The matching posts as CSV, in list order. Members only (404); 403 when the project does not
 * allow exports. Everything is checked, and the first batch read, before the answer starts, so a
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

  const link = csvCell(`${publicSiteUrl}${publicPostPath(ID_MARK)}`);
  const at = link.lastIndexOf(ID_MARK);
  const batch = {
    where,
    order: filter.order,
    limit: batchSize,
    defaultStatusId,
    link: { before: link.slice(0, at), after: link.slice(at + ID_MARK.length) },
  };

  async function* chunks(): AsyncGenerator<string> {
    // The header goes out with the first batch, so that batch is read before anything is sent.
    let text = UTF8_BOM + csvRow(EXPORT_COLUMNS);
    let after: Keyset | null = null;
    for (;;) {
      const lines = await exportLines(db, { ...batch, after });
      for (const { line } of lines) text += line;
      if (text) yield text;
      text = '';
      const last = lines.at(-1);
      if (lines.length < batchSize || !last) return;
      after = { value: last.key, id: last.id };
    }
  }

  const slug = scope.project.slug ?? `MISSING_SLUG_${scope.project.id}`;
  return { fileName: `${safeFileName(slug)}.csv`, chunks: await startedEarly(chunks()) };
}

/** The same chunks, with the first one (the header and first batch) already read. */
async function startedEarly(chunks: AsyncGenerator<string>): Promise<AsyncGenerator<string>> {
  const first = await chunks.next();
  async function* all(): AsyncGenerator<string> {
    if (first.done) return;
    yield first.value;
    yield* chunks;
  }
  return all();
}
