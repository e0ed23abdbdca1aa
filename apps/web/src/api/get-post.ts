import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { Post } from '@highwater/core/api/posts';
import { STALE_TIME_MS } from '@highwater/core/constants';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export const postKey = (projectId: number, postId?: number) =>
  postId === undefined ? (['post', projectId] as const) : (['post', projectId, postId] as const);

export const fetchPost = (
  api: ApiClient,
  projectId: number,
  postId: number,
  signal?: AbortSignal,
) =>
  api.request<Post>('GET', `/../v3/cx/local-projects/${projectId}/posts/${postId}`, undefined, {
    signal,
  });

/** One post in full; kept fresh for 5 minutes (spec 001 section 9). */
export const postQueryOptions = (api: ApiClient, projectId: number, postId: number) =>
  queryOptions({
    queryKey: postKey(projectId, postId),
    queryFn: ({ signal }) => fetchPost(api, projectId, postId, signal),
    staleTime: STALE_TIME_MS.postDetail,
  });

export function usePost(projectId: number, postId: number) {
  const api = useApi();
  return useQuery(postQueryOptions(api, projectId, postId));
}

/** Several posts at once, each with its own loading and error state. */
export function usePostDetails(projectId: number, postIds: readonly number[]) {
  const api = useApi();
  return useQueries({
    queries: postIds.map((postId) => ({
      ...postQueryOptions(api, projectId, postId),
      meta: { silent: true },
    })),
  });
}
