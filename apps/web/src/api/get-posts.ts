import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { PostsFilterQuery, PostsPage } from '@highwater/core/api/posts';
import { STALE_TIME_MS } from '@highwater/core/constants';
import type { ApiClient } from './api-client.ts';

export const POSTS_PAGE_SIZE = 50;

export function fetchPostsPage(
  api: ApiClient,
  projectId: number,
  query: PostsFilterQuery,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostsPage> {
  return api.request<PostsPage>(
    'GET',
    `/../v3/cx/local-projects/${projectId}/posts`,
    { ...query, cursor: cursor ?? undefined, limit: POSTS_PAGE_SIZE },
    { signal },
  );
}

/** Every posts list of a project starts with this key, so one invalidation refreshes them all. */
export const postsListKey = (projectId: number) => ['posts', projectId, 'list'] as const;

/** One page's key: the project's lists, then the page's filter query and cursor. */
export const postsPageKey = (projectId: number, query: PostsFilterQuery, cursor: string | null) =>
  [...postsListKey(projectId), query, cursor] as const;

/** The filter query and cursor a cached page was asked with, from its key. */
export function readPostsPageKey(key: QueryKey): {
  query: PostsFilterQuery;
  cursor: string | null;
} {
  const [, , , query, cursor] = key as ReturnType<typeof postsPageKey>;
  return { query, cursor };
}

/**
 * One page of the sightings list; `cursor` is the previous page's next_cursor (null for the
 * first). Pages are separate queries so that a grouped list can page each group on its own.
 * Spec 001 section 9: stale after 1 minute.
 */
export const postsPageQueryOptions = (
  api: ApiClient,
  projectId: number,
  query: PostsFilterQuery,
  cursor: string | null,
) =>
  queryOptions({
    queryKey: postsPageKey(projectId, query, cursor),
    queryFn: ({ signal }) => fetchPostsPage(api, projectId, query, cursor, signal),
    staleTime: STALE_TIME_MS.posts,
    // The list shows its own error with a retry button.
    meta: { silent: true },
  });
