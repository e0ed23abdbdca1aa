import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostsDensity } from '@highwater/core/api/density';
import type { PostsPage } from '@highwater/core/api/posts';
import { DENSITY_MAX_CELLS, mercatorX, mercatorY } from '@highwater/core/density-grid';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type FixturePost, type PostWorld } from './post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

const get = (path: string, token = w.aliceToken) =>
  t.app.inject({ method: 'GET', url: `/api/v3/cx/local-projects/${path}`, headers: bearer(token) });

/** Around every fixture post (lng -74.03 to -74, lat 40.7 to 40.79). */
const AROUND = 'bbox=-74.1,40.6,-73.9,40.9';

async function density(query: string, token = w.aliceToken): Promise<PostsDensity> {
  const res = await get(`${w.project.id}/posts/density?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PostsDensity>();
}

/** Posts per cell at a level, counted here from the fixture's coordinates. */
function cellsOf(posts: FixturePost[], level: number): Map<string, number> {
  const size = 2 ** level;
  const cells = new Map<string, number>();
  for (const post of posts) {
    const key = `${Math.floor(mercatorX(post.lng) * size)},${Math.floor(mercatorY(post.lat) * size)}`;
    cells.set(key, (cells.get(key) ?? 0) + 1);
  }
  return cells;
}

const FILTERS = [
  '',
  'text=flooded',
  'structured_data=severity_level,in,2,3',
  'structured_data=severity_level,in,4,none&text=flooded',
  'from_date=2025-05-31T00:00:00Z&to_date=2025-05-31T23:59:59Z',
  'near_point=-74.01,40.73,2500&with_statuses=STATUS',
  'within_weather_events=EVENT',
  'within_regions=REGION',
  'within_investigations=TOPIC',
];

const withIds = (query: string) =>
  query
    .replace('STATUS', String(w.statuses.reviewed))
    .replace('EVENT', String(w.events.ongoing))
    .replace('REGION', String(w.regions.harbor))
    .replace('TOPIC', String(w.topics.flooding));

describe('the density of a view', () => {
  it.each(FILTERS)('counts what the list matches for "%s"', async (raw) => {
    const query = withIds(raw);
    const page = (await get(`${w.project.id}/posts?${query}&limit=200`)).json<PostsPage>();
    const answer = await density(`${query}&${AROUND}&zoom=12`);
    expect(answer.total).toBe(page.total);
    expect(answer.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(page.total);
  });

  it('puts each post in its Web-Mercator cell at level zoom + 3', async () => {
    const answer = await density(`${AROUND}&zoom=13.7`);
    expect(answer.level).toBe(16);
    const got = new Map(answer.bins.map((bin) => [`${bin.x},${bin.y}`, bin.count]));
    expect(got).toEqual(cellsOf(w.posts, 16));
    for (const bin of answer.bins) {
      const size = 2 ** answer.level;
      expect(Math.floor(mercatorX(bin.lng) * size)).toBe(bin.x);
      expect(Math.floor(mercatorY(bin.lat) * size)).toBe(bin.y);
    }
  });

  it('counts the posts of the view widened to whole cells, and says which area that is', async () => {
    // The southern half of the posts (lat 40.7 to 40.74).
    const answer = await density('bbox=-74.05,40.695,-73.99,40.745&zoom=14');
    const [west, south, east, north] = answer.bbox;
    expect(west).toBeLessThanOrEqual(-74.05);
    expect(east).toBeGreaterThanOrEqual(-73.99);
    expect(south).toBeLessThanOrEqual(40.695);
    expect(north).toBeGreaterThanOrEqual(40.745);
    const inside = w.posts.filter(
      (p) => p.lng >= west && p.lng <= east && p.lat >= south && p.lat <= north,
    );
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(w.posts.length);
    expect(answer.total).toBe(inside.length);
    expect(new Map(answer.bins.map((b) => [`${b.x},${b.y}`, b.count]))).toEqual(
      cellsOf(inside, answer.level),
    );
  });

  it('takes coarser cells when the box is far larger than a screen at the zoom', async () => {
    const answer = await density('bbox=-180,-85,180,85&zoom=20');
    expect(answer.level).toBeLessThan(23);
    expect(2 ** answer.level * 2 ** answer.level).toBeLessThanOrEqual(DENSITY_MAX_CELLS);
    expect(answer.total).toBe(w.posts.length);
  });

  it('answers no bins when nothing matches or the view holds no post', async () => {
    expect(await density(`text=nothing&${AROUND}&zoom=12`)).toMatchObject({ total: 0, bins: [] });
    expect(await density('bbox=2.2,48.8,2.4,48.9&zoom=12')).toMatchObject({ total: 0, bins: [] });
  });

  it('never counts another organisation’s posts', async () => {
    // The other project's one post lies at -74, 40.7, inside the view.
    const answer = await density(`${AROUND}&zoom=12`);
    expect(answer.total).toBe(w.posts.length);
    expect((await get(`${w.otherProject.id}/posts/density?${AROUND}&zoom=12`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`${w.project.id}/posts/density?${AROUND}&zoom=12`, w.bobToken)).statusCode,
    ).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/local-projects/${w.project.id}/posts/density?${AROUND}&zoom=12`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sums a whole project from its stored cells as exactly as counting its posts', async () => {
    const quiet = w.noExportProject.id;
    const both = async () => {
      const view = `${AROUND}&zoom=11`;
      const path = `${quiet}/posts/density?${view}`;
      // A start before every post counts the same posts, but reads them one by one.
      const stored = (await get(path)).json<PostsDensity>();
      const counted = (await get(`${path}&from_date=2000-01-01T00:00:00Z`)).json<PostsDensity>();
      expect(stored).toEqual(counted);
      return stored;
    };
    expect((await both()).total).toBe(0);
    const rows = await t.db
      .insertInto('posts')
      .values(
        [40.71, 40.712, 40.75, 40.8].map((lat, i) => ({
          project_id: quiet,
          lat,
          lng: -74 - i * 0.02,
          content: `Quiet ${i}`,
          observed_at: new Date('2025-05-01T00:00:00Z'),
        })),
      )
      .returning('id')
      .execute();
    expect((await both()).total).toBe(4);
    const [first, second] = rows.map((row) => row.id);
    await t.db
      .updateTable('posts')
      .set({ lat: 40.65, lng: -73.95 })
      .where('id', '=', first!)
      .execute();
    await t.db.deleteFrom('posts').where('id', '=', second!).execute();
    const after = await both();
    expect(after.total).toBe(3);
    const { stored } = await t.db
      .selectFrom('post_density_cells' as never)
      .select((eb) => eb.fn.sum<number>('posts' as never).as('stored'))
      .where('project_id' as never, '=', quiet as never)
      .executeTakeFirstOrThrow();
    expect(Number(stored)).toBe(3);
    expect(after.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(3);
  });

  it.each([
    ['no bbox', 'zoom=12', 'bbox'],
    ['no zoom', AROUND, 'zoom'],
    ['three numbers', 'bbox=-74.1,40.6,-73.9&zoom=12', 'west,south,east,north'],
    ['a word', 'bbox=-74.1,40.6,-73.9,north&zoom=12', 'west,south,east,north'],
    ['west east of east', 'bbox=-73.9,40.6,-74.1,40.9&zoom=12', 'west < east'],
    ['south north of north', 'bbox=-74.1,40.9,-73.9,40.6&zoom=12', 'south < north'],
    ['a longitude beyond 180', 'bbox=-74.1,40.6,181,40.9&zoom=12', '-180..180'],
    ['a latitude beyond 90', 'bbox=-74.1,40.6,-73.9,90.5&zoom=12', '-90..90'],
    ['an infinite number', 'bbox=-74.1,40.6,-73.9,Infinity&zoom=12', 'finite'],
    ['a subnormal number', 'bbox=-74.1,40.6,5e-324,40.9&zoom=12', 'subnormal'],
    ['a zoom above 24', `${AROUND}&zoom=25`, 'zoom'],
    ['a negative zoom', `${AROUND}&zoom=-1`, 'zoom'],
    ['a zoom that is not a number', `${AROUND}&zoom=far`, 'zoom'],
    ['an infinite zoom', `${AROUND}&zoom=Infinity`, 'zoom'],
  ])('answers 400 with the reason for %s', async (_, query, reason) => {
    const res = await get(`${w.project.id}/posts/density?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(reason);
  });
});
