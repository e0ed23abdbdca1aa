import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import { apiQueryToSearchParams, parseStructuredData } from '@highwater/core/filters/api-query';
import { haversineMetres } from '@highwater/core/distance';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, issueTestToken } from '../helpers/auth.ts';
import { generateProject, type GeneratedProject } from '../../bench/generate-posts.ts';
import { MATRIX_CALLS, matrixFilters } from '../../bench/filter-matrix.ts';

/**
 * What each filter of the benchmark's matrix matches, through each map-screen call, against the
 * posts as plain SQL reads them and a predicate written here: however the calls are answered
 * (indexes, summaries), they must count the same posts.
 */

interface Row {
  id: number;
  lat: number;
  lng: number;
  observed_at: Date;
  status_id: number | null;
  severity_level: number | null;
  text: string;
  regions: number[];
  topics: number[];
}

let t: TestApp;
let project: GeneratedProject;
let token: string;
let rows: Row[];
let storm: { start: Date; end: Date };

beforeAll(async () => {
  t = await createTestApp();
  await generateProject(t.db, { count: 300, slug: 'neighbour' });
  // Four months, so that the last 7 days and the storm hold a few hundred posts.
  project = await generateProject(t.db, { count: 6_000, spanDays: 120 });
  token = await issueTestToken(t.db, project.userId);
  rows = (
    await sql<Row>`
      SELECT p.id, p.lat, p.lng, p.observed_at, p.status_id, p.severity_level,
        coalesce(p.content, '') || ' ' || coalesce(p.location, '') AS text,
        array(SELECT region_id FROM post_regions WHERE post_id = p.id) AS regions,
        array(SELECT investigation_id FROM post_investigations WHERE post_id = p.id) AS topics
      FROM posts p WHERE p.project_id = ${project.projectId}`.execute(t.db)
  ).rows;
  const event = await t.db
    .selectFrom('weather_events')
    .select(['start_date', 'end_date'])
    .where('id', '=', project.weatherEventIds[0]!)
    .executeTakeFirstOrThrow();
  storm = { start: event.start_date, end: event.end_date! };
}, 120_000);
afterAll(async () => t?.close());

const overlaps = (a: readonly number[], b: readonly number[]) => a.some((id) => b.includes(id));

/** The filter's meaning, spec 001 §5: every part must hold; a post without a status has the default. */
function matches(row: Row, query: PostsFilterQuery): boolean {
  const defaultStatus = project.statusIds[0]!;
  if (query.from_date && row.observed_at < new Date(query.from_date)) return false;
  if (query.text) {
    const tokens = row.text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    const words = query.text.toLowerCase().split(/\s+/);
    if (!words.every((word) => tokens.some((token) => token.startsWith(word)))) return false;
  }
  if (query.with_statuses && !query.with_statuses.includes(row.status_id ?? defaultStatus)) {
    return false;
  }
  if (query.structured_data) {
    const levels = parseStructuredData(query.structured_data);
    if (!levels.ok || !levels.value.includes(row.severity_level)) return false;
  }
  if (query.within_regions && !overlaps(query.within_regions, row.regions)) return false;
  if (query.within_investigations && !overlaps(query.within_investigations, row.topics)) {
    return false;
  }
  if (
    query.within_weather_events &&
    (row.observed_at < storm.start || row.observed_at > storm.end)
  ) {
    return false;
  }
  if (query.near_point) {
    const [lng, lat, radius] = query.near_point[0]!.split(',').map(Number) as [
      number,
      number,
      number,
    ];
    if (haversineMetres(lng, lat, row.lng, row.lat) > radius) return false;
  }
  return true;
}

async function call(path: string, query: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/local-projects/${project.projectId}/${path}?${apiQueryToSearchParams(query).toString()}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total: number | null; id?: number[] }>();
}

describe('every filter of the benchmark matrix', () => {
  it('narrows the project with nearly every filter, so that the counts below mean something', () => {
    const counts = matrixFilters(project).map(
      (filter) => rows.filter((row) => matches(row, filter.query)).length,
    );
    expect(counts[0]).toBe(6_000);
    // The smallest and the largest circle may hold none or all of the posts at this size.
    expect(
      counts.slice(1).filter((count) => count === 0 || count === 6_000).length,
    ).toBeLessThanOrEqual(2);
  });

  it.each(MATRIX_CALLS.map((c) => [c.name, c] as const))(
    'counts the posts each filter matches in the %s',
    async (_name, { path, extra }) => {
      for (const filter of matrixFilters(project)) {
        const expected = rows.filter((row) => matches(row, filter.query));
        const answer = await call(path, { ...filter.query, ...extra });
        expect(answer.total, filter.name).toBe(expected.length);
        if (answer.id) {
          expect(
            [...answer.id].sort((a, b) => a - b),
            filter.name,
          ).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
        }
      }
    },
  );
});
