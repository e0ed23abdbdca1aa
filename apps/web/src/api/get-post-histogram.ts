import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PostsFilterQuery, PostsHistogram } from '@highwater/core/api/posts';
import { STALE_TIME_MS } from '@highwater/core/constants';
import type { TimelineInterval } from '@highwater/core/timeline';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export const postHistogramKey = (projectId: number) => ['post-histogram', projectId] as const;

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
    queryKey: [...postHistogramKey(projectId), query],
    queryFn: ({ signal }) => fetchPostHistogram(api, projectId, query, signal),
    staleTime: STALE_TIME_MS.posts,
    placeholderData: keepPreviousData,
  });

export function usePostHistogram(projectId: number, query: HistogramQuery) {
  const api = useApi();
  return useQuery(postHistogramQueryOptions(api, projectId, query));
}
