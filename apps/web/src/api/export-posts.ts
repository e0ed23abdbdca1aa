import type { ExportFormat, PostsFilterQuery } from '@highwater/core/api/posts';
import type { ApiClient } from './api-client.ts';

/** The matching posts as a CSV or GeoJSON file, its bytes as the server wrote them. */
export async function exportPosts(
  api: ApiClient,
  projectId: number,
  query: PostsFilterQuery,
  format: ExportFormat,
): Promise<Blob> {
  // The format is the query's; the server names the file's type.
  const response = await api.stream(
    `/../v3/cx/local-projects/${projectId}/export-posts`,
    { headers: { Accept: '*/*' } },
    { ...query, format },
  );
  return response.blob();
}
