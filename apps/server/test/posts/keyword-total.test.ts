import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { KEYWORD_TOTAL_LIMIT, type PostsPage } from '@highwater/core/api/posts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, issueTestToken } from '../helpers/auth.ts';
import { generateProject, type GeneratedProject } from '../../bench/generate-posts.ts';

/**
 * The list's total with a keyword: exact up to KEYWORD_TOTAL_LIMIT, then capped. Every generated
 * post reads "… report {n}", so "report" matches each of the project's posts, one more than the
 * bound; another organisation's project holds posts with the same words.
 */
const POSTS = KEYWORD_TOTAL_LIMIT + 1;

let t: TestApp;
let project: GeneratedProject;
let neighbour: GeneratedProject;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  neighbour = await generateProject(t.db, { count: 300, spanDays: 30, slug: 'neighbour' });
  project = await generateProject(t.db, { count: POSTS, spanDays: 30 });
  token = await issueTestToken(t.db, project.userId);
  await sql`UPDATE posts SET content = content || ' lighthouse'
    WHERE project_id = ${neighbour.projectId}`.execute(t.db);
}, 120_000);
afterAll(async () => t?.close());

async function list(query: string, as = token, projectId = project.projectId) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/local-projects/${projectId}/posts?${query}`,
    headers: bearer(as),
  });
}

async function page(query: string): Promise<PostsPage> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PostsPage>();
}

/** Every matching id, page by page: what the list holds, however its total was counted. */
async function allIds(query: string): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const next: PostsPage = await page(`${query}&limit=200${cursor ? `&cursor=${cursor}` : ''}`);
    ids.push(...next.results.map((post) => post.id));
    cursor = next.next_cursor;
  } while (cursor);
  return ids;
}

/** The observed time of the project's nth newest post (1 is the newest). */
async function nthNewest(n: number): Promise<string> {
  const { rows } = await sql<{ at: Date }>`
    SELECT observed_at AS at FROM posts WHERE project_id = ${project.projectId}
    ORDER BY observed_at DESC, id DESC OFFSET ${n - 1} LIMIT 1`.execute(t.db);
  return rows[0]!.at.toISOString();
}

describe('the total of a list filtered by keyword', () => {
  it('stops at the bound and says more match', async () => {
    const first = await page('text=report');
    expect(first).toMatchObject({ total: KEYWORD_TOTAL_LIMIT, total_capped: true });
    expect(first.results).toHaveLength(50);
    expect(await allIds('text=report')).toHaveLength(POSTS);
    // The next pages and other orders say the same.
    const second = await page(`text=report&cursor=${first.next_cursor}`);
    expect(second).toMatchObject({ total: KEYWORD_TOTAL_LIMIT, total_capped: true });
    const commented = await page('text=report&order_cri=commented_at');
    expect(commented).toMatchObject({ total: KEYWORD_TOTAL_LIMIT, total_capped: true });
  });

  it('is exact up to the bound, the bound included', async () => {
    for (const n of [KEYWORD_TOTAL_LIMIT, KEYWORD_TOTAL_LIMIT - 1, 1]) {
      const query = `text=report&from_date=${await nthNewest(n)}`;
      expect(await page(query), query).toMatchObject({ total: n, total_capped: false });
      expect(await allIds(query)).toHaveLength(n);
    }
  });

  it.each([
    ['prefixes of two words', () => 'text=report%2010'],
    ['a word of the location', () => 'text=pine%20houston'],
    ['statuses and severities', () => statusAndSeverity()],
    ['a region and a place', () => regionAndPlace()],
    ['a date range, by creation', () => 'text=flood&from_date=2000-01-01&order_cri=created_at'],
  ])('counts exactly what the pages hold with %s', async (_name, query) => {
    const ids = await allIds(query());
    expect(ids.length).toBeGreaterThan(0);
    const first = await page(query());
    const capped = ids.length > KEYWORD_TOTAL_LIMIT;
    expect(first.total_capped).toBe(capped);
    expect(first.total).toBe(capped ? KEYWORD_TOTAL_LIMIT : ids.length);
  });

  const statusAndSeverity = () =>
    `text=report&with_statuses=${project.statusIds[0]}&with_statuses=${project.statusIds[2]}` +
    '&structured_data=severity_level,in,4,5,none';
  const regionAndPlace = () =>
    `text=near&within_regions=${project.regionIds[1]}&near_point=-95.3,29.85,20000`;

  it('never counts another organisation’s posts', async () => {
    // The neighbour's 300 posts share every word and the time range: counted, they would cap.
    const query = `text=report&from_date=${await nthNewest(KEYWORD_TOTAL_LIMIT)}`;
    expect(await page(query)).toMatchObject({ total: KEYWORD_TOTAL_LIMIT, total_capped: false });
    expect(await page('text=lighthouse')).toEqual({
      results: [],
      total: 0,
      total_capped: false,
      next_cursor: null,
    });
    const stranger = await issueTestToken(t.db, neighbour.userId);
    expect((await list('text=report', stranger)).statusCode).toBe(404);
    // Their own project counts only their posts.
    const theirs = await list('text=lighthouse', stranger, neighbour.projectId);
    expect(theirs.json<PostsPage>()).toMatchObject({ total: 300, total_capped: false });
  });

  it('counts every post exactly when the text holds no word', async () => {
    for (const text of [':* | !', '&()', '  ']) {
      const query = `text=${encodeURIComponent(text)}`;
      expect(await page(query), text).toMatchObject({ total: POSTS, total_capped: false });
    }
    // Without a keyword counts stay exact past the bound.
    expect(await page('')).toMatchObject({ total: POSTS, total_capped: false });
  });

  it('reads query syntax and odd characters as text', async () => {
    for (const text of ["report:* | !''", "REPORT'); --", 'report\t\n🌊']) {
      const query = `text=${encodeURIComponent(text)}`;
      expect(await page(query), text).toMatchObject({
        total: KEYWORD_TOTAL_LIMIT,
        total_capped: true,
      });
    }
    // "1000:" is the word 1000 (a prefix): only post 1000 says "report 1000…".
    const words = `text=${encodeURIComponent('report 1000:')}`;
    expect(await page(words)).toMatchObject({ total: 1, total_capped: false });
  });

  it('answers 400 for text longer than the filter allows, or holding NUL', async () => {
    for (const text of ['a'.repeat(501), 'report\u0000']) {
      expect((await list(`text=${encodeURIComponent(text)}`)).statusCode).toBe(400);
    }
  });
});
