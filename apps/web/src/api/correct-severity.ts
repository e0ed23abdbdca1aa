import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Post } from '@highwater/core/api/posts';
import type { AiAdjustmentBody } from '@highwater/core/api/severity';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { postKey } from './get-post.ts';
import { postHistogramKey } from './get-post-histogram.ts';
import { postPointsKey } from './get-post-points.ts';
import { postListsPrefix } from './update-post-status.ts';

export interface SeverityCorrection extends AiAdjustmentBody {
  postId: number;
}

export const correctSeverity = (
  api: ApiClient,
  projectId: number,
  { postId, ...body }: SeverityCorrection,
) =>
  api.request<Post>(
    'POST',
    `/../v3/cx/local-projects/${projectId}/posts/${postId}/ai_adjustments`,
    body satisfies AiAdjustmentBody,
  );

/**
 * Corrects (or, with the same level, confirms) a post's severity. The answer is the updated post,
 * put in the cache at once; the lists, points and histogram are fetched again so
 * that every chip and point shows the new level. A failure is told as a notification only: the
 * form itself shows no message (spec 001 section 8).
 */
export function useCorrectSeverity(projectId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ['severity-correction', projectId],
    mutationFn: (correction: SeverityCorrection) => correctSeverity(api, projectId, correction),
    onSuccess: (post) => {
      queryClient.setQueryData(postKey(projectId, post.id), post);
      return Promise.all(
        [postListsPrefix(projectId), postPointsKey(projectId), postHistogramKey(projectId)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      notifications.notify({ message: t('severity.failed'), error });
    },
  });
}
