import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { PostsFilterQuery, PostsHistogram } from '@highwater/core/api/posts';
import { STALE_TIME_MS } from '@highwater/core/constants';
import type { TimelineInterval } from '@highwater/core/timeline';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export const postHistogramKey = (projectId: number) => ['post-histogram', projectId] as const;

/** One answer's key: the project's, then the filter query it was asked with. */
export const postHistogramQueryKey = (projectId: number, query: HistogramQuery) =>
  [...postHistogramKey(projectId), query] as const;

/** The filter query a cached answer was asked with, from its key. */
export const queryOfPostHistogramKey = (key: QueryKey) =>
  (key as ReturnType<typeof postHistogramQueryKey>)[2];

export interface HistogramQuery extends PostsFilterQuery {
  /** Left out, the server picks it from the range with the timeline table. */
  interval?: TimelineInterval;
  /** The IANA zone whose midnights the bars follow. */
  time_zone?: string;
}

export const fetchPostHistogram = (
  api: ApiClient,
  projectId: number,
  query: HistogramQuery,
  signal?: AbortSignal,
) =>
  api.request<PostsHistogram>(
    'GET',
    `/../v3/cx/local-projects/${projectId}/posts/histogram`,
    query,
    { signal },
  );

/** Posts per timeline bucket of observed time, counted by the server. */
export const postHistogramQueryOptions = (
  api: ApiClient,
  projectId: number,
  query: HistogramQuery,
) =>
  queryOptions({
    queryKey: postHistogramQueryKey(projectId, query),
    queryFn: ({ signal }) => fetchPostHistogram(api, projectId, query, signal),
    staleTime: STALE_TIME_MS.posts,
    placeholderData: keepPreviousData,
  });

export function usePostHistogram(projectId: number, query: HistogramQuery) {
  const api = useApi();
  return useQuery(postHistogramQueryOptions(api, projectId, query));
}
