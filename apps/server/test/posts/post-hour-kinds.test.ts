import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { PostsHistogram } from '@highwater/core/api/posts';
import * as hourKinds from '@/db/migrations/027-post-hour-kinds.ts';
import { kindsAnswerHistogram } from '@/domain/histogram-slots.ts';
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
  'structured_data=severity_level,in,2,3',
  'structured_data=severity_level,in,none',
  'with_statuses=FRESH&structured_data=severity_level,in,1,none',
  'with_statuses=REVIEWED&structured_data=severity_level,in,4,5',
];

const withIds = (query: string) =>
  query
    .replace('REVIEWED', String(w.statuses.reviewed))
    .replace('FRESH', String(w.statuses.fresh))
    .replace('CLOSED', String(w.statuses.closed));

/**
 * Each filter's timeline summed from the hourly kinds (a start on an hour, in a zone of whole
 * hours) equals counting the posts (a start a millisecond later, off the hour and after no post,
 * reads them one by one), bar for bar, and the list's total.
 */
async function expectSameAsCountingPosts() {
  for (const raw of FILTERS) {
    const filter = withIds(raw);
    for (const interval of ['1h', '1d', '1w']) {
      const query = `${filter}&interval=${interval}&time_zone=America/New_York`;
      const stored = await get<PostsHistogram>(
        `posts/histogram?${query}&from_date=2025-01-01T05:00:00Z`,
      );
      const counted = await get<PostsHistogram>(
        `posts/histogram?${query}&from_date=2025-01-01T05:00:00.001Z`,
      );
      expect(stored.buckets, `${filter} ${interval}`).toEqual(counted.buckets);
      expect(stored.total, `${filter} ${interval}`).toBe(counted.total);
    }
    const page = await get<{ total: number }>(`posts?${filter}&limit=1`);
    const whole = await get<PostsHistogram>(`posts/histogram?${filter}&time_zone=America/New_York`);
    expect(whole.total, filter).toBe(page.total);
    expect(whole.total, filter).toBeGreaterThan(0);
  }
}

/** Rows where the stored counts differ from counting every post again. */
async function kindsDifferingFromPosts() {
  const { rows } = await sql`
    SELECT project_id, status_id, severity_level, hour, sum(posts)::int AS posts FROM (
      SELECT project_id, status_id, severity_level, hour, posts FROM post_hour_kinds
      UNION ALL
      SELECT p.project_id, coalesce(p.status_id, 0), coalesce(p.severity_level, -1),
        date_bin('1 hour', p.observed_at, timestamptz '2000-01-01 00:00:00+00'), -count(*)::int
      FROM posts p GROUP BY 1, 2, 3, 4
    ) d GROUP BY 1, 2, 3, 4 HAVING sum(posts) <> 0`.execute(t.db);
  return rows;
}

describe('the timeline by status and severity from hourly counts', () => {
  it('are the counts of the posts when the table is filled', async () => {
    expect(await kindsDifferingFromPosts()).toEqual([]);
    await expectSameAsCountingPosts();
  });

  it('follow posts added, deleted, moved in time, changed in status or severity or project', async () => {
    const [first, second, third, fourth, fifth, sixth] = w.posts;
    await t.db
      .insertInto('posts')
      .values(
        [0, 1, 2].map((i) => ({
          project_id: w.project.id,
          lat: 40.71,
          lng: -74.015,
          content: `Added ${i}`,
          observed_at: new Date(`2025-05-01T0${i}:30:00Z`),
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
    await set(fifth!.id, { observed_at: new Date('2025-05-02T13:45:00Z') });
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
    await hourKinds.down(db);
    await hourKinds.up(db);
    expect(await kindsDifferingFromPosts()).toEqual([]);
    await expectSameAsCountingPosts();
  });

  it('are used only when status and severity alone narrow the posts, on whole hours', () => {
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
    const hours = [new Date('2025-05-01T04:00:00Z'), new Date('2025-05-02T04:00:00Z')];
    expect(kindsAnswerHistogram(all, hours, 1)).toBeNull();
    const byStatus = { ...all, statusIds: [1] };
    expect(kindsAnswerHistogram(byStatus, hours, 1)).toEqual({
      statusIds: [1, 0],
      severityLevels: null,
    });
    expect(
      kindsAnswerHistogram({ ...byStatus, from: new Date('2025-05-01T05:00:00Z') }, hours, 1),
    ).not.toBeNull();
    // Bars of a zone half an hour off UTC, such as India's, start between hours.
    expect(kindsAnswerHistogram(byStatus, [new Date('2025-05-01T18:30:00Z')], 1)).toBeNull();
    for (const narrowed of [
      { from: new Date('2025-05-01T05:15:00Z') },
      { to: new Date('2025-06-01T00:00:00Z') },
      { weatherEventIds: [1] },
      { tsQuery: 'flood:*' },
      { near: [{ lng: -74, lat: 40.7, radius: 100 }] },
      { regionIds: [1] },
      { investigationIds: [1] },
    ]) {
      expect(kindsAnswerHistogram({ ...byStatus, ...narrowed }, hours, 1)).toBeNull();
    }
  });
});
