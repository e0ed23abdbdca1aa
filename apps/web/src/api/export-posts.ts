import type { PostsFilterQuery } from '@highwater/core/api/posts';
import type { ApiClient } from './api-client.ts';

/** The matching posts as CSV text (spec 001 section 7). */
export function exportPosts(
  api: ApiClient,
  projectId: number,
  query: PostsFilterQuery,
): Promise<string> {
  return api.request<string>('GET', `/../v3/cx/local-projects/${projectId}/export-posts`, query, {
    headers: { Accept: 'text/csv' },
  });
}
