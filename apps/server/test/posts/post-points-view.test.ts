import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostPoints } from '@highwater/core/api/posts';
import { MAP_POINTS_LIMIT } from '@highwater/core/constants';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, inListOrder, type PostWorld } from './post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

const points = (query: string, token = w.aliceToken) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/local-projects/${w.project.id}/posts/points?${query}`,
    headers: bearer(token),
  });

describe('points within a box', () => {
  it('keeps the matching posts inside the box, in list order, edges included', async () => {
    const ordered = inListOrder(w.posts);
    const lngs = w.posts.map((p) => p.lng).sort((a, b) => a - b);
    const lats = w.posts.map((p) => p.lat).sort((a, b) => a - b);
    // From the westernmost post to the middle one, the middle latitude to the northernmost.
    const [west, east] = [lngs[0]!, lngs[lngs.length >> 1]!];
    const [south, north] = [lats[lats.length >> 1]!, lats[lats.length - 1]!];
    const inside = ordered.filter(
      (p) => p.lng >= west && p.lng <= east && p.lat >= south && p.lat <= north,
    );
    // The box must split the posts for the test to say anything.
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(ordered.length);
    const res = await points(`bbox=${west},${south},${east},${north}`);
    expect(res.statusCode).toBe(200);
    const answer = res.json<PostPoints>();
    expect(answer.capped).toBe(false);
    expect(answer.total).toBe(inside.length);
    expect(answer.id).toEqual(inside.map((p) => p.id));
    expect(answer.lng).toEqual(inside.map((p) => p.lng));
  });

  it('applies the filters within the box', async () => {
    const box = 'bbox=-180,-85,180,85';
    const all = (await points(box)).json<PostPoints>();
    expect(all.total).toBe(w.posts.length);
    const flooded = (await points(`${box}&text=flooded`)).json<PostPoints>();
    const listed = (await points('text=flooded')).json<PostPoints>();
    expect(flooded.id).toEqual(listed.id);
    expect(flooded.total).toBeLessThan(all.total ?? 0);
  });

  it('answers empty columns for a box with no posts', async () => {
    const answer = (await points('bbox=10,10,11,11')).json<PostPoints>();
    expect(answer).toMatchObject({ total: 0, capped: false, id: [] });
  });

  it.each([
    ['not numbers', 'a,b,c,d'],
    ['three numbers', '1,2,3'],
    ['west after east', '11,10,10,11'],
    ['latitude beyond the pole', '10,-95,11,11'],
    ['empty', ''],
  ])('rejects a bbox of %s with a 400 that says so', async (_name, bbox) => {
    const res = await points(`bbox=${encodeURIComponent(bbox)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/bbox/i);
  });

  it('keeps outsiders out, box or not', async () => {
    expect((await points('bbox=-180,-85,180,85', w.bobToken)).statusCode).toBe(404);
  });
});

describe('more posts than one answer carries', () => {
  beforeAll(async () => {
    // Copies of one post fill the project past the limit.
    const source = w.posts[0]!.id;
    await sql`
      INSERT INTO posts (project_id, author_id, lat, lng, location, content, status_id,
        observed_at, severity_level)
      SELECT project_id, author_id, lat + n * 1e-6, lng, location, content, status_id,
        observed_at - n * interval '1 minute', severity_level
      FROM posts, generate_series(1, ${MAP_POINTS_LIMIT + 1 - w.posts.length}) AS n
      WHERE id = ${source}`.execute(t.db);
  });

  it('answers capped, with no points but where they are, one post over the limit', async () => {
    const answer = (await points('')).json<PostPoints>();
    const { rows } = await sql<{ west: number; south: number; east: number; north: number }>`
      SELECT min(lng) AS west, min(lat) AS south, max(lng) AS east, max(lat) AS north
      FROM posts WHERE project_id = ${w.project.id}`.execute(t.db);
    const posts = rows[0]!;
    const [west, south, east, north] = answer.extent ?? [];
    // The box of the stored cells around them: within a cell (about 600 m) of the posts.
    const CELL_DEGREES = 360 / 2 ** 16;
    expect(west).toBeLessThanOrEqual(posts.west);
    expect(west).toBeGreaterThan(posts.west - CELL_DEGREES);
    expect(south).toBeLessThanOrEqual(posts.south);
    expect(south).toBeGreaterThan(posts.south - CELL_DEGREES);
    expect(east).toBeGreaterThanOrEqual(posts.east);
    expect(east).toBeLessThan(posts.east + CELL_DEGREES);
    expect(north).toBeGreaterThanOrEqual(posts.north);
    expect(north).toBeLessThan(posts.north + CELL_DEGREES);
    expect(answer).toEqual({
      total: null,
      capped: true,
      extent: answer.extent,
      id: [],
      lng: [],
      lat: [],
      status_id: [],
      severity_level: [],
      seen: [],
      featured: [],
    });
  });

  it('answers every point, uncapped, when exactly the limit match', async () => {
    // A start that leaves out the oldest posts past the limit.
    const { rows } = await sql<{ id: number; observed_at: Date }>`
      SELECT id, observed_at FROM posts WHERE project_id = ${w.project.id}
      ORDER BY observed_at DESC`.execute(t.db);
    const [lastIn, firstOut] = [rows[MAP_POINTS_LIMIT - 1]!, rows[MAP_POINTS_LIMIT]!];
    expect(lastIn.observed_at.getTime()).toBeGreaterThan(firstOut.observed_at.getTime());
    const from = encodeURIComponent(lastIn.observed_at.toISOString());
    const answer = (await points(`from_date=${from}`)).json<PostPoints>();
    expect(answer.capped).toBe(false);
    expect(answer.total).toBe(MAP_POINTS_LIMIT);
    expect(new Set(answer.id)).toEqual(
      new Set(rows.slice(0, MAP_POINTS_LIMIT).map((row) => row.id)),
    );
  });

  it('answers every point of a filter or a box that holds fewer', async () => {
    const filtered = (await points('text=flooded')).json<PostPoints>();
    expect(filtered.capped).toBe(false);
    expect(filtered.total).toBeGreaterThan(0);
    const copied = w.posts[0]!;
    const box = `${copied.lng + 1e-3},-85,180,85`;
    const boxed = (await points(`bbox=${box}`)).json<PostPoints>();
    expect(boxed.capped).toBe(false);
    expect(boxed.id).not.toContain(copied.id);
    expect(boxed.total).toBe(boxed.id.length);
  });
});
