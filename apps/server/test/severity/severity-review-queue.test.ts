import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeverityReviewPage } from '@highwater/core/api/severity';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import {
  createPostWorld,
  inListOrder,
  type FixturePost,
  type PostWorld,
} from '../posts/post-fixtures.ts';

let t: TestApp;
let w: PostWorld;
/** A post a human already reviewed before these tests: never in the queue. */
let reviewed: FixturePost;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
  reviewed = w.posts.find((p) => p.severity === 4)!;
  await t.db
    .updateTable('posts')
    .set({ severity_level_adjusted: true })
    .where('id', '=', reviewed.id)
    .execute();
});
afterAll(async () => t?.close());

async function queue(query = '', token = w.aliceToken): Promise<SeverityReviewPage> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/local-projects/${w.project.id}/posts/severity-review?${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SeverityReviewPage>();
}

/** Unreviewed posts (an AI level, not adjusted) matching a test, newest observed first. */
const waiting = (match: (p: FixturePost) => boolean = () => true) =>
  inListOrder(w.posts.filter((p) => p.severity !== null && p.id !== reviewed.id && match(p))).map(
    (p) => p.id,
  );

describe('GET …/posts/severity-review', () => {
  it('lists the posts no human has reviewed, newest observed first, with how many remain', async () => {
    const page = await queue('limit=100');
    expect(page.results.map((r) => r.id)).toEqual(waiting());
    expect(page.remaining).toBe(waiting().length);
    expect(page.next_cursor).toBeNull();
    expect(page.results.map((r) => r.id)).not.toContain(reviewed.id);
    const noLevel = w.posts.filter((p) => p.severity === null).map((p) => p.id);
    expect(page.results.some((r) => noLevel.includes(r.id))).toBe(false);
  });

  it('applies the list’s filters to the items and to the count', async () => {
    const cases: [string, (p: FixturePost) => boolean][] = [
      ['structured_data=severity_level,in,1,5', (p) => p.severity === 1 || p.severity === 5],
      ['text=basement', (p) => p.content.startsWith('Basement')],
      [`with_statuses=${w.statuses.closed}`, (p) => p.statusId === w.statuses.closed],
      [`within_regions=${w.regions.harbor}`, (p) => p.regionIds.includes(w.regions.harbor)],
      ['to_date=2025-05-31T12:00:00Z', (p) => p.observedAt <= new Date('2025-05-31T12:00:00Z')],
    ];
    for (const [query, match] of cases) {
      const page = await queue(`${query}&limit=100`);
      expect(
        page.results.map((r) => r.id),
        query,
      ).toEqual(waiting(match));
      expect(page.remaining, query).toBe(waiting(match).length);
    }
  });

  it('pages with the cursor without skipping or repeating, and refuses a foreign cursor', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: SeverityReviewPage = await queue(
        `limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.remaining).toBe(waiting().length);
      seen.push(...page.results.map((r) => r.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(waiting());

    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/local-projects/${w.project.id}/posts/severity-review?cursor=not-a-cursor`,
      headers: bearer(w.aliceToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('gives each item its place, level, AI metrics and first photo or video poster', async () => {
    const [photoPost, videoPost] = waiting().map((id) => w.posts.find((p) => p.id === id)!);
    await t.db
      .updateTable('posts')
      .set({
        ai_metrics: JSON.stringify({ flood_probability: 0.55, car_probability: 0.1 }),
      })
      .where('id', '=', photoPost!.id)
      .execute();
    await t.db
      .insertInto('media')
      .values([
        {
          post_id: photoPost!.id,
          type: 'image',
          mime_type: 'image/jpeg',
          storage_key: 'p/first.jpg',
          thumbnail_key: 'p/first-t.jpg',
          sort_order: 0,
        },
        {
          post_id: photoPost!.id,
          type: 'image',
          mime_type: 'image/jpeg',
          storage_key: 'p/second.jpg',
          sort_order: 1,
        },
        {
          post_id: videoPost!.id,
          type: 'video',
          mime_type: 'video/mp4',
          storage_key: 'p/clip.mp4',
          thumbnail_key: 'p/clip-poster.jpg',
        },
      ])
      .execute();
    const [first, second, third] = (await queue('limit=3')).results;
    expect(first).toEqual({
      id: photoPost!.id,
      observed_at: photoPost!.observedAt.toISOString(),
      location: photoPost!.location.replace(', United States', ''),
      lat: photoPost!.lat,
      lng: photoPost!.lng,
      severity_level: photoPost!.severity,
      metrics: { flood_probability: 0.55, car_probability: 0.1 },
      photo: { type: 'image', url: '/media/p/first.jpg', thumbnail_url: '/media/p/first-t.jpg' },
      content: photoPost!.content,
    });
    expect(second?.photo).toEqual({
      type: 'video',
      url: '/media/p/clip-poster.jpg',
      thumbnail_url: '/media/p/clip-poster.jpg',
    });
    expect(third).toMatchObject({ metrics: {}, photo: null });
  });

  it('drops a post once it is corrected or confirmed', async () => {
    const before = await queue('limit=100');
    const [confirmed, corrected] = before.results;
    for (const [post, level] of [
      [confirmed!, confirmed!.severity_level],
      [corrected!, (corrected!.severity_level + 1) % 6],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v3/cx/local-projects/${w.project.id}/posts/${post.id}/ai_adjustments`,
        headers: bearer(w.aliceToken),
        payload: { severity_level: level },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await queue('limit=100');
    expect(after.remaining).toBe(before.remaining - 2);
    expect(after.results.map((r) => r.id)).toEqual(before.results.slice(2).map((r) => r.id));
  });

  it('is 404 outside the user’s groups', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/local-projects/${w.project.id}/posts/severity-review`,
      headers: bearer(w.bobToken),
    });
    expect(res.statusCode).toBe(404);
  });
});
