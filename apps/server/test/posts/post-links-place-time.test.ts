import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { apiQueryToSearchParams } from '@highwater/core/filters/api-query';
import * as linksPlaceTime from '@/db/migrations/028-post-links-place-time.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createPostWorld, getAsAlice, type PostWorld } from './post-fixtures.ts';
import { changePostsEveryWay } from './summary-fixtures.ts';

/**
 * Region and topic links keep their post's project, time and place (migration 028), and the map
 * screen's calls narrowed by regions or topics alone read them: they must count what the posts
 * themselves say, whatever happened to the posts.
 */

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

/** Links whose copies differ from their post. */
async function linksDifferingFromPosts() {
  const { rows } = await sql`
    SELECT 'region' AS link, l.post_id FROM post_regions l JOIN posts p ON p.id = l.post_id
    WHERE (l.project_id, l.observed_at, l.lat, l.lng) IS DISTINCT FROM
      (p.project_id, p.observed_at, p.lat, p.lng)
    UNION ALL
    SELECT 'topic', l.post_id FROM post_investigations l JOIN posts p ON p.id = l.post_id
    WHERE (l.project_id, l.observed_at, l.lat, l.lng) IS DISTINCT FROM
      (p.project_id, p.observed_at, p.lat, p.lng)`.execute(t.db);
  return rows;
}

/** The project's posts in any of the regions or topics, by plain SQL, from a time on. */
async function countedByPosts(regions: number[], topics: number[], since: Date): Promise<number> {
  const linked = (table: string, key: string, ids: number[]) =>
    ids.length
      ? sql`EXISTS (SELECT 1 FROM ${sql.table(table)} l
          WHERE l.post_id = p.id AND ${sql.ref(`l.${key}`)} IN (${sql.join(ids)}))`
      : sql`true`;
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM posts p
    WHERE p.project_id = ${w.project.id} AND p.observed_at >= ${since}
      AND ${linked('post_regions', 'region_id', regions)}
      AND ${linked('post_investigations', 'investigation_id', topics)}`.execute(t.db);
  return rows[0]!.n;
}

const get = <T>(path: string) => getAsAlice<T>(t, w, path);

/** The list, the points, the timeline and the cells of each region and topic filter agree. */
async function expectCallsCountPosts() {
  const since = new Date('2025-01-01T00:00:00Z');
  const filters = [
    { regions: [w.regions.downtown], topics: [] },
    { regions: [w.regions.harbor], topics: [] },
    { regions: [w.regions.downtown, w.regions.harbor], topics: [] },
    { regions: [], topics: [w.topics.flooding] },
    { regions: [], topics: [w.topics.flooding, w.topics.drains] },
  ];
  for (const { regions, topics } of filters) {
    const query = apiQueryToSearchParams({
      ...(regions.length ? { within_regions: regions } : {}),
      ...(topics.length ? { within_investigations: topics } : {}),
      from_date: since.toISOString(),
    }).toString();
    const expected = await countedByPosts(regions, topics, since);
    expect(expected, query).toBeGreaterThan(0);
    const list = await get<{ total: number; results: { id: number }[] }>(`posts?${query}&limit=5`);
    const points = await get<{ total: number }>(`posts/points?${query}`);
    const bars = await get<{ total: number }>(`posts/histogram?${query}&time_zone=UTC`);
    const cells = await get<{ total: number }>(
      `posts/density?${query}&bbox=-75,40,-73,41.5&zoom=8`,
    );
    expect([list.total, points.total, bars.total, cells.total], query).toEqual(
      Array(4).fill(expected),
    );
    expect(list.results.length, query).toBe(Math.min(5, expected));
  }
}

describe('region and topic links', () => {
  it('copy their posts when the table gets the columns, and the calls count the posts', async () => {
    expect(await linksDifferingFromPosts()).toEqual([]);
    await expectCallsCountPosts();
  });

  it('follow posts moved in place and time or to another project, and deleted', async () => {
    await changePostsEveryWay(t.db, w);
    expect(await linksDifferingFromPosts()).toEqual([]);
    await expectCallsCountPosts();
  });

  it('copy the post when a link is made', async () => {
    const post = w.posts[3]!;
    await t.db
      .insertInto('post_regions')
      .values({ post_id: post.id, region_id: w.regions.harbor })
      .onConflict((c) => c.doNothing())
      .execute();
    expect(await linksDifferingFromPosts()).toEqual([]);
    await expectCallsCountPosts();
  });

  it('are filled from the posts already stored when the columns are made', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    await linksPlaceTime.down(db);
    await linksPlaceTime.up(db);
    expect(await linksDifferingFromPosts()).toEqual([]);
    await expectCallsCountPosts();
  });
});
