import type { QueryClient } from '@tanstack/react-query';
import type { Post, PostPoints, PostSummary, PostsPage } from '@highwater/core/api/posts';
import { postKey } from '@/api/get-post.ts';
import { postListsPrefix } from '@/api/update-post-status.ts';

type Located = Pick<
  PostSummary,
  'id' | 'lat' | 'lng' | 'status_id' | 'severity_level' | 'featured' | 'seen'
>;

/** The pages of a cached posts list: an infinite list's pages, or one page. */
function pagesOf(data: unknown): PostsPage[] {
  if (typeof data !== 'object' || data === null) return [];
  if ('pages' in data && Array.isArray(data.pages)) return data.pages as PostsPage[];
  return 'results' in data ? [data as PostsPage] : [];
}

/**
 * The posts among `ids` that the app holds already, from the list pages and opened posts, as map
 * points. A capped map (use-map-points.ts) has only the view's points: a post chosen in the list
 * elsewhere is drawn, and flown to, from these.
 */
export function cachedPostPoints(
  queryClient: QueryClient,
  projectId: number,
  ids: readonly number[],
): PostPoints {
  const wanted = new Set(ids);
  const found = new Map<number, Located>();
  for (const id of ids) {
    const post = queryClient.getQueryData<Post>(postKey(projectId, id));
    if (post) found.set(id, { ...post, severity_level: post.structured_data.severity_level });
  }
  for (const [, data] of queryClient.getQueriesData({ queryKey: postListsPrefix(projectId) })) {
    for (const page of pagesOf(data)) {
      for (const post of page.results) {
        if (wanted.has(post.id) && !found.has(post.id)) found.set(post.id, post);
      }
    }
  }
  const posts = ids.flatMap((id) => found.get(id) ?? []);
  return {
    total: posts.length,
    capped: false,
    extent: null,
    id: posts.map((post) => post.id),
    lng: posts.map((post) => post.lng),
    lat: posts.map((post) => post.lat),
    status_id: posts.map((post) => post.status_id),
    severity_level: posts.map((post) => post.severity_level),
    seen: posts.map((post) => (post.seen ? 1 : 0)),
    featured: posts.map((post) => (post.featured ? 1 : 0)),
  };
}
