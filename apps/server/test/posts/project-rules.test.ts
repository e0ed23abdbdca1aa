import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PostPoints,
  PostsFilterQuery,
  PostsHistogram,
  PostsPage,
} from '@highwater/core/api/posts';
import type { PostsDensity } from '@highwater/core/api/density';
import { DAY_MS } from '@highwater/core/constants';
import { bucketStart } from '@highwater/core/timeline';
import { apiQueryToSearchParams, filterToApiQuery } from '@highwater/core/filters/api-query';
import { emptyFilter } from '@highwater/core/filters/filter';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';

let t: TestApp;
let w: PostWorld;
const ROLLING_DAYS = 30;
/** Days ago each post of the rolling project was observed: three inside the window, three before. */
const AGES = [1, 5, 29, 31, 45, 400];
let rolling: { id: number; posts: { id: number; ageDays: number }[] };

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
  const { client_group_id } = await t.db
    .selectFrom('projects')
    .select('client_group_id')
    .where('id', '=', w.project.id)
    .executeTakeFirstOrThrow();
  const project = await t.db
    .insertInto('projects')
    .values({
      client_group_id,
      name: 'Storm drains',
      slug: 'storm-drains',
      allow_exports: true,
      rolling_time_range_days: ROLLING_DAYS,
      show_severity: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const posts = [];
  for (const ageDays of AGES) {
    const row = await t.db
      .insertInto('posts')
      .values({
        project_id: project.id,
        lat: 36.85,
        lng: -76.29,
        content: `Drain report ${ageDays} days old`,
        observed_at: new Date(now - ageDays * DAY_MS),
        severity_level: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    posts.push({ id: row.id, ageDays });
  }
  rolling = { id: project.id, posts };
});
afterAll(async () => t?.close());

const get = (path: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/local-projects/${path}`,
    headers: bearer(w.aliceToken),
  });

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Ids of the rolling project's posts of these ages, newest observed first. */
const idsAged = (keep: (ageDays: number) => boolean) =>
  rolling.posts.filter((p) => keep(p.ageDays)).map((p) => p.id);
const inWindow = () => idsAged((age) => age < ROLLING_DAYS);

/** The ids the list, the points, the histogram and the export each find for a query. */
async function everyAnswer(query: string) {
  const list = await get(`${rolling.id}/posts?${query}&limit=200`);
  expect(list.statusCode, list.body).toBe(200);
  const points = await get(`${rolling.id}/posts/points?${query}`);
  expect(points.statusCode, points.body).toBe(200);
  const histogram = await get(`${rolling.id}/posts/histogram?${query}`);
  expect(histogram.statusCode, histogram.body).toBe(200);
  const csv = await get(`${rolling.id}/export-posts?${query}`);
  expect(csv.statusCode, csv.body).toBe(200);
  const density = await get(`${rolling.id}/posts/density?${query}&bbox=-77,36,-76,37&zoom=10`);
  expect(density.statusCode, density.body).toBe(200);
  return {
    list: list.json<PostsPage>().results.map((r) => r.id),
    points: points.json<PostPoints>().id,
    histogram: histogram.json<PostsHistogram>(),
    density: density.json<PostsDensity>(),
    // The posts' texts hold no commas or line breaks, so the first cell of each line is the id.
    csv: csv.body
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(',')[0])),
  };
}

async function expectEverywhere(query: string, ids: number[]) {
  const answers = await everyAnswer(query);
  expect(answers.list).toEqual(ids);
  expect(answers.points).toEqual(ids);
  expect(answers.csv).toEqual(ids);
  expect(answers.histogram.total).toBe(ids.length);
  expect(answers.density.total).toBe(ids.length);
  return answers;
}

describe('a rolling-window project', () => {
  it('shows only posts of its window when no dates are sent', async () => {
    const { histogram } = await expectEverywhere('', inWindow());
    // The timeline starts at the bar holding the window's start (UTC midnight or noon for a
    // 30-day window), not at the oldest post.
    const windowStart = new Date(Date.now() - ROLLING_DAYS * DAY_MS);
    expect(histogram.interval).toBe('12h');
    expect(histogram.from).toBe(bucketStart(windowStart, '12h').toISOString());
  });

  it('raises an earlier from_date to the window start', async () => {
    await expectEverywhere(`from_date=${daysAgo(365)}`, inWindow());
    await expectEverywhere('from_date=2000-01-01', inWindow());
  });

  it('keeps a from_date inside the window', async () => {
    await expectEverywhere(
      `from_date=${daysAgo(10)}`,
      idsAged((age) => age < 10),
    );
  });

  it('keeps a to_date inside the window, bounded below by the window', async () => {
    await expectEverywhere(
      `from_date=${daysAgo(1000)}&to_date=${daysAgo(3)}`,
      idsAged((age) => age >= 3 && age < ROLLING_DAYS),
    );
  });

  it('answers nothing, not an error, for a to_date before the window', async () => {
    const { histogram } = await expectEverywhere(`to_date=${daysAgo(40)}`, []);
    expect(histogram).toMatchObject({ from: null, to: null, buckets: [] });
    await expectEverywhere(`from_date=${daysAgo(500)}&to_date=${daysAgo(35)}`, []);
  });

  it('keeps a weather event to the window', async () => {
    const event = await t.db
      .insertInto('weather_events')
      .values({ project_id: rolling.id, name: 'Long season', start_date: daysAgo(1000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectEverywhere(`within_weather_events=${event.id}`, inWindow());
  });

  it('agrees with the query the web app builds for "Any time" and old custom dates', async () => {
    const project = { show_severity: true, rolling_time_range_days: ROLLING_DAYS };
    const now = new Date();
    const send = (query: PostsFilterQuery) => apiQueryToSearchParams(query).toString();
    const ever = filterToApiQuery({ ...emptyFilter(), since: 'ever' }, { project, now });
    await expectEverywhere(send(ever), inWindow());
    const old = filterToApiQuery(
      { ...emptyFilter(), after: daysAgo(400), before: daysAgo(40) },
      { project, now },
    );
    await expectEverywhere(send(old), []);
  });
});

describe('a project that hides severity', () => {
  const setShowSeverity = (show: boolean) =>
    t.db
      .updateTable('projects')
      .set({ show_severity: show })
      .where('id', '=', w.project.id)
      .execute();

  it('ignores the severity filter in the list, the points, the histogram and the export', async () => {
    const query = 'structured_data=severity_level,in,5';
    const path = (kind: string) => `${w.project.id}/${kind}?${query}`;
    const fives = w.posts.filter((p) => p.severity === 5).length;
    expect((await get(path('posts'))).json<PostsPage>().total).toBe(fives);
    await setShowSeverity(false);
    try {
      expect((await get(path('posts'))).json<PostsPage>().total).toBe(w.posts.length);
      expect((await get(path('posts/points'))).json<PostPoints>().total).toBe(w.posts.length);
      expect((await get(path('posts/histogram'))).json<PostsHistogram>().total).toBe(
        w.posts.length,
      );
      const csv = await get(path('export-posts'));
      expect(csv.body.trimEnd().split('\r\n')).toHaveLength(w.posts.length + 1);
      // A malformed value is still the client's mistake.
      expect(
        (await get(`${w.project.id}/posts?structured_data=severity_level,in,9`)).statusCode,
      ).toBe(400);
    } finally {
      await setShowSeverity(true);
    }
  });
});
