import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { PostPoints, PostPointsQuery } from '@highwater/core/api/posts';
import { STALE_TIME_MS } from '@highwater/core/constants';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export const postPointsKey = (projectId: number) => ['post-points', projectId] as const;

/** One answer's key: the project's, then the filter query it was asked with. */
export const postPointsQueryKey = (projectId: number, query: PostPointsQuery) =>
  [...postPointsKey(projectId), query] as const;

/** The filter query a cached answer was asked with, from its key. */
export const queryOfPostPointsKey = (key: QueryKey) =>
  (key as ReturnType<typeof postPointsQueryKey>)[2];

export const fetchPostPoints = (
  api: ApiClient,
  projectId: number,
  query: PostPointsQuery,
  signal?: AbortSignal,
) =>
  api.request<PostPoints>('GET', `/../v3/cx/local-projects/${projectId}/posts/points`, query, {
    signal,
  });

/**
 * Every matching post (within `bbox`, when given) as compact map points, or a capped answer when
 * there are too many; as fresh as the posts list (1 minute).
 */
export const postPointsQueryOptions = (api: ApiClient, projectId: number, query: PostPointsQuery) =>
  queryOptions({
    queryKey: postPointsQueryKey(projectId, query),
    queryFn: ({ signal }) => fetchPostPoints(api, projectId, query, signal),
    staleTime: STALE_TIME_MS.posts,
    // The old points stay on the map while a new filter loads: nothing flickers away.
    placeholderData: keepPreviousData,
  });

export function usePostPoints(projectId: number, query: PostPointsQuery, enabled = true) {
  const api = useApi();
  return useQuery({ ...postPointsQueryOptions(api, projectId, query), enabled });
}
