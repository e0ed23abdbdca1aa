import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { PostsDensity } from '@highwater/core/api/density';
import type { PostsPage } from '@highwater/core/api/posts';
import { CELL_X, CELL_Y } from '@/db/migrations/density-cell-sql.ts';
import * as densityKinds from '@/db/migrations/016-post-density-kinds.ts';
import { kindsAnswerDensity } from '@/domain/density-cells.ts';
import type { PostFilter } from '@/domain/post-filter.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

const get = async <T>(path: string): Promise<T> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/local-projects/${w.project.id}/${path}`,
    headers: bearer(w.aliceToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

/** Status and severity filters; FRESH is the project's default status, which posts without one take. */
const FILTERS = [
  'with_statuses=REVIEWED',
  'with_statuses=FRESH',
  'with_statuses=FRESH&with_statuses=CLOSED',
  'with_statuses=REVIEWED&with_statuses=CLOSED',
  'structured_data=severity_level,in,2,3',
  'structured_data=severity_level,in,none',
  'structured_data=severity_level,in,0,none',
  'with_statuses=FRESH&structured_data=severity_level,in,1,none',
  'with_statuses=REVIEWED&structured_data=severity_level,in,4,5',
];

const withIds = (query: string) =>
  query
    .replace('REVIEWED', String(w.statuses.reviewed))
    .replace('FRESH', String(w.statuses.fresh))
    .replace('CLOSED', String(w.statuses.closed));

/** Around every post of the project (lng -74.03 to -74, lat 40.7 to 40.79), whole and in part. */
const VIEWS = ['bbox=-74.1,40.6,-73.9,40.9&zoom=11', 'bbox=-74.05,40.695,-73.99,40.745&zoom=13.7'];

/**
 * Each filter's density summed from the stored kinds equals counting the posts (a start before
 * every post matches the same posts but reads them one by one) and the list's total.
 */
async function expectSameAsCountingPosts() {
  for (const raw of FILTERS) {
    const filter = withIds(raw);
    for (const view of VIEWS) {
      const stored = await get<PostsDensity>(`posts/density?${filter}&${view}`);
      const counted = await get<PostsDensity>(
        `posts/density?${filter}&${view}&from_date=2000-01-01T00:00:00Z`,
      );
      expect(stored, `${filter} ${view}`).toEqual(counted);
    }
    const whole = await get<PostsDensity>(`posts/density?${filter}&${VIEWS[0]}`);
    const page = await get<PostsPage>(`posts?${filter}&limit=1`);
    expect(whole.total, filter).toBe(page.total);
    expect(whole.total, filter).toBeGreaterThan(0);
  }
}

/** Rows where the stored counts differ from counting every post again. */
async function kindsDifferingFromPosts() {
  const { rows } = await sql`
    SELECT project_id, status_id, severity_level, x, y, sum(posts)::int AS posts FROM (
      SELECT project_id, status_id, severity_level, x, y, posts FROM post_density_kinds
      UNION ALL
      SELECT p.project_id, coalesce(p.status_id, 0), coalesce(p.severity_level, -1),
        ${sql.raw(CELL_X('p'))}, ${sql.raw(CELL_Y('p'))}, -count(*)::int
      FROM posts p WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL GROUP BY 1, 2, 3, 4, 5
    ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(posts) <> 0`.execute(t.db);
  return rows;
}

describe('density by status and severity from stored counts', () => {
  it('are the counts of the posts when the table is filled', async () => {
    expect(await kindsDifferingFromPosts()).toEqual([]);
    await expectSameAsCountingPosts();
  });

  it('follow posts added, deleted, moved, changed in status or severity or project', async () => {
    const [first, second, third, fourth, fifth, sixth] = w.posts;
    await t.db
      .insertInto('posts')
      .values(
        [40.705, 40.715, 40.72].map((lat, i) => ({
          project_id: w.project.id,
          lat,
          lng: -74.015,
          content: `Added ${i}`,
          observed_at: new Date('2025-05-01T00:00:00Z'),
          status_id: i === 0 ? null : w.statuses.reviewed,
          severity_level: i === 2 ? null : i,
        })),
      )
      .execute();
    const set = (id: number, values: Record<string, unknown>) =>
      t.db.updateTable('posts').set(values).where('id', '=', id).execute();
    await set(first!.id, { status_id: w.statuses.closed });
    await set(second!.id, { status_id: null });
    await set(third!.id, { severity_level: null });
    await set(fourth!.id, { severity_level: 5 });
    await set(fifth!.id, { lat: 40.76, lng: -74.025 });
    await set(sixth!.id, { project_id: w.otherProject.id });
    await t.db.deleteFrom('posts').where('content', '=', 'Added 1').execute();
    await t.db.deleteFrom('posts').where('id', 'in', [w.posts[7]!.id, w.posts[8]!.id]).execute();
    expect(await kindsDifferingFromPosts()).toEqual([]);
    await expectSameAsCountingPosts();
  });

  it('follow the posts of a deleted status, which then have none', async () => {
    await t.db.deleteFrom('statuses').where('id', '=', w.statuses.closed).execute();
    expect(await kindsDifferingFromPosts()).toEqual([]);
    await expectSameAsCountingPosts();
  });

  it('are filled from the posts already stored when the table is created', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    await densityKinds.down(db);
    await densityKinds.up(db);
    expect(await kindsDifferingFromPosts()).toEqual([]);
    await expectSameAsCountingPosts();
  });

  it('are used only when nothing but status and severity narrows a whole project', () => {
    const all: PostFilter = {
      weatherEventIds: [],
      from: null,
      to: null,
      tsQuery: null,
      near: [],
      statusIds: [],
      severityLevels: [],
      regionIds: [],
      investigationIds: [],
      order: 'observed_at',
    };
    expect(kindsAnswerDensity(all, 12, 1)).toBeNull();
    expect(kindsAnswerDensity({ ...all, statusIds: [2, 3] }, 12, 1)).toEqual({
      statusIds: [2, 3],
      severityLevels: null,
    });
    expect(kindsAnswerDensity({ ...all, statusIds: [1, 3] }, 16, 1)).toEqual({
      statusIds: [1, 3, 0],
      severityLevels: null,
    });
    expect(kindsAnswerDensity({ ...all, statusIds: [1] }, 12, null)).toEqual({
      statusIds: [1],
      severityLevels: null,
    });
    expect(kindsAnswerDensity({ ...all, severityLevels: [0, null, 5] }, 12, 1)).toEqual({
      statusIds: null,
      severityLevels: [0, -1, 5],
    });
    expect(kindsAnswerDensity({ ...all, statusIds: [1], severityLevels: [null] }, 12, 1)).toEqual({
      statusIds: [1, 0],
      severityLevels: [-1],
    });
    const byStatus = { ...all, statusIds: [2] };
    expect(kindsAnswerDensity(byStatus, 17, 1)).toBeNull();
    for (const narrowed of [
      { from: new Date('2025-05-31T00:00:00Z') },
      { to: new Date('2025-06-01T00:00:00Z') },
      { weatherEventIds: [1] },
      { tsQuery: 'flood:*' },
      { near: [{ lng: -74, lat: 40.7, radius: 100 }] },
      { regionIds: [1] },
      { investigationIds: [1] },
    ]) {
      expect(kindsAnswerDensity({ ...byStatus, ...narrowed }, 12, 1)).toBeNull();
    }
  });
});
