import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PostsHistogram } from '@highwater/core/api/posts';
import * as hourKinds from '@/db/migrations/027-post-hour-kinds.ts';
import { kindsAnswerHistogram } from '@/domain/histogram-slots.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createPostWorld, getAsAlice, type PostWorld } from './post-fixtures.ts';
import { itKeepsKindsExact, KIND_FILTERS, NO_FILTER, withStatusIds } from './summary-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

const get = <T>(path: string) => getAsAlice<T>(t, w, path);

/**
 * Each filter's timeline summed from the hourly kinds (a start on an hour, in a zone of whole
 * hours) equals counting the posts (a start a millisecond later, off the hour and after no post,
 * reads them one by one), bar for bar, and the list's total.
 */
async function expectSameAsCountingPosts() {
  for (const raw of KIND_FILTERS) {
    const filter = withStatusIds(w, raw);
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
  itKeepsKindsExact({
    world: () => ({ db: t.db, w }),
    migration: hourKinds,
    differing: kindsDifferingFromPosts,
    expectSameAsCountingPosts,
  });

  it('are used only when status and severity alone narrow the posts, on whole hours', () => {
    const all = NO_FILTER;
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
