import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { EventPost, ProjectEvent } from '@highwater/core/api/events';
import type {
  PostPoints,
  PostsFilterQuery,
  PostsHistogram,
  PostsPage,
  PostSummary,
} from '@highwater/core/api/posts';
import { postKey } from '@/api/get-post.ts';
import { postHistogramQueryKey } from '@/api/get-post-histogram.ts';
import { postPointsQueryKey } from '@/api/get-post-points.ts';
import { postsPageKey } from '@/api/get-posts.ts';
import { savedSearchesKey } from '@/api/get-saved-searches.ts';
import { postViewersKey } from '@/api/post-viewers.ts';
import { applyProjectEvent } from '@/features/live/apply-event.ts';
import { otherAuthor, post as fullPost } from '../helpers/post-fixtures.ts';

const PROJECT = 3;
const ALL: PostsFilterQuery = { from_date: '2026-02-01T00:00:00.000Z' };
const STATUS_1 = { ...ALL, with_statuses: [1] };
const STATUS_2 = { ...ALL, with_statuses: [2] };
const COMMENTED: PostsFilterQuery = { ...ALL, order_cri: 'commented_at' };

function summary(id: number, observedAt: string, statusId = 1): PostSummary {
  return {
    id,
    lat: 36.85,
    lng: -76.29,
    observed_at: observedAt,
    created_at: observedAt,
    location: `${id} Main St, Norfolk, VA`,
    content: '',
    status_id: statusId,
    featured: false,
    seen: null,
    last_comment_at: null,
    severity_level: 2,
    investigation_ids: [],
    thumbnail_url: null,
    media_count: 0,
  };
}

function eventPost(overrides: Partial<EventPost> = {}): EventPost {
  return {
    id: 41,
    lat: 36.85,
    lng: -76.29,
    location: '393 W Olney Rd, Norfolk, VA 23507',
    observed_at: '2026-03-01T08:30:00.000Z',
    created_at: '2026-03-01T09:00:00.000Z',
    status_id: 2,
    severity_level: 2,
    featured: false,
    ...overrides,
  };
}

const base = { id: '900', project_id: PROJECT, at: '2026-03-02T12:00:00.000Z', actor: otherAuthor };

const listKey = (query: PostsFilterQuery, cursor: string | null) =>
  postsPageKey(PROJECT, query, cursor);
const pointsKey = (query: PostsFilterQuery) => postPointsQueryKey(PROJECT, query);
const histogramKey = (query: PostsFilterQuery) => postHistogramQueryKey(PROJECT, query);

function points(ids: number[], statusIds: number[]): PostPoints {
  return {
    total: ids.length,
    capped: false,
    extent: null,
    id: ids,
    lng: ids.map(() => -76.29),
    lat: ids.map(() => 36.85),
    status_id: statusIds,
    severity_level: ids.map(() => 2),
    seen: ids.map(() => 1),
    featured: ids.map(() => 0),
  };
}

const histogram = (counts: number[]): PostsHistogram => ({
  interval: '1d',
  from: '2026-02-27T00:00:00.000Z',
  to: '2026-03-02T00:00:00.000Z',
  total: counts.reduce((sum, count) => sum + count, 0),
  buckets: counts.map((count, day) => ({
    start: new Date(Date.UTC(2026, 1, 27 + day)).toISOString(),
    count,
  })),
});

/** A cache as the map screen leaves it: two list pages, status groups, points, a histogram. */
function screenCache() {
  const client = new QueryClient();
  const page1: PostsPage = {
    results: [summary(50, '2026-03-01T12:00:00.000Z'), summary(41, '2026-03-01T08:30:00.000Z')],
    total: 4,
    total_capped: false,
    next_cursor: 'c1',
  };
  const page2: PostsPage = {
    results: [summary(30, '2026-02-28T12:00:00.000Z'), summary(20, '2026-02-27T12:00:00.000Z')],
    total: 4,
    total_capped: false,
    next_cursor: null,
  };
  client.setQueryData(listKey(ALL, null), page1);
  client.setQueryData(listKey(ALL, 'c1'), page2);
  client.setQueryData(listKey(STATUS_1, null), { ...page1, next_cursor: null });
  client.setQueryData(listKey(STATUS_2, null), { results: [], total: 0, next_cursor: null });
  client.setQueryData(listKey(COMMENTED, null), page1);
  client.setQueryData(pointsKey(ALL), points([50, 41, 30, 20], [1, 1, 1, 1]));
  client.setQueryData(pointsKey(STATUS_1), points([50, 41, 30, 20], [1, 1, 1, 1]));
  client.setQueryData(pointsKey(STATUS_2), points([], []));
  client.setQueryData(histogramKey(ALL), histogram([1, 1, 2, 0]));
  client.setQueryData(histogramKey(STATUS_1), histogram([1, 1, 2, 0]));
  client.setQueryData(postKey(PROJECT, 41), fullPost({ status_id: 1 }));
  return client;
}

const invalidated = (client: QueryClient, key: QueryKey) =>
  client.getQueryState(key)?.isInvalidated ?? false;
const rowOf = (client: QueryClient, key: QueryKey, id: number) =>
  client.getQueryData<PostsPage>(key)?.results.find((row) => row.id === id);

const statusChange: ProjectEvent = {
  ...base,
  type: 'post.status',
  post: eventPost({ status_id: 2 }),
  from_status_id: 1,
};

describe('applying a live event to the cached answers', () => {
  it('changes a status in place where the filter does not restrict statuses', () => {
    const client = screenCache();
    applyProjectEvent(client, statusChange);
    expect(rowOf(client, listKey(ALL, null), 41)?.status_id).toBe(2);
    expect(client.getQueryData<PostPoints>(pointsKey(ALL))?.status_id).toEqual([1, 2, 1, 1]);
    expect(client.getQueryData(histogramKey(ALL))).toEqual(histogram([1, 1, 2, 0]));
    for (const key of [listKey(ALL, null), listKey(ALL, 'c1'), pointsKey(ALL), histogramKey(ALL)])
      expect(invalidated(client, key)).toBe(false);

    const open = client.getQueryData<ReturnType<typeof fullPost>>(postKey(PROJECT, 41));
    expect(open?.status_id).toBe(2);
    expect(open?.history.at(-1)).toEqual({
      kind: 'status',
      at: base.at,
      user: otherAuthor,
      from_status_id: 1,
      to_status_id: 2,
    });
  });

  it('fetches again only the status-filtered answers the post leaves or enters', () => {
    const client = screenCache();
    applyProjectEvent(client, statusChange);
    // The group it left and the group it entered are fetched again…
    expect(invalidated(client, listKey(STATUS_1, null))).toBe(true);
    expect(invalidated(client, listKey(STATUS_2, null))).toBe(true);
    // …its point leaves the status-1 map at once, and the status-2 map asks again.
    const left = client.getQueryData<PostPoints>(pointsKey(STATUS_1));
    expect(left?.id).toEqual([50, 30, 20]);
    expect(left?.total).toBe(3);
    expect(invalidated(client, pointsKey(STATUS_1))).toBe(false);
    expect(invalidated(client, pointsKey(STATUS_2))).toBe(true);
    // The status-1 timeline counts one post fewer on 1 March.
    expect(client.getQueryData(histogramKey(STATUS_1))).toEqual(histogram([1, 1, 1, 0]));
  });

  it('leaves alone an open post that already shows the status (the user’s own change)', () => {
    const client = screenCache();
    client.setQueryData(postKey(PROJECT, 41), fullPost({ status_id: 2 }));
    applyProjectEvent(client, statusChange);
    expect(client.getQueryData<ReturnType<typeof fullPost>>(postKey(PROJECT, 41))?.history).toEqual(
      [],
    );
  });

  it('adds a new post’s point and count, and fetches the list page it belongs in', () => {
    const client = screenCache();
    const created = eventPost({ id: 60, observed_at: '2026-03-01T18:00:00.000Z', status_id: 1 });
    applyProjectEvent(client, { ...base, type: 'post.created', post: created });
    const all = client.getQueryData<PostPoints>(pointsKey(ALL));
    expect(all?.id).toEqual([60, 50, 41, 30, 20]);
    expect(all?.seen[0]).toBe(0);
    expect(all?.total).toBe(5);
    // A status-2 map does not get a status-1 post.
    expect(client.getQueryData<PostPoints>(pointsKey(STATUS_2))?.id).toEqual([]);
    expect(invalidated(client, pointsKey(STATUS_2))).toBe(false);
    expect(client.getQueryData(histogramKey(ALL))).toEqual(histogram([1, 1, 3, 0]));
    expect(invalidated(client, listKey(ALL, null))).toBe(true);
    expect(invalidated(client, listKey(ALL, 'c1'))).toBe(false);
    expect(invalidated(client, listKey(STATUS_2, null))).toBe(false);
  });

  it('asks the server where only it can tell whether a new post matches', () => {
    const client = screenCache();
    const words = { ...ALL, text: 'kerb' };
    client.setQueryData(pointsKey(words), points([50], [1]));
    client.setQueryData(histogramKey(words), histogram([0, 0, 0, 1]));
    applyProjectEvent(client, { ...base, type: 'post.created', post: eventPost({ id: 61 }) });
    expect(client.getQueryData<PostPoints>(pointsKey(words))?.id).toEqual([50]);
    expect(invalidated(client, pointsKey(words))).toBe(true);
    expect(invalidated(client, histogramKey(words))).toBe(true);
  });

  it('counts a new post observed before the range nowhere', () => {
    const client = screenCache();
    const old = eventPost({ id: 62, observed_at: '2026-01-15T08:00:00.000Z' });
    applyProjectEvent(client, { ...base, type: 'post.created', post: old });
    expect(client.getQueryData<PostPoints>(pointsKey(ALL))?.id).toEqual([50, 41, 30, 20]);
    expect(invalidated(client, histogramKey(ALL))).toBe(false);
    expect(invalidated(client, listKey(ALL, null))).toBe(false);
  });

  it('marks a new comment on the rows and fetches the open post and the commented order again', () => {
    const client = screenCache();
    applyProjectEvent(client, {
      ...base,
      type: 'comment.created',
      post: eventPost(),
      comment_id: 7,
      is_internal_note: false,
    });
    expect(rowOf(client, listKey(ALL, null), 41)?.last_comment_at).toBe(base.at);
    expect(invalidated(client, listKey(ALL, null))).toBe(false);
    expect(invalidated(client, postKey(PROJECT, 41))).toBe(true);
    expect(invalidated(client, listKey(COMMENTED, null))).toBe(true);
  });

  it('keeps who has a post open, and refreshes the saved searches', () => {
    const client = screenCache();
    client.setQueryData(savedSearchesKey(PROJECT), []);
    applyProjectEvent(client, {
      ...base,
      type: 'post.viewers',
      post_id: 41,
      viewers: [otherAuthor],
    });
    applyProjectEvent(client, {
      ...base,
      type: 'saved_search.changed',
      saved_search_id: 4,
      deleted: true,
    });
    expect(client.getQueryData(postViewersKey(PROJECT, 41))).toEqual([otherAuthor]);
    expect(invalidated(client, savedSearchesKey(PROJECT))).toBe(true);
  });
});

describe('an admin change to the project', () => {
  const changed = (part: 'settings' | 'statuses' | 'weather_events'): ProjectEvent => ({
    ...base,
    type: 'project.changed',
    part,
  });
  const adminCache = () => {
    const client = screenCache();
    client.setQueryData(['project', PROJECT], { id: PROJECT });
    client.setQueryData(['projects'], { projects: [] });
    client.setQueryData(['weather-events', PROJECT, null], []);
    client.setQueryData(['project', PROJECT + 1], { id: PROJECT + 1 });
    return client;
  };

  it('fetches the project (statuses, filters, legend) and its posts again after statuses change', () => {
    const client = adminCache();
    applyProjectEvent(client, changed('statuses'));
    for (const key of [
      ['project', PROJECT],
      ['projects'],
      listKey(ALL, null),
      listKey(STATUS_1, null),
      pointsKey(STATUS_1),
      histogramKey(ALL),
      postKey(PROJECT, 41),
    ]) {
      expect(invalidated(client, key), JSON.stringify(key)).toBe(true);
    }
    expect(invalidated(client, ['weather-events', PROJECT, null])).toBe(false);
    expect(invalidated(client, ['project', PROJECT + 1])).toBe(false);
  });

  it('fetches only the project and its weather events after a weather event changes', () => {
    const client = adminCache();
    applyProjectEvent(client, changed('weather_events'));
    expect(invalidated(client, ['weather-events', PROJECT, null])).toBe(true);
    expect(invalidated(client, ['project', PROJECT])).toBe(true);
    expect(invalidated(client, listKey(ALL, null))).toBe(false);
    expect(invalidated(client, pointsKey(ALL))).toBe(false);
  });

  it('fetches everything that settings decide (window, severity, exports) after they change', () => {
    const client = adminCache();
    applyProjectEvent(client, changed('settings'));
    for (const key of [
      ['project', PROJECT],
      ['projects'],
      ['weather-events', PROJECT, null],
      listKey(ALL, null),
      pointsKey(ALL),
      histogramKey(STATUS_1),
    ]) {
      expect(invalidated(client, key), JSON.stringify(key)).toBe(true);
    }
    expect(invalidated(client, ['project', PROJECT + 1])).toBe(false);
  });
});
