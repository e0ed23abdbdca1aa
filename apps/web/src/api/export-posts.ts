import type { ExportFormat, PostsFilterQuery } from '@highwater/core/api/posts';
import type { ApiClient } from './api-client.ts';

const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv',
  geojson: 'application/geo+json',
};

/** The matching posts as a CSV or GeoJSON file, its bytes as the server wrote them. */
export async function exportPosts(
  api: ApiClient,
  projectId: number,
  query: PostsFilterQuery,
  format: ExportFormat,
): Promise<Blob> {
  const response = await api.stream(
    `/../v3/cx/local-projects/${projectId}/export-posts`,
    { headers: { Accept: MEDIA_TYPES[format] } },
    { ...query, format },
  );
  return response.blob();
}
