import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PostsDensity } from '@highwater/core/api/density';
import type { PostsPage } from '@highwater/core/api/posts';
import { CELL_X, CELL_Y } from '@/db/migrations/density-cell-sql.ts';
import * as densityKinds from '@/db/migrations/016-post-density-kinds.ts';
import { kindsAnswerDensity } from '@/domain/density-cells.ts';
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

/** Around every post of the project (lng -74.03 to -74, lat 40.7 to 40.79), whole and in part. */
const VIEWS = ['bbox=-74.1,40.6,-73.9,40.9&zoom=11', 'bbox=-74.05,40.695,-73.99,40.745&zoom=13.7'];

/**
 * Each filter's density summed from the stored kinds equals counting the posts (a start before
 * every post matches the same posts but reads them one by one) and the list's total.
 */
async function expectSameAsCountingPosts() {
  for (const raw of KIND_FILTERS) {
    const filter = withStatusIds(w, raw);
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
  itKeepsKindsExact({
    world: () => ({ db: t.db, w }),
    migration: densityKinds,
    differing: kindsDifferingFromPosts,
    expectSameAsCountingPosts,
  });

  it('are used only when nothing but status and severity narrows a whole project', () => {
    const all = NO_FILTER;
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
