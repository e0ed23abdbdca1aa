import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Post, PostPoints, PostSummary, PostViewAnswer } from '@highwater/core/api/posts';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { postKey } from './get-post.ts';
import { postPointsKey } from './get-post-points.ts';
import { postListsPrefix } from './update-post-status.ts';

export const recordPostView = (api: ApiClient, projectId: number, postId: number) =>
  api.request<PostViewAnswer>(
    'POST',
    `/../v3/cx/local-projects/${projectId}/posts/${postId}/views`,
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function markSummary(summary: PostSummary, postId: number, seen: string): PostSummary {
  return summary.id === postId ? { ...summary, seen } : summary;
}

function markPage(page: unknown, postId: number, seen: string): unknown {
  if (!isRecord(page) || !Array.isArray(page.results)) return page;
  return {
    ...page,
    results: (page.results as PostSummary[]).map((s) => markSummary(s, postId, seen)),
  };
}

/** A posts list answer, or pages of them (an infinite list), with one post marked as seen. */
export function markSeenInPostsData(data: unknown, postId: number, seen: string): unknown {
  if (isRecord(data) && Array.isArray(data.pages)) {
    return { ...data, pages: data.pages.map((page) => markPage(page, postId, seen)) };
  }
  return markPage(data, postId, seen);
}

export function markSeenInPoints(points: PostPoints, postId: number): PostPoints {
  const index = points.id.indexOf(postId);
  if (index < 0 || points.seen[index] === 1) return points;
  const seen = [...points.seen];
  seen[index] = 1;
  return { ...points, seen };
}

/** Sets seen locally in every cached copy of the post: map points, lists and the post itself. */
export function markSeenInCaches(
  queryClient: QueryClient,
  projectId: number,
  postId: number,
  seen: string,
): void {
  queryClient.setQueriesData<PostPoints>({ queryKey: postPointsKey(projectId) }, (points) =>
    points ? markSeenInPoints(points, postId) : points,
  );
  queryClient.setQueriesData({ queryKey: postListsPrefix(projectId) }, (data: unknown) =>
    markSeenInPostsData(data, postId, seen),
  );
  queryClient.setQueryData<Post>(postKey(projectId, postId), (post) =>
    post ? { ...post, seen } : post,
  );
}

/**
 * Records that the user has seen a post (spec 001 section 4) and sets seen locally to now. A view
 * that could not be recorded raises no alarm: it is recorded the next time the post is seen.
 */
export function useRecordPostView(projectId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['post-view', projectId],
    mutationFn: (postId: number) => recordPostView(api, projectId, postId),
    onMutate: (postId) => {
      markSeenInCaches(queryClient, projectId, postId, new Date().toISOString());
    },
  });
}
