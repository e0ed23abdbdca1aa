import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { postKey } from './get-post.ts';
import { postListsPrefix } from './update-post-status.ts';

export const deleteComment = (api: ApiClient, commentId: number) =>
  api.request<unknown>('DELETE', `/comments/${commentId}`);

/** Deletes a comment of the given post, then fetches the post and the lists again. */
export function useDeleteComment(projectId: number, postId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ['comment-delete', projectId, postId],
    mutationFn: (commentId: number) => deleteComment(api, commentId),
    onSuccess: () =>
      Promise.all(
        [postKey(projectId, postId), postListsPrefix(projectId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    onError: (error) => {
      notifications.notify({ message: t('comments.delete_failed'), error });
    },
  });
}
