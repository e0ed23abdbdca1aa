import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { EventPost, ProjectEvent, ProjectPart } from '@highwater/core/api/events';
import type {
  Post,
  PostPoints,
  PostsFilterQuery,
  PostsHistogram,
  PostsPage,
} from '@highwater/core/api/posts';
import { postKey } from '@/api/get-post.ts';
import { postDensityKey } from '@/api/get-post-density.ts';
import { postHistogramKey, queryOfPostHistogramKey } from '@/api/get-post-histogram.ts';
import { postPointsKey, queryOfPostPointsKey } from '@/api/get-post-points.ts';
import { postsListKey, readPostsPageKey } from '@/api/get-posts.ts';
import { savedSearchesKey } from '@/api/get-saved-searches.ts';
import { severityReviewPrefix } from '@/api/get-severity-review.ts';
import { postListsPrefix } from '@/api/update-post-status.ts';
import { postViewersKey } from '@/api/post-viewers.ts';
import {
  inBbox,
  matchPost,
  restricts,
  severityMatches,
  statusMatches,
  type Criterion,
} from './filter-match.ts';
import { countPost } from './patch-histogram.ts';
import { addPoint, patchPoint, removePoint } from './patch-points.ts';
import { withSeverityLevel, withStatusChange } from './patch-post.ts';
import { pageHas, pageOfNewPost, patchSummary, setLastComment } from './patch-posts-page.ts';

type CommentEvent = Extract<ProjectEvent, { comment_id: number }>;

/** One list query's loaded pages, first page first, with their cache keys. */
interface ListPages {
  query: PostsFilterQuery;
  pages: { key: QueryKey; page: PostsPage }[];
}

/** The cached sightings lists of a project, each with its pages in cursor order. */
function cachedLists(queryClient: QueryClient, projectId: number): ListPages[] {
  const byQuery = new Map<
    string,
    { query: PostsFilterQuery; byCursor: Map<string | null, { key: QueryKey; page: PostsPage }> }
  >();
  for (const [key, page] of queryClient.getQueriesData<PostsPage>({
    queryKey: postsListKey(projectId),
  })) {
    if (!page) continue;
    const { query, cursor } = readPostsPageKey(key);
    const id = JSON.stringify(query);
    const entry = byQuery.get(id) ?? { query, byCursor: new Map() };
    entry.byCursor.set(cursor, { key, page });
    byQuery.set(id, entry);
  }
  return [...byQuery.values()].map(({ query, byCursor }) => {
    const pages: ListPages['pages'] = [];
    let next = byCursor.get(null);
    while (next && pages.length < byCursor.size) {
      pages.push(next);
      next = next.page.next_cursor ? byCursor.get(next.page.next_cursor) : undefined;
    }
    return { query, pages };
  });
}

function refetch(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey, exact: true });
}

const criterionMatches = (query: PostsFilterQuery, criterion: Criterion, post: EventPost) =>
  criterion === 'status'
    ? statusMatches(query, post.status_id)
    : severityMatches(query, post.severity_level);

/**
 * A status or severity change. Where the filter does not restrict that criterion, or the post
 * stays on the same side of it, the cached rows and points change in place; where it may now
 * enter or leave, only those queries are fetched again (map points leave in place).
 */
function applyChange(
  queryClient: QueryClient,
  projectId: number,
  post: EventPost,
  before: EventPost,
  criterion: Criterion,
): void {
  const crosses = (query: PostsFilterQuery) =>
    restricts(query, criterion) &&
    criterionMatches(query, criterion, before) !== criterionMatches(query, criterion, post);
  const maybeElsewhere = (query: PostsFilterQuery) => matchPost(query, post, [criterion]) !== 'no';

  for (const { query, pages } of cachedLists(queryClient, projectId)) {
    const present = pages.some(({ page }) => pageHas(page, post.id));
    if (!crosses(query)) {
      for (const { key, page } of pages) queryClient.setQueryData(key, patchSummary(page, post));
    } else if (present || maybeElsewhere(query)) {
      refetch(
        queryClient,
        pages.map(({ key }) => key),
      );
    }
  }

  for (const [key, points] of queryClient.getQueriesData<PostPoints>({
    queryKey: postPointsKey(projectId),
  })) {
    if (!points) continue;
    const query = queryOfPostPointsKey(key);
    if (!crosses(query)) queryClient.setQueryData(key, patchPoint(points, post));
    else if (!criterionMatches(query, criterion, post))
      queryClient.setQueryData(key, removePoint(points, post.id));
    else if (maybeElsewhere(query)) refetch(queryClient, [key]);
  }

  for (const [key, histogram] of queryClient.getQueriesData<PostsHistogram>({
    queryKey: postHistogramKey(projectId),
  })) {
    if (!histogram) continue;
    const query = queryOfPostHistogramKey(key);
    if (!crosses(query)) continue;
    const rest = matchPost(query, post, [criterion]);
    const counted =
      rest === 'yes'
        ? countPost(histogram, post.observed_at, criterionMatches(query, criterion, post) ? 1 : -1)
        : null;
    if (counted) queryClient.setQueryData(key, counted);
    else if (rest === 'unknown' || rest === 'yes') refetch(queryClient, [key]);
  }
}

/** A new post: a point and a count where it surely matches, its list pages fetched again. */
function applyNewPost(queryClient: QueryClient, projectId: number, post: EventPost): void {
  for (const { query, pages } of cachedLists(queryClient, projectId)) {
    if (matchPost(query, post) === 'no' || pages.length === 0) continue;
    const target = pageOfNewPost(
      pages.map(({ page }) => page),
      post,
      query.order_cri,
    );
    const keys =
      query.order_cri === 'commented_at'
        ? pages.map(({ key }) => key)
        : [pages[0]!.key, ...(target !== null && target > 0 ? [pages[target]!.key] : [])];
    refetch(queryClient, keys);
  }

  for (const [key, points] of queryClient.getQueriesData<PostPoints>({
    queryKey: postPointsKey(projectId),
  })) {
    if (!points) continue;
    const query = queryOfPostPointsKey(key);
    // A view's points (a capped map's) take no post from outside the view.
    const match = inBbox(query.bbox, post) ? matchPost(query, post) : 'no';
    if (match === 'yes') queryClient.setQueryData(key, addPoint(points, post));
    else if (match === 'unknown') refetch(queryClient, [key]);
  }

  for (const [key, histogram] of queryClient.getQueriesData<PostsHistogram>({
    queryKey: postHistogramKey(projectId),
  })) {
    if (!histogram) continue;
    const match = matchPost(queryOfPostHistogramKey(key), post);
    const counted = match === 'yes' ? countPost(histogram, post.observed_at, 1) : null;
    if (counted) queryClient.setQueryData(key, counted);
    else if (match !== 'no') refetch(queryClient, [key]);
  }
}

/**
 * A comment or note added, edited or deleted: an open panel fetches the post again (its
 * conversation and counts); a new one lights the rows' new-comment mark; lists in the commented
 * order, and rows whose last comment went, are fetched again.
 */
function applyComment(queryClient: QueryClient, projectId: number, event: CommentEvent): void {
  refetch(queryClient, [postKey(projectId, event.post.id)]);
  if (event.type === 'comment.updated') return;
  for (const { query, pages } of cachedLists(queryClient, projectId)) {
    if (query.order_cri === 'commented_at' && matchPost(query, event.post) !== 'no') {
      refetch(
        queryClient,
        pages.map(({ key }) => key),
      );
    } else if (event.type === 'comment.created') {
      for (const { key, page } of pages) {
        queryClient.setQueryData(key, setLastComment(page, event.post.id, event.at));
      }
    } else {
      const holding = pages.filter(({ page }) => pageHas(page, event.post.id));
      refetch(
        queryClient,
        holding.map(({ key }) => key),
      );
    }
  }
}

/**
 * An admin changed the project. Statuses, regions, topics and settings arrive with the project
 * (the filters, legend and menus read it); the menus list it by name. Removing a status moves its
 * posts, and settings (a rolling window, severity shown) change which posts match, so those
 * answers are fetched again; weather events have their own list.
 */
function applyProjectChange(queryClient: QueryClient, projectId: number, part: ProjectPart): void {
  const stale: QueryKey[] = [['project', projectId], ['projects']];
  if (part === 'weather_events' || part === 'settings') stale.push(['weather-events', projectId]);
  if (part === 'statuses' || part === 'settings' || part === 'regions' || part === 'topics') {
    stale.push(
      postListsPrefix(projectId),
      postPointsKey(projectId),
      postHistogramKey(projectId),
      postDensityKey(projectId),
      postKey(projectId),
      severityReviewPrefix(projectId),
    );
  }
  for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
}

/** Brings the project's cached answers up to date with one event, fetching as little as it can. */
export function applyProjectEvent(queryClient: QueryClient, event: ProjectEvent): void {
  const projectId = event.project_id;
  switch (event.type) {
    case 'post.created':
      applyNewPost(queryClient, projectId, event.post);
      return;
    case 'post.status':
      applyChange(
        queryClient,
        projectId,
        event.post,
        { ...event.post, status_id: event.from_status_id },
        'status',
      );
      queryClient.setQueryData<Post>(postKey(projectId, event.post.id), (post) =>
        post ? withStatusChange(post, event) : post,
      );
      return;
    case 'post.severity':
      applyChange(
        queryClient,
        projectId,
        event.post,
        { ...event.post, severity_level: event.from_level },
        'severity',
      );
      queryClient.setQueryData<Post>(postKey(projectId, event.post.id), (post) =>
        post ? withSeverityLevel(post, event.post.severity_level) : post,
      );
      refetch(queryClient, [postKey(projectId, event.post.id)]);
      return;
    case 'post.viewers':
      queryClient.setQueryData(postViewersKey(projectId, event.post_id), event.viewers);
      return;
    case 'saved_search.changed':
      void queryClient.invalidateQueries({ queryKey: savedSearchesKey(projectId) });
      return;
    case 'project.changed':
      applyProjectChange(queryClient, projectId, event.part);
      return;
    default:
      applyComment(queryClient, projectId, event);
  }
}
