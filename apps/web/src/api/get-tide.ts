import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TideAnswer } from '@highwater/core/api/tides';
import { STALE_TIME_MS } from '@highwater/core/constants';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export const tideKey = (projectId: number, postId: number) => ['tide', projectId, postId] as const;

export const fetchTide = (
  api: ApiClient,
  projectId: number,
  postId: number,
  signal?: AbortSignal,
) =>
  api.request<TideAnswer>(
    'GET',
    `/../v3/cx/local-projects/${projectId}/posts/${postId}/tide`,
    undefined,
    { signal },
  );

/**
 * The water levels around a post's observed time. They never change for a given post, so they
 * stay fresh as long as the post detail; the tide row shows its own error instead of a
 * notification.
 */
export const tideQueryOptions = (api: ApiClient, projectId: number, postId: number) =>
  queryOptions({
    queryKey: tideKey(projectId, postId),
    queryFn: ({ signal }) => fetchTide(api, projectId, postId, signal),
    staleTime: STALE_TIME_MS.postDetail,
    meta: { silent: true },
  });

export function useTide(projectId: number, postId: number) {
  const api = useApi();
  return useQuery(tideQueryOptions(api, projectId, postId));
}
