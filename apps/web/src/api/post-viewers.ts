import { skipToken, useQuery } from '@tanstack/react-query';
import type { EventActor, PostViewers } from '@highwater/core/api/events';
import type { ApiClient } from './api-client.ts';

/** Who has a post open; written by the presence calls' answers and the live events only. */
export const postViewersKey = (projectId: number, postId: number) =>
  ['post-viewers', projectId, postId] as const;

const viewersPath = (projectId: number, postId: number) =>
  `/../v3/cx/local-projects/${projectId}/posts/${postId}/viewers`;

/** PUT: the user has the post open (repeated while it stays open); DELETE: closed it. */
export const announceViewing = (api: ApiClient, projectId: number, postId: number) =>
  api.request<PostViewers>('PUT', viewersPath(projectId, postId));

export const endViewing = (api: ApiClient, projectId: number, postId: number) =>
  api.request<PostViewers>('DELETE', viewersPath(projectId, postId));

const NO_VIEWERS: EventActor[] = [];

/** The post's viewers as last heard, without fetching. */
export function usePostViewers(projectId: number, postId: number): EventActor[] {
  const query = useQuery<EventActor[]>({
    queryKey: postViewersKey(projectId, postId),
    queryFn: skipToken,
  });
  return query.data ?? NO_VIEWERS;
}
