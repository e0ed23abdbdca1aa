import type { EventPost } from '@highwater/core/api/events';
import type { OrderCriterion, PostsPage, PostSummary } from '@highwater/core/api/posts';

export const pageHas = (page: PostsPage, postId: number) =>
  page.results.some((summary) => summary.id === postId);

function mapPost(
  page: PostsPage,
  postId: number,
  change: (summary: PostSummary) => PostSummary,
): PostsPage {
  if (!pageHas(page, postId)) return page;
  return {
    ...page,
    results: page.results.map((summary) => (summary.id === postId ? change(summary) : summary)),
  };
}

/** The row's status and severity as the event gives them. */
export const patchSummary = (page: PostsPage, post: EventPost): PostsPage =>
  mapPost(page, post.id, (summary) => ({
    ...summary,
    status_id: post.status_id,
    severity_level: post.severity_level,
  }));

/** A new comment's time, which lights the row's new-comment mark until the user looks. */
export const setLastComment = (page: PostsPage, postId: number, at: string): PostsPage =>
  mapPost(page, postId, (summary) =>
    summary.last_comment_at !== null && summary.last_comment_at >= at
      ? summary
      : { ...summary, last_comment_at: at },
  );

/**
 * Which of a list's loaded pages (in order, first page first) a new post sorts into: the first
 * whose last row it does not sort after, or whose end is the list's end. null when it sorts
 * beyond the loaded pages, or when its place cannot be told here (the commented order puts
 * never-commented posts in a second range).
 */
export function pageOfNewPost(
  pages: readonly PostsPage[],
  post: EventPost,
  order: OrderCriterion | undefined,
): number | null {
  if (order === 'commented_at') return null;
  const field = order === 'created_at' ? 'created_at' : 'observed_at';
  const value = Date.parse(post[field]);
  for (const [index, page] of pages.entries()) {
    const last = page.results.at(-1);
    if (!page.next_cursor || !last || value >= Date.parse(last[field])) return index;
  }
  return null;
}
