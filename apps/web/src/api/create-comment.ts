import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CommentCreateBody } from '@highwater/core/api/comments';
import type { Comment } from '@highwater/core/api/posts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { postKey } from './get-post.ts';
import { postListsPrefix } from './update-post-status.ts';

export const createComment = (
  api: ApiClient,
  projectId: number,
  postId: number,
  body: CommentCreateBody,
) =>
  api.request<Comment>(
    'POST',
    `/../v3/cx/local-projects/${projectId}/posts/${postId}/comments`,
    body,
  );

/**
 * Adds a comment or an internal note. It stays pending until the post and the lists have been
 * fetched again, so that the new comment, the sightings list's new-comment mark and the
 * "commented" order follow (spec 001 section 7).
 */
export function useCreateComment(projectId: number, postId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ['comment-create', projectId, postId],
    mutationFn: (body: CommentCreateBody) => createComment(api, projectId, postId, body),
    // The message comes once the new comment shows in the list.
    onSuccess: async (_comment, body) => {
      await Promise.all(
        [postKey(projectId, postId), postListsPrefix(projectId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      notifications.notify({
        message: t(body.is_internal_note ? 'comments.note_added' : 'comments.comment_added'),
        success: true,
      });
    },
    onError: (error, body) => {
      notifications.notify({
        message: t(body.is_internal_note ? 'comments.note_failed' : 'comments.comment_failed'),
        error,
      });
    },
  });
}
