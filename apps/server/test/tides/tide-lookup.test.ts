import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_STATION_FOUND, type TideAnswer, type TideFound } from '@highwater/core/api/tides';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from '../posts/post-fixtures.ts';

let t: TestApp;
let w: PostWorld;
let norfolkId: number;
let denverId: number;
const observedAt = new Date('2026-11-01T10:04:00Z');

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
  const post = async (lat: number, lng: number, location: string) =>
    (
      await t.db
        .insertInto('posts')
        .values({ project_id: w.project.id, lat, lng, location, observed_at: observedAt })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  norfolkId = await post(36.85, -76.29, 'Waterside Dr, Norfolk, VA, United States');
  denverId = await post(39.74, -104.99, 'Civic Center, Denver, CO, United States');
});
afterAll(async () => t?.close());

const tide = (postId: number, token = w.aliceToken, projectId = w.project.id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/local-projects/${projectId}/posts/${postId}/tide`,
    headers: bearer(token),
  });

describe('GET …/posts/{postId}/tide', () => {
  it('answers levels around the observed time at the nearest station for a post in Norfolk', async () => {
    const res = await tide(norfolkId);
    expect(res.statusCode).toBe(200);
    const answer = res.json<TideFound>();
    expect(answer.station.distance_km).toBeLessThan(160);
    expect(answer.station.id).toMatch(/^noaa\//);
    expect(answer.station.credit).toEqual({
      source: 'US National Oceanic and Atmospheric Administration',
      source_url: expect.stringMatching(/^https:\/\/tidesandcurrents\.noaa\.gov\//) as unknown,
      database: {
        name: 'Neaps tide database',
        url: 'https://github.com/openwatersio/tide-database',
      },
      licence: null,
      changes_url: null,
    });
    expect(answer.datum).toBe('MLLW');
    expect(answer.source).toBe('prediction');
    expect(answer.levels[0]!.timestamp).toBe('2026-10-31T22:00:00.000Z');
    expect(answer.levels.at(-1)!.timestamp).toBe('2026-11-01T22:06:00.000Z');
    const steps = answer.levels
      .slice(1)
      .map((l, i) => Date.parse(l.timestamp) - Date.parse(answer.levels[i]!.timestamp));
    expect(new Set(steps)).toEqual(new Set([6 * 60_000]));
    expect(answer.levels.every((l) => l.isPrediction)).toBe(true);
    // Hampton Roads tides stay within about a metre of MLLW.
    expect(answer.levels.every((l) => l.level > -0.5 && l.level < 1.5)).toBe(true);
    expect(answer.levels[answer.closestIndex]!.timestamp).toBe('2026-11-01T10:06:00.000Z');
    expect(Date.parse(answer.previous_high!.timestamp)).toBeLessThanOrEqual(observedAt.getTime());
    expect(Date.parse(answer.next_high!.timestamp)).toBeGreaterThan(observedAt.getTime());
    expect(
      Date.parse(answer.next_high!.timestamp) - Date.parse(answer.previous_high!.timestamp),
    ).toBeLessThan(14 * 3_600_000);
  });

  it('answers NO_STATION_FOUND (200) for a post far from any station', async () => {
    const res = await tide(denverId);
    expect(res.statusCode).toBe(200);
    expect(res.json<TideAnswer>()).toEqual({ error: NO_STATION_FOUND });
  });

  it('is 404 for another group’s post or a post of another project', async () => {
    expect((await tide(norfolkId, w.bobToken)).statusCode).toBe(404);
    expect((await tide(w.otherPostId, w.aliceToken, w.otherProject.id)).statusCode).toBe(404);
    expect((await tide(w.otherPostId)).statusCode).toBe(404);
  });
});

describe('GET …/posts/{postId}/tide with the live service unreachable', () => {
  let live: TestApp;
  let liveWorld: PostWorld;

  beforeAll(async () => {
    live = await createTestApp({
      TIDE_SERVICE: 'noaa',
      NOAA_TIDES_URL: 'http://127.0.0.1:9',
      TIDE_TIMEOUT_MS: '2000',
    });
    liveWorld = await createPostWorld(live.db);
  });
  afterAll(async () => live?.close());

  it('answers the offline prediction', async () => {
    const { id } = await live.db
      .insertInto('posts')
      .values({
        project_id: liveWorld.project.id,
        lat: 36.85,
        lng: -76.29,
        observed_at: observedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await live.app.inject({
      method: 'GET',
      url: `/api/v3/cx/local-projects/${liveWorld.project.id}/posts/${id}/tide`,
      headers: bearer(liveWorld.aliceToken),
    });
    expect(res.statusCode).toBe(200);
    const offline = (await tide(norfolkId)).json<TideFound>();
    expect(res.json<TideFound>()).toEqual(offline);
  });
});
