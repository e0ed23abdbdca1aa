import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PostsHistogram, PostsPage } from '@highwater/core/api/posts';
import { slotsAnswerHistogram } from '@/domain/histogram-slots.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';
import { NO_FILTER } from './summary-fixtures.ts';

let t: TestApp;
let w: PostWorld;

// Times on and next to the bar edges of zones a quarter or half hour off UTC.
const EDGE_TIMES = [
  '2025-05-31T18:14:59.999Z',
  '2025-05-31T18:15:00.000Z',
  '2025-05-31T18:29:59.999999Z',
  '2025-05-31T18:30:00.000Z',
  '2025-05-31T23:59:59.999999Z',
  '2025-03-09T06:59:59.999Z',
  '2025-03-09T07:00:00.000Z',
  '2024-12-31T13:30:00.000Z',
];
// And next to an hour edge of the last few hours, where bars of 15 minutes and of an hour are.
const HOUR = 3_600_000;
const recentEdge = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR;
const RECENT_TIMES = [recentEdge - 1, recentEdge, recentEdge + HOUR / 4 - 1].map((ms) =>
  new Date(ms).toISOString(),
);

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
  await t.db
    .insertInto('posts')
    .values(
      [...EDGE_TIMES, ...RECENT_TIMES].map((at) => ({
        project_id: w.project.id,
        lat: 40.7,
        lng: -74,
        content: RECENT_TIMES.includes(at) ? 'Recent edge of a bar' : 'Edge of a bar',
        observed_at: new Date(at),
      })),
    )
    .execute();
});
afterAll(async () => t?.close());

const histogram = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/local-projects/${w.project.id}/posts/histogram?${query}`,
    headers: bearer(w.aliceToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json<PostsHistogram>();
};

// Every level and none: every post, but a condition the quarter-hour slots cannot answer.
const EVERY_POST = 'structured_data=severity_level,in,0,1,2,3,4,5,none';
const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe'];
const RANGES = ['', 'from_date=2025-05-31T18:15:00Z', 'from_date=2025-05-31T18:20:00Z'];

async function expectSameAsCountingPosts() {
  for (const zone of ZONES) {
    for (const range of RANGES) {
      for (const interval of ['15m', '1h', '1d', '1w', '1M']) {
        const query = `time_zone=${zone}&interval=${interval}${range ? `&${range}` : ''}`;
        // `to` is now when the range has no end, so it moves between the two calls.
        const { to: _to, ...fromSlots } = await histogram(query);
        const { to: _now, ...fromPosts } = await histogram(`${query}&${EVERY_POST}`);
        expect(fromSlots.total, query).toBeGreaterThan(0);
        expect(fromSlots, query).toEqual(fromPosts);
      }
    }
  }
}

const listTotal = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/local-projects/${w.project.id}/posts?${query}`,
    headers: bearer(w.aliceToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json<PostsPage>().total;
};

/** The list's total over any time or from a quarter hour, summed from slots, is the posts'. */
async function expectListTotalSameAsCountingPosts() {
  for (const range of RANGES) {
    const fromSlots = await listTotal(range);
    expect(fromSlots, range).toBeGreaterThan(0);
    expect(fromSlots, range).toBe(await listTotal(`${range}&${EVERY_POST}`));
  }
}

async function expectSlotsMatchPosts() {
  const { rows } = await sql<{ project_id: number; slot: Date; posts: number }>`
    SELECT project_id, slot, sum(posts)::int AS posts FROM (
      SELECT project_id, slot, posts FROM post_time_slots
      UNION ALL
      SELECT project_id, date_bin('15 minutes', observed_at, timestamptz '2000-01-01 00:00:00+00'),
        -count(*)::int FROM posts GROUP BY 1, 2
    ) d GROUP BY 1, 2 HAVING sum(posts) <> 0 ORDER BY 1, 2`.execute(t.db);
  expect(rows).toEqual([]);
}

describe('timeline counts and list totals from quarter-hour slots', () => {
  it('are the bars and the total counting the posts gives, in any zone, interval and start', async () => {
    await expectSlotsMatchPosts();
    await expectSameAsCountingPosts();
    await expectListTotalSameAsCountingPosts();
  });

  it('follow posts added, moved to another time or project, and deleted', async () => {
    const [first, second] = w.posts;
    await t.db
      .updateTable('posts')
      .set({ observed_at: new Date('2025-05-31T18:44:59.5Z') })
      .where('id', '=', first!.id)
      .execute();
    await t.db
      .updateTable('posts')
      .set({ project_id: w.otherProject.id })
      .where('id', '=', second!.id)
      .execute();
    await t.db.deleteFrom('posts').where('content', '=', 'Edge of a bar').execute();
    await expectSlotsMatchPosts();
    await expectSameAsCountingPosts();
    await expectListTotalSameAsCountingPosts();
  });

  it('are used only when nothing but a start on a quarter hour narrows the posts', () => {
    const all = NO_FILTER;
    const midnight = [new Date('2025-05-31T18:15:00Z')];
    expect(slotsAnswerHistogram(all, midnight)).toBe(true);
    expect(slotsAnswerHistogram({ ...all, from: midnight[0]! }, midnight)).toBe(true);
    expect(slotsAnswerHistogram(all, [new Date('1900-01-01T04:56:02Z')])).toBe(false);
    for (const narrowed of [
      { from: new Date('2025-05-31T18:20:00Z') },
      { to: new Date('2025-06-01T00:00:00Z') },
      { weatherEventIds: [1] },
      { tsQuery: 'flood:*' },
      { near: [{ lng: -74, lat: 40.7, radius: 100 }] },
      { statusIds: [1] },
      { severityLevels: [null] },
      { regionIds: [1] },
      { investigationIds: [1] },
    ]) {
      expect(slotsAnswerHistogram({ ...all, ...narrowed }, midnight)).toBe(false);
    }
  });
});
