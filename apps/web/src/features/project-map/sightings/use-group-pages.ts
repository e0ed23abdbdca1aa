import { useCallback, useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { PostsPage, PostSummary } from '@highwater/core/api/posts';
import { useApi } from '@/api/api-context.tsx';
import { postsPageQueryOptions } from '@/api/get-posts.ts';
import type { ListGroup } from './list-groups.ts';

export interface GroupPages {
  group: ListGroup;
  /** Every post of the group, once its first page is in. */
  total: number | null;
  /** More than `total` posts match: the server stopped counting (a keyword filter's bound). */
  totalCapped: boolean;
  posts: PostSummary[];
  /** More posts exist beyond those loaded (or a page is on its way). */
  hasMore: boolean;
  /** The next page can be asked for now. */
  canLoadMore: boolean;
  isPending: boolean;
  isFetchingMore: boolean;
  isError: boolean;
}

/**
 * The loaded pages of each group. Page n is asked for once page n-1 has answered with a cursor,
 * and only after `loadMore` asked for it (the list does when its end comes into view).
 */
export function useGroupPages(projectId: number, groups: readonly ListGroup[]) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState<Record<string, number>>({});
  const pageCount = (group: ListGroup) => wanted[groupId(group)] ?? 1;

  const plan: { group: ListGroup; options: ReturnType<typeof postsPageQueryOptions> }[] = [];
  for (const group of groups) {
    let cursor: string | null = null;
    for (let page = 0; page < pageCount(group); page += 1) {
      const options = postsPageQueryOptions(api, projectId, group.query, cursor);
      plan.push({ group, options });
      const data = queryClient.getQueryData<PostsPage>(options.queryKey);
      if (!data?.next_cursor) break;
      cursor = data.next_cursor;
    }
  }

  const results = useQueries({ queries: plan.map((item) => item.options) });

  const pages: GroupPages[] = groups.map((group) => {
    const mine = results.filter((_, index) => plan[index]?.group.key === group.key);
    const loaded = mine.map((result) => result.data).filter((data) => data !== undefined);
    const last = mine.at(-1);
    return {
      group,
      total: loaded[0]?.total ?? null,
      totalCapped: loaded[0]?.total_capped ?? false,
      posts: loaded.flatMap((data) => data.results),
      hasMore: Boolean(loaded.at(-1)?.next_cursor) || last?.data === undefined,
      canLoadMore: last?.data !== undefined && Boolean(last.data.next_cursor),
      isPending: mine[0]?.isPending ?? true,
      isFetchingMore: mine.length > 1 && (last?.isFetching ?? false),
      isError: mine.some((result) => result.isError),
    };
  });

  const loadMore = useCallback(
    (group: ListGroup) =>
      setWanted((current) => {
        const id = groupId(group);
        return { ...current, [id]: (current[id] ?? 1) + 1 };
      }),
    [],
  );

  const retry = useCallback(() => {
    for (const result of results) if (result.isError) void result.refetch();
  }, [results]);

  return { pages, loadMore, retry };
}

/** Paging state is kept per group and filter, so a new filter starts from its first page. */
const groupId = (group: ListGroup) => `${group.key}:${JSON.stringify(group.query)}`;
