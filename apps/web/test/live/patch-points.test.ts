import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { EventPost } from '@highwater/core/api/events';
import type { PostPoints, PostsFilterQuery } from '@highwater/core/api/posts';
import { postPointsQueryKey } from '@/api/get-post-points.ts';
import { applyProjectEvent } from '@/features/live/apply-event.ts';
import { addPoint, removePoint } from '@/features/live/patch-points.ts';

/** A capped answer: too many posts match, so it carries none, only where they are. */
const capped: PostPoints = {
  total: null,
  capped: true,
  extent: [-76.5, 36.6, -75.9, 37.1],
  id: [],
  lng: [],
  lat: [],
  status_id: [],
  severity_level: [],
  seen: [],
  featured: [],
};

const whole: PostPoints = {
  total: 2,
  capped: false,
  extent: null,
  id: [50, 41],
  lng: [-76.3, -76.29],
  lat: [36.8, 36.85],
  status_id: [1, 2],
  severity_level: [2, null],
  seen: [1, 1],
  featured: [0, 1],
};

const created: EventPost = {
  id: 60,
  lat: 36.9,
  lng: -76.2,
  location: '393 W Olney Rd, Norfolk, VA 23507',
  observed_at: '2026-03-01T18:00:00.000Z',
  created_at: '2026-03-01T18:05:00.000Z',
  status_id: 1,
  severity_level: 3,
  featured: true,
};

describe('live changes to a capped points answer', () => {
  it('adds no point to it: its counts per cell come fresh with the view', () => {
    const before = structuredClone(capped);
    expect(addPoint(capped, created)).toBe(capped);
    expect(capped).toEqual(before);
  });

  it('removes nothing from it', () => {
    expect(removePoint(capped, 41)).toBe(capped);
  });
});

describe('live changes to an answer that holds every post', () => {
  it('adds a new post first, unseen, and counts it', () => {
    expect(addPoint(whole, created)).toEqual({
      total: 3,
      capped: false,
      extent: null,
      id: [60, 50, 41],
      lng: [-76.2, -76.3, -76.29],
      lat: [36.9, 36.8, 36.85],
      status_id: [1, 1, 2],
      severity_level: [3, 2, null],
      seen: [0, 1, 1],
      featured: [1, 0, 1],
    });
  });

  it('removes a post from every column and counts one fewer', () => {
    expect(removePoint(whole, 50)).toEqual({
      total: 1,
      capped: false,
      extent: null,
      id: [41],
      lng: [-76.29],
      lat: [36.85],
      status_id: [2],
      severity_level: [null],
      seen: [1],
      featured: [1],
    });
  });
});

describe("a new post on a capped map's cached points", () => {
  const ALL: PostsFilterQuery = { from_date: '2026-02-01T00:00:00.000Z' };
  const inView = postPointsQueryKey(3, { ...ALL, bbox: '-76.4,36.7,-76.1,37' });
  const elsewhere = postPointsQueryKey(3, { ...ALL, bbox: '-80,30,-79,31' });

  function apply(post: EventPost) {
    const client = new QueryClient();
    client.setQueryData(postPointsQueryKey(3, ALL), capped);
    client.setQueryData(inView, whole);
    client.setQueryData(elsewhere, whole);
    applyProjectEvent(client, {
      id: '900',
      project_id: 3,
      at: '2026-03-02T12:00:00.000Z',
      actor: null,
      type: 'post.created',
      post,
    });
    return (key: readonly unknown[]) => client.getQueryData<PostPoints>(key);
  }

  it('joins only the points of the views it lies in; the capped answer stays as it was', () => {
    const cached = apply({ ...created, lng: -76.2, lat: 36.9 });
    expect(cached(postPointsQueryKey(3, ALL))).toEqual(capped);
    expect(cached(inView)?.id).toEqual([60, 50, 41]);
    expect(cached(elsewhere)).toEqual(whole);
  });

  it("counts a post on a view's edge as in it, as the server does", () => {
    const cached = apply({ ...created, lng: -76.1, lat: 36.7 });
    expect(cached(inView)?.id).toEqual([60, 50, 41]);
  });
});
