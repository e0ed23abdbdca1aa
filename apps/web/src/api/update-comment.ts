import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CommentUpdateBody } from '@highwater/core/api/comments';
import type { Comment } from '@highwater/core/api/posts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { postKey } from './get-post.ts';

export interface CommentEdit {
  commentId: number;
  text: string;
}

/** The server refuses empty text: an emptied comment is deleted instead (spec 001 section 2). */
export const updateComment = (api: ApiClient, edit: CommentEdit) =>
  api.request<Comment>('PUT', `/comments/${edit.commentId}`, {
    textBody: edit.text,
  } satisfies CommentUpdateBody);

/** Saves an edited comment of the given post, then fetches the post again. */
export function useUpdateComment(projectId: number, postId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ['comment-update', projectId, postId],
    mutationFn: (edit: CommentEdit) => updateComment(api, edit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKey(projectId, postId) }),
    onError: (error) => {
      notifications.notify({ message: t('comments.update_failed'), error });
    },
  });
}
