import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostsPage, PostSummary } from '@highwater/core/api/posts';
import { formatStructuredData } from '@highwater/core/filters/api-query';
import { SEVERITY_LEVEL_NUMBERS } from '@highwater/core/severity';
import { haversineMetres } from '@highwater/core/distance';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, inListOrder, type FixturePost, type PostWorld } from './post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

async function list(query: string, token = w.aliceToken, projectId = w.project.id) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/local-projects/${projectId}/posts?${query}`,
    headers: bearer(token),
  });
}

/** Every page of a query, following next_cursor. */
async function allPages(
  query: string,
  limit: number,
): Promise<{ ids: number[]; pages: PostsPage[] }> {
  const pages: PostsPage[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${cursor}` : '';
    const res = await list(`${query}&limit=${limit}${suffix}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<PostsPage>();
    pages.push(page);
    cursor = page.next_cursor;
  } while (cursor && pages.length < 100);
  return { ids: pages.flatMap((p) => p.results.map((r) => r.id)), pages };
}

async function expectMatches(
  query: string,
  keep: (p: FixturePost) => boolean,
  order: 'observedAt' | 'createdAt' = 'observedAt',
) {
  const res = await list(`${query}&limit=200`);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<PostsPage>();
  const expected = inListOrder(w.posts.filter(keep), order).map((p) => p.id);
  expect(page.results.map((r) => r.id)).toEqual(expected);
  expect(page.total).toBe(expected.length);
  expect(page.total_capped).toBe(false);
  return page;
}

describe('GET /local-projects/{id}/posts', () => {
  it('lists every post newest observed first, as list items', async () => {
    const page = await expectMatches('', () => true);
    const first = page.results[0]!;
    const post = w.posts[0]!;
    expect(first).toEqual<PostSummary>({
      id: post.id,
      lat: post.lat,
      lng: post.lng,
      observed_at: post.observedAt.toISOString(),
      created_at: post.createdAt.toISOString(),
      location: '0 Main Street, New York',
      content: post.content,
      // A post without a status shows the project's default one.
      status_id: w.statuses.fresh,
      featured: true,
      seen: null,
      last_comment_at: post.lastCommentAt!.toISOString(),
      severity_level: null,
      investigation_ids: [w.topics.flooding],
      thumbnail_url: null,
      media_count: 0,
    });
  });

  it('pages with a default of 50 and a cursor', async () => {
    const res = await list('');
    const page = res.json<PostsPage>();
    expect(page.results).toHaveLength(40);
    expect(page.next_cursor).toBeNull();
  });

  it.each(['observed_at', 'created_at', 'commented_at'] as const)(
    'visits every post once when paging by %s',
    async (order) => {
      const key = {
        observed_at: 'observedAt',
        created_at: 'createdAt',
        commented_at: 'lastCommentAt',
      } as const;
      for (const limit of [1, 3, 7, 40]) {
        const { ids: seen, pages } = await allPages(`order_cri=${order}&order_dir=desc`, limit);
        expect(seen).toEqual(inListOrder(w.posts, key[order]).map((p) => p.id));
        expect(pages.every((p) => p.total === 40)).toBe(true);
      }
    },
  );

  it('filters by observed time range', async () => {
    const from = new Date(Date.parse('2025-05-31T12:00:00Z'));
    const to = new Date(Date.parse('2025-05-31T20:00:00Z'));
    await expectMatches(
      `from_date=${from.toISOString()}&to_date=${to.toISOString()}`,
      (p) => p.observedAt >= from && p.observedAt <= to,
    );
    await expectMatches(
      'to_date=2025-05-30',
      (p) => p.observedAt < new Date('2025-05-31T00:00:00Z'),
    );
  });

  it('filters by keyword with prefix matching on every word', async () => {
    await expectMatches('text=flood', (p) => p.content.startsWith('Flooded'));
    await expectMatches('text=BASEMENT%20wat', (p) => p.content.startsWith('Basement'));
    await expectMatches('text=drain%20blocked%20number', (p) =>
      p.content.startsWith('Storm drain'),
    );
    // Query syntax in the text is only text.
    await expectMatches(`text=${encodeURIComponent("flood:* | !'')(&")}`, (p) =>
      p.content.startsWith('Flooded'),
    );
    await expectMatches('text=zzz', () => false);
  });

  it('filters by statuses, counting posts without one as the default status', async () => {
    await expectMatches(
      `with_statuses=${w.statuses.reviewed}`,
      (p) => p.statusId === w.statuses.reviewed,
    );
    await expectMatches(
      `with_statuses=${w.statuses.fresh}&with_statuses=${w.statuses.closed}`,
      (p) => p.statusId !== w.statuses.reviewed,
    );
  });

  it('drops ids that are not the project’s own, as the filters panel does', async () => {
    await expectMatches(
      `with_statuses=${w.statuses.reviewed}&with_statuses=${w.otherStatusId}`,
      (p) => p.statusId === w.statuses.reviewed,
    );
    await expectMatches(`with_statuses=${w.otherStatusId}&within_regions=999999`, () => true);
  });

  it('filters by severity levels', async () => {
    await expectMatches(
      'structured_data=severity_level,in,1,5',
      (p) => p.severity === 1 || p.severity === 5,
    );
    await expectMatches('structured_data=severity_level,in,0', (p) => p.severity === 0);
  });

  it('filters by "none": posts without a severity level, alone or with levels', async () => {
    await expectMatches('structured_data=severity_level,in,none', (p) => p.severity === null);
    await expectMatches(
      'structured_data=severity_level,in,3,none',
      (p) => p.severity === 3 || p.severity === null,
    );
  });

  it('splits the posts into the level groups and the none group, as the list groups them', async () => {
    for (const filter of ['', '&text=flooded']) {
      const whole = (await list(filter)).json<PostsPage>().total;
      let sum = 0;
      for (const level of [...SEVERITY_LEVEL_NUMBERS, null]) {
        const group = await list(`structured_data=${formatStructuredData([level])}${filter}`);
        expect(group.statusCode).toBe(200);
        sum += group.json<PostsPage>().total;
      }
      expect(whole).toBeGreaterThan(0);
      expect(sum).toBe(whole);
    }
    expect(w.posts.some((p) => p.severity === null)).toBe(true);
  });

  it('filters by regions and topics through their links', async () => {
    await expectMatches(`within_regions=${w.regions.harbor}`, (p) =>
      p.regionIds.includes(w.regions.harbor),
    );
    await expectMatches(
      `within_regions=${w.regions.harbor}&within_regions=${w.regions.downtown}`,
      (p) => p.regionIds.length > 0,
    );
    await expectMatches(`within_investigations=${w.topics.drains}`, (p) =>
      p.topicIds.includes(w.topics.drains),
    );
  });

  it('filters by distance from a point', async () => {
    const [lng, lat, radius] = [-74.01, 40.73, 2500];
    await expectMatches(
      `near_point=${lng},${lat},${radius}`,
      (p) => haversineMetres(lng, lat, p.lng, p.lat) <= radius,
    );
    const matches = w.posts.filter((p) => haversineMetres(lng, lat, p.lng, p.lat) <= radius);
    expect(matches.length).toBeGreaterThan(3);
    expect(matches.length).toBeLessThan(30);
  });

  it('filters by weather events through their dates', async () => {
    const start = new Date('2025-05-30T00:00:00Z');
    const end = new Date('2025-05-30T12:00:00Z');
    await expectMatches(
      `within_weather_events=${w.events.hurricane}`,
      (p) => p.observedAt >= start && p.observedAt <= end,
    );
    const ongoing = new Date('2025-05-31T18:00:00Z');
    await expectMatches(
      `within_weather_events=${w.events.hurricane}&within_weather_events=${w.events.ongoing}`,
      (p) => (p.observedAt >= start && p.observedAt <= end) || p.observedAt >= ongoing,
    );
    // Another project's event matches nothing here.
    await expectMatches(`within_weather_events=${w.events.otherProject}`, () => false);
  });

  it('combines filters', async () => {
    await expectMatches(
      `text=flooded&within_regions=${w.regions.downtown}&structured_data=severity_level,in,0,2,4&order_cri=created_at`,
      (p) =>
        p.content.startsWith('Flooded') &&
        p.regionIds.includes(w.regions.downtown) &&
        [0, 2, 4].includes(p.severity ?? -1),
      'createdAt',
    );
  });

  it('answers an empty page when nothing matches', async () => {
    const res = await list('text=nothing-like-this');
    expect(res.json()).toEqual({ results: [], total: 0, total_capped: false, next_cursor: null });
  });

  it.each([
    ['from_date=yesterday', 'from_date'],
    ['to_date=2025-02-31', 'to_date'],
    ['from_date=2025-06-02&to_date=2025-06-01', 'from_date'],
    ['near_point=1,2', 'near_point'],
    ['near_point=1,2,x', 'near_point'],
    ['structured_data=severity_level,in,abc', 'structured_data'],
    ['structured_data=severity_level,in,7', 'structured_data'],
    ['structured_data=severity_level,in,3,null', 'structured_data'],
    ['structured_data=severity_level,in,None', 'structured_data'],
    ['limit=10000', 'limit'],
    ['limit=0', 'limit'],
    ['cursor=not-a-cursor', 'cursor'],
    ['order_cri=popular', 'order_cri'],
    ['with_statuses=abc', 'with_statuses'],
  ])('rejects %s with a reason', async (query, word) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(word);
  });

  it('rejects a cursor made for another order', async () => {
    const first = (await list('limit=2')).json<PostsPage>();
    const res = await list(`limit=2&order_cri=created_at&cursor=${first.next_cursor}`);
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 outside the user’s client groups, as for a missing project', async () => {
    expect((await list('', w.bobToken)).statusCode).toBe(404);
    expect((await list('', w.aliceToken, w.otherProject.id)).statusCode).toBe(404);
    expect((await list('', w.aliceToken, 999_999)).statusCode).toBe(404);
    // Even a malformed filter tells an outsider nothing more.
    expect((await list('limit=abc&near_point=1', w.bobToken)).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/local-projects/${w.project.id}/posts`,
    });
    expect(res.statusCode).toBe(401);
  });
});
