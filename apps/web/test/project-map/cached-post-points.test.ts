import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type {
  PostPoints,
  PostsFilterQuery,
  PostsPage,
  PostSummary,
} from '@highwater/core/api/posts';
import { postKey } from '@/api/get-post.ts';
import { postsListKey, postsPageKey } from '@/api/get-posts.ts';
import { cachedPostPoints } from '@/features/project-map/map/cached-post-points.ts';
import { post as fullPost } from '../helpers/post-fixtures.ts';

const PROJECT = 3;
const OTHER_PROJECT = 4;
const ALL: PostsFilterQuery = { from_date: '2026-02-01T00:00:00.000Z' };

function summary(id: number, overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id,
    lat: 36 + id / 100,
    lng: -76 - id / 100,
    observed_at: '2026-03-01T08:30:00.000Z',
    created_at: '2026-03-01T09:00:00.000Z',
    location: `${id} Main St, Norfolk, VA`,
    content: '',
    status_id: 1,
    featured: false,
    seen: null,
    last_comment_at: null,
    severity_level: 2,
    investigation_ids: [],
    thumbnail_url: null,
    media_count: 0,
    ...overrides,
  };
}

const page = (results: PostSummary[], next_cursor: string | null = null): PostsPage => ({
  results,
  total: results.length,
  total_capped: false,
  next_cursor,
});

/** The points as rows, one object per post, to compare whole. */
function rows(points: PostPoints) {
  return points.id.map((id, i) => ({
    id,
    lng: points.lng[i],
    lat: points.lat[i],
    status_id: points.status_id[i],
    severity_level: points.severity_level[i],
    seen: points.seen[i],
    featured: points.featured[i],
  }));
}

describe('the selected posts drawn from what the app holds', () => {
  it('finds posts in the pages of an infinite list', () => {
    const client = new QueryClient();
    client.setQueryData([...postsListKey(PROJECT), 'infinite', ALL], {
      pages: [page([summary(10), summary(11)], 'c1'), page([summary(12, { featured: true })])],
      pageParams: [null, 'c1'],
    });
    const points = cachedPostPoints(client, PROJECT, [12, 10]);
    expect(points).toMatchObject({ total: 2, capped: false, extent: null });
    expect(rows(points)).toEqual([
      { id: 12, lng: -76.12, lat: 36.12, status_id: 1, severity_level: 2, seen: 0, featured: 1 },
      { id: 10, lng: -76.1, lat: 36.1, status_id: 1, severity_level: 2, seen: 0, featured: 0 },
    ]);
  });

  it('finds posts in a page of the list', () => {
    const client = new QueryClient();
    client.setQueryData(
      postsPageKey(PROJECT, ALL, null),
      page([summary(20, { seen: '2026-03-02T10:00:00.000Z', status_id: 3, severity_level: null })]),
    );
    expect(rows(cachedPostPoints(client, PROJECT, [20]))).toEqual([
      { id: 20, lng: -76.2, lat: 36.2, status_id: 3, severity_level: null, seen: 1, featured: 0 },
    ]);
  });

  it("takes an opened post's severity from its structured data, and its seen date as seen", () => {
    const client = new QueryClient();
    client.setQueryData(
      postKey(PROJECT, 41),
      fullPost({
        id: 41,
        lat: 36.85,
        lng: -76.29,
        status_id: 2,
        featured: true,
        seen: '2026-03-02T10:00:00.000Z',
        structured_data: { severity_level: 4, severity_level_adjusted: true },
      }),
    );
    expect(rows(cachedPostPoints(client, PROJECT, [41]))).toEqual([
      { id: 41, lng: -76.29, lat: 36.85, status_id: 2, severity_level: 4, seen: 1, featured: 1 },
    ]);
  });

  it('keeps the order asked for across caches and leaves out posts it cannot find', () => {
    const client = new QueryClient();
    client.setQueryData(postsPageKey(PROJECT, ALL, null), page([summary(30), summary(31)], 'c1'));
    client.setQueryData(postsPageKey(PROJECT, ALL, 'c1'), page([summary(32)]));
    client.setQueryData(postKey(PROJECT, 41), fullPost({ id: 41 }));
    const points = cachedPostPoints(client, PROJECT, [32, 999, 41, 30]);
    expect(points.id).toEqual([32, 41, 30]);
    expect(points.total).toBe(3);
    for (const column of [points.lng, points.lat, points.status_id, points.seen]) {
      expect(column).toHaveLength(3);
    }
  });

  it('answers no points when none of the posts is held', () => {
    const points = cachedPostPoints(new QueryClient(), PROJECT, [1, 2]);
    expect(points).toEqual({
      total: 0,
      capped: false,
      extent: null,
      id: [],
      lng: [],
      lat: [],
      status_id: [],
      severity_level: [],
      seen: [],
      featured: [],
    });
  });

  it("does not read another project's lists or opened posts", () => {
    const client = new QueryClient();
    client.setQueryData(postsPageKey(OTHER_PROJECT, ALL, null), page([summary(50)]));
    client.setQueryData([...postsListKey(OTHER_PROJECT), 'infinite', ALL], {
      pages: [page([summary(51)])],
      pageParams: [null],
    });
    client.setQueryData(postKey(OTHER_PROJECT, 52), fullPost({ id: 52, project_id: 4 }));
    expect(cachedPostPoints(client, PROJECT, [50, 51, 52]).id).toEqual([]);
    expect(cachedPostPoints(client, OTHER_PROJECT, [50, 51, 52]).id).toEqual([50, 51, 52]);
  });
});
