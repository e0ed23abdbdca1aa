import type { PostsFilterQuery } from '@highwater/core/api/posts';
import { publicPostPath } from '@highwater/core/routes';
import type { Db } from '@/db/database.ts';
import { csvRow, safeFileName, UTF8_BOM } from '@/domain/csv.ts';
import { displayLocation } from '@/domain/post-format.ts';
import type { Keyset } from '@/domain/post-cursor.ts';
import { forbidden } from '@/plugins/http-errors.ts';
import { exportRows, orderedPostIds } from '@/repositories/post-repository.ts';
import { filteredScope } from '@/services/post-scope.ts';

export const EXPORT_BATCH_SIZE = 2_000;

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
  /** CSV text in chunks of one batch each; memory stays flat whatever the number of posts. */
  chunks: AsyncGenerator<string>;
}

/**
 * The matching posts as CSV, in list order. Members only (404); 403 when the project does not
 * allow exports. Everything is checked before the first byte is sent.
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

  async function* chunks(): AsyncGenerator<string> {
    yield UTF8_BOM + csvRow(EXPORT_COLUMNS);
    let after: Keyset | null = null;
    for (;;) {
      const ids = await orderedPostIds(db, where, filter.order, after, batchSize);
      if (ids.length === 0) return;
      const rows = new Map(
        (
          await exportRows(
            db,
            ids.map((i) => i.id),
            defaultStatusId,
          )
        ).map((row) => [row.id, row]),
      );
      let text = '';
      for (const { id } of ids) {
        const row = rows.get(id);
        if (!row) continue;
        text += csvRow([
          row.id,
          row.observed_at.toISOString(),
          row.created_at.toISOString(),
          displayLocation(row.location),
          row.lat,
          row.lng,
          row.status,
          row.severity_level,
          row.content,
          row.topics,
          `${publicSiteUrl}${publicPostPath(row.id)}`,
        ]);
      }
      yield text;
      const last = ids.at(-1);
      if (ids.length < batchSize || !last) return;
      after = { value: last.key, id: last.id };
    }
  }

  const slug = scope.project.slug ?? `MISSING_SLUG_${scope.project.id}`;
  return { fileName: `${safeFileName(slug)}.csv`, chunks: chunks() };
}
