import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostPoints, PostsHistogram, PostsPage } from '@highwater/core/api/posts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { postHistogram } from '@/services/post-service.ts';
import { memberProjectScope } from '@/services/access-service.ts';
import { createPostWorld, inListOrder, type PostWorld } from './post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

const get = (path: string, token = w.aliceToken) =>
  t.app.inject({ method: 'GET', url: `/api/v3/cx/local-projects/${path}`, headers: bearer(token) });

const FILTERS = [
  '',
  'text=flooded',
  'structured_data=severity_level,in,2,3',
  'structured_data=severity_level,in,none',
  'structured_data=severity_level,in,4,none&text=flooded',
  'from_date=2025-05-31T00:00:00Z&to_date=2025-05-31T23:59:59Z',
  'near_point=-74.01,40.73,2500&with_statuses=STATUS',
  'within_weather_events=EVENT',
];

const withIds = (query: string) =>
  query.replace('STATUS', String(w.statuses.reviewed)).replace('EVENT', String(w.events.ongoing));

describe('points and histogram', () => {
  it.each(FILTERS)('agree with the list total for "%s"', async (raw) => {
    const query = withIds(raw);
    const page = (await get(`${w.project.id}/posts?${query}&limit=200`)).json<PostsPage>();
    const pointsRes = await get(`${w.project.id}/posts/points?${query}`);
    expect(pointsRes.statusCode).toBe(200);
    expect(pointsRes.headers['content-type']).toContain('application/json');
    const points = pointsRes.json<PostPoints>();
    expect(points.total).toBe(page.total);
    expect(points.id).toEqual(page.results.map((r) => r.id));
    for (const column of [
      'lng',
      'lat',
      'status_id',
      'severity_level',
      'seen',
      'featured',
    ] as const) {
      expect(points[column]).toHaveLength(page.total);
    }
    const histogram = (
      await get(`${w.project.id}/posts/histogram?${query}`)
    ).json<PostsHistogram>();
    expect(histogram.total).toBe(page.total);
    expect(histogram.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(page.total);
  });

  it('gives each point its coordinates, status, severity and flags', async () => {
    const points = (await get(`${w.project.id}/posts/points`)).json<PostPoints>();
    const ordered = inListOrder(w.posts);
    ordered.forEach((post, i) => {
      expect(points.id[i]).toBe(post.id);
      expect(points.lng[i]).toBe(post.lng);
      expect(points.lat[i]).toBe(post.lat);
      expect(points.status_id[i]).toBe(post.statusId ?? w.statuses.fresh);
      expect(points.severity_level[i]).toBe(post.severity);
      expect(points.featured[i]).toBe(post.featured ? 1 : 0);
      expect(points.seen[i]).toBe(0);
    });
  });

  it('answers empty columns when nothing matches', async () => {
    const points = (await get(`${w.project.id}/posts/points?text=nothing`)).json<PostPoints>();
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
    const histogram = (
      await get(`${w.project.id}/posts/histogram?text=nothing`)
    ).json<PostsHistogram>();
    expect(histogram).toMatchObject({ total: 0, buckets: [] });
  });

  it('picks the interval from the range and counts per bucket', async () => {
    const res = await get(
      `${w.project.id}/posts/histogram?from_date=2025-05-31T00:00:00Z&to_date=2025-06-01T00:00:00Z`,
    );
    const histogram = res.json<PostsHistogram>();
    // One day is under 1.1 days: 15-minute buckets; posts sit on the hours.
    expect(histogram.interval).toBe('15m');
    expect(histogram.buckets).toHaveLength(97);
    expect(histogram.buckets[0]).toEqual({ start: '2025-05-31T00:00:00.000Z', count: 1 });
    expect(histogram.buckets[1]).toEqual({ start: '2025-05-31T00:15:00.000Z', count: 0 });
    expect(histogram.total).toBe(25);
  });

  it('takes a given interval, including calendar months', async () => {
    const daily = (await get(`${w.project.id}/posts/histogram?interval=1d`)).json<PostsHistogram>();
    expect(daily.interval).toBe('1d');
    expect(daily.total).toBe(40);
    const monthly = (
      await get(`${w.project.id}/posts/histogram?interval=1M&from_date=2025-01-15`)
    ).json<PostsHistogram>();
    expect(monthly.buckets[0]!.start).toBe('2025-01-01T00:00:00.000Z');
    expect(monthly.buckets.find((b) => b.start === '2025-05-01T00:00:00.000Z')?.count).toBe(39);
    expect(monthly.buckets.find((b) => b.start === '2025-06-01T00:00:00.000Z')?.count).toBe(1);
  });

  it('starts the bars at the midnights of the zone the times are shown in', async () => {
    const day = `from_date=2025-05-31T00:00:00Z&to_date=2025-06-01T00:00:00Z&interval=1d`;
    const utc = (await get(`${w.project.id}/posts/histogram?${day}`)).json<PostsHistogram>();
    expect(utc.buckets).toEqual([
      { start: '2025-05-31T00:00:00.000Z', count: 24 },
      { start: '2025-06-01T00:00:00.000Z', count: 1 },
    ]);
    // 00:00 to 03:00 UTC on 31 May are still the evening of 30 May in New York.
    const newYork = (
      await get(`${w.project.id}/posts/histogram?${day}&time_zone=America/New_York`)
    ).json<PostsHistogram>();
    expect(newYork.buckets).toEqual([
      { start: '2025-05-30T04:00:00.000Z', count: 4 },
      { start: '2025-05-31T04:00:00.000Z', count: 21 },
    ]);
    expect(newYork.from).toBe('2025-05-30T04:00:00.000Z');
  });

  it('rejects malformed values and outsiders', async () => {
    expect((await get(`${w.project.id}/posts/histogram?interval=2y`)).statusCode).toBe(400);
    expect((await get(`${w.project.id}/posts/histogram?time_zone=Mars/Olympus`)).statusCode).toBe(
      400,
    );
    expect((await get(`${w.project.id}/posts/histogram?time_zone=`)).statusCode).toBe(400);
    expect((await get(`${w.project.id}/posts/points?near_point=1,2`)).statusCode).toBe(400);
    expect((await get(`${w.project.id}/posts/points`, w.bobToken)).statusCode).toBe(404);
    expect((await get(`${w.project.id}/posts/histogram`, w.bobToken)).statusCode).toBe(404);
  });
});

describe('a timeline with a start and no end', () => {
  // The posts run hourly from 30 May 09:00 to 1 June 00:00 UTC; 25 of them from 31 May on.
  const from_date = '2025-05-31T00:00:00.000Z';
  const timeline = async (now: string) =>
    postHistogram(
      t.db,
      await memberProjectScope(t.db, w.aliceId, w.project.id),
      { from_date, interval: '1h' },
      new Date(now),
    );

  it('ends now when no post lies after now', async () => {
    const histogram = await timeline('2025-06-02T06:30:00.000Z');
    expect(histogram).toMatchObject({ from: from_date, to: '2025-06-02T06:30:00.000Z', total: 25 });
    expect(histogram.buckets).toHaveLength(55);
    expect(histogram.buckets.at(-1)).toEqual({ start: '2025-06-02T06:00:00.000Z', count: 0 });
  });

  it('reaches the last post when posts lie after now', async () => {
    const histogram = await timeline('2025-05-31T12:30:00.000Z');
    expect(histogram).toMatchObject({ from: from_date, to: '2025-06-01T00:00:00.000Z', total: 25 });
    expect(histogram.buckets).toHaveLength(25);
    expect(histogram.buckets.every((bucket) => bucket.count === 1)).toBe(true);
  });

  it('reaches the last post from a start after now', async () => {
    const histogram = await timeline('2025-05-30T12:30:00.000Z');
    expect(histogram).toMatchObject({ to: '2025-06-01T00:00:00.000Z', total: 25 });
  });

  it('is empty from a start after every post and after now', async () => {
    const histogram = await postHistogram(
      t.db,
      await memberProjectScope(t.db, w.aliceId, w.project.id),
      { from_date: '2025-07-01T00:00:00.000Z' },
      new Date('2025-06-15T00:00:00.000Z'),
    );
    expect(histogram).toEqual({ interval: '1d', from: null, to: null, total: 0, buckets: [] });
  });
});
