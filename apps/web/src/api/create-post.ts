import { useMutation } from '@tanstack/react-query';
import type { CreatedPost, NewPostBody } from '@highwater/core/api/new-posts';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

/**
 * POST /../v3/cx/local-projects/{id}/posts: a sighting logged by the signed-in member. The same
 * idempotency key answers the first post again, so a retried call never makes a second one.
 */
export const createPost = (api: ApiClient, projectId: number, body: NewPostBody) =>
  api.request<CreatedPost>('POST', `/../v3/cx/local-projects/${projectId}/posts`, body);

/** Creates a sighting; the caller brings the new post into the screen's answers. */
export function useCreatePost(projectId: number) {
  const api = useApi();
  return useMutation({
    mutationKey: ['post-create', projectId],
    mutationFn: (body: NewPostBody) => createPost(api, projectId, body),
  });
}
