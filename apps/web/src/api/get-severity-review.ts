import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import type { SeverityReviewPage } from '@highwater/core/api/severity';
import { SEVERITY_REVIEW_DEFAULT_LIMIT } from '@highwater/core/api/severity';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

/** Every severity review query of a project starts with this key. */
export const severityReviewPrefix = (projectId: number) => ['severity-review', projectId] as const;

export const fetchSeverityReviewPage = (
  api: ApiClient,
  projectId: number,
  query: PostsFilterQuery,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  api.request<SeverityReviewPage>(
    'GET',
    `/../v3/cx/local-projects/${projectId}/posts/severity-review`,
    { ...query, cursor: cursor ?? undefined, limit: SEVERITY_REVIEW_DEFAULT_LIMIT },
    { signal },
  );

/**
 * The matching posts whose AI severity no human has reviewed, newest first, page after page.
 * A review session works through the pages as they were loaded: reviewing a post does not
 * refetch them (that would shift the posts under the reviewer), and nothing refetches on its own;
 * the session drops them when it ends, so the next one starts from the server's current queue.
 */
export const severityReviewQueryOptions = (
  api: ApiClient,
  projectId: number,
  query: PostsFilterQuery,
) =>
  infiniteQueryOptions({
    queryKey: [...severityReviewPrefix(projectId), query],
    queryFn: ({ pageParam, signal }) =>
      fetchSeverityReviewPage(api, projectId, query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // The review shows its own error with a retry button.
    meta: { silent: true },
  });

export function useSeverityReview(projectId: number, query: PostsFilterQuery) {
  const api = useApi();
  return useInfiniteQuery(severityReviewQueryOptions(api, projectId, query));
}
