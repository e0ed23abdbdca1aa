import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PostPoints, PostsFilterQuery } from '@highwater/core/api/posts';
import { STALE_TIME_MS } from '@highwater/core/constants';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export const postPointsKey = (projectId: number) => ['post-points', projectId] as const;

export const fetchPostPoints = (
  api: ApiClient,
  projectId: number,
  query: PostsFilterQuery,
  signal?: AbortSignal,
) =>
  api.request<PostPoints>('GET', `/../v3/cx/local-projects/${projectId}/posts/points`, query, {
    signal,
  });

/** Every matching post as compact map points; as fresh as the posts list (1 minute). */
export const postPointsQueryOptions = (
  api: ApiClient,
  projectId: number,
  query: PostsFilterQuery,
) =>
  queryOptions({
    queryKey: [...postPointsKey(projectId), query],
    queryFn: ({ signal }) => fetchPostPoints(api, projectId, query, signal),
    staleTime: STALE_TIME_MS.posts,
    // The old points stay on the map while a new filter loads: nothing flickers away.
    placeholderData: keepPreviousData,
  });

export function usePostPoints(projectId: number, query: PostsFilterQuery) {
  const api = useApi();
  return useQuery(postPointsQueryOptions(api, projectId, query));
}
