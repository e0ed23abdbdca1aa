import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Post, PostStatusBody } from '@highwater/core/api/posts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { postKey } from './get-post.ts';
import { postHistogramKey } from './get-post-histogram.ts';
import { postPointsKey } from './get-post-points.ts';

export interface PostStatusChange {
  postId: number;
  /** The client helper's name for the call's status_id (spec 001 section 7). */
  statusId: number;
}

export const updatePostStatus = (api: ApiClient, projectId: number, change: PostStatusChange) =>
  api.request<Post>('POST', `/../v3/cx/local-projects/${projectId}/posts/${change.postId}/status`, {
    status_id: change.statusId,
  } satisfies PostStatusBody);

/** The start of every posts list query key (the sightings list's), for invalidating them all. */
export const postListsPrefix = (projectId: number) => ['posts', projectId] as const;

/**
 * Changes a post's status. It stays pending until the post, the lists and the map points have
 * been fetched again, so that the spinner ends when the new status shows everywhere.
 */
export function useUpdatePostStatus(projectId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ['post-status', projectId],
    mutationFn: (change: PostStatusChange) => updatePostStatus(api, projectId, change),
    onSuccess: (_post, change) =>
      Promise.all(
        [
          postKey(projectId, change.postId),
          postListsPrefix(projectId),
          postPointsKey(projectId),
          postHistogramKey(projectId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    onError: (error) => {
      notifications.notify({ message: t('map.status_failed'), error });
    },
  });
}
