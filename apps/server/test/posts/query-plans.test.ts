import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '@/db/schema.ts';
import { listPosts, postHistogram, postPoints } from '@/services/post-service.ts';
import { memberProjectScope } from '@/services/access-service.ts';
import { filteredScope, type ProjectScope } from '@/services/post-scope.ts';
import { exportSelectSql } from '@/repositories/export-repository.ts';
import { severityReviewPage } from '@/services/severity-review-service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { generateProject, type GeneratedProject } from '../../bench/generate-posts.ts';
import { nearbyQuery, postDaysAgo } from '../../bench/nearby.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const ROWS = 1_000_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/**
 * On PostgreSQL only (PGlite is too slow to fill and plans the same): the main queries over a
 * project of 1,000,000 posts, as the services send them, must reach posts through indexes. One
 * file fills the project once for every plan, as filling it is most of the file's time.
 */
describe.skipIf(!databaseUrl)('query plans on a large project', () => {
  let t: TestApp;
  let logged: Kysely<Database>;
  let project: GeneratedProject;
  const captured: CompiledQuery[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // The same database through a second connection that records every query it sends.
    logged = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: t.databaseUrl, max: 2 }),
      }),
      log: (event) => {
        if (event.level === 'query') captured.push(event.query);
      },
    });
    project = await generateProject(t.db, { count: ROWS, spanDays: 730 });
    // Another organisation's posts share the table, as in production.
    await generateProject(t.db, { count: 100_000, slug: 'neighbour' });
  }, 900_000);

  afterAll(async () => {
    await logged?.destroy();
    await t?.close();
  });

  /** The plans of the statements `run` sends that read posts or their links (those `sent` matches). */
  async function plansOf(
    run: () => Promise<unknown>,
    sent = /\bposts\s+p\b|"post_(regions|investigations)" l\b/,
  ): Promise<PlanNode[][]> {
    captured.length = 0;
    await run();
    const postQueries = captured.filter((q) => sent.test(q.sql));
    expect(postQueries.length).toBeGreaterThan(0);
    const plans: PlanNode[][] = [];
    for (const query of postQueries) {
      const result = await logged.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
      );
      plans.push(nodesOf(result.rows[0]!['QUERY PLAN'][0]!.Plan));
    }
    captured.length = 0;
    return plans;
  }

  function expectIndexed(plans: PlanNode[][]) {
    for (const nodes of plans) {
      const seqScans = nodes.filter(
        (n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'posts',
      );
      expect(
        seqScans,
        JSON.stringify(nodes.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']])),
      ).toEqual([]);
    }
  }

  const week = () => new Date(project.end.getTime() - 7 * 86_400_000).toISOString();
  const userId = () => project.userId;
  /** The project as readAsProjectMember resolves it for these calls. */
  const scope = () => memberProjectScope(t.db, userId(), project.projectId);
  const calls: ((scope: ProjectScope, query: Record<string, unknown>) => Promise<unknown>)[] = [
    (s, query) => listPosts(logged, userId(), s, query),
    (s, query) => postPoints(logged, userId(), s, query),
    (s, query) => postHistogram(logged, s, query),
  ];
  const cases: [string, () => Record<string, unknown>][] = [
    ['the default week', () => ({ from_date: week() })],
    ['every post over all time', () => ({})],
    ['a week, by created time', () => ({ from_date: week(), order_cri: 'created_at' })],
    ['a week, by comments', () => ({ from_date: week(), order_cri: 'commented_at' })],
    ['a keyword over all time', () => ({ text: 'overflowing westh' })],
    ['a place over all time', () => ({ near_point: ['-95.3,29.8,800'] })],
    ['a small region over all time', () => ({ within_regions: [project.regionIds[0]] })],
    [
      'statuses and severities in a week',
      () => ({
        from_date: week(),
        with_statuses: [project.statusIds[1]],
        structured_data: 'severity_level,in,4,5',
      }),
    ],
  ];

  it.each(cases)('lists %s through indexes', async (_name, query) => {
    const s = await scope();
    const plans = await plansOf(() => listPosts(logged, userId(), s, query()));
    expectIndexed(plans);
    const used = plans
      .flat()
      .map((n) => n['Index Name'])
      .filter(Boolean);
    expect(used.some((name) => name!.startsWith('posts_'))).toBe(true);
  });

  it.each(cases)('maps and charts %s through indexes', async (_name, query) => {
    const s = await scope();
    expectIndexed(await plansOf(() => postPoints(logged, userId(), s, query())));
    expectIndexed(await plansOf(() => postHistogram(logged, s, query())));
  });

  // The post panel's "Show nearby posts": half a mile around a post, ±3.5 or ±182 days.
  it.each([3.5, 182])(
    'finds posts half a mile around a post, ±%s days, through the place index',
    async (halfDays) => {
      const query = nearbyQuery(await postDaysAgo(t.db, project, 100), halfDays);
      const s = await scope();
      for (const run of calls) {
        const plans = await plansOf(() => run(s, query));
        expectIndexed(plans);
        // Every statement that filters posts (not the page's fetch by id) goes through the place.
        const filtering = plans.filter(
          (nodes) => !nodes.some((n) => n['Index Name'] === 'posts_pkey'),
        );
        expect(filtering.length).toBeGreaterThan(0);
        for (const nodes of filtering) {
          expect(nodes.map((n) => n['Index Name'])).toContain('posts_project_place_time_idx');
        }
      }
    },
  );

  it('counts and bars a region from its links, without reading its posts', async () => {
    const s = await scope();
    const query = { within_regions: [project.regionIds[1]!] };
    const plans = await plansOf(async () => {
      await listPosts(logged, userId(), s, query);
      await postHistogram(logged, s, query);
    }, /FROM "post_regions" l/);
    // The list's total, the range of its times and its bars; only the page reads its 21 posts.
    const withoutPosts = plans.filter((nodes) =>
      nodes.every((n) => n['Relation Name'] !== 'posts'),
    );
    expect(withoutPosts.length).toBeGreaterThanOrEqual(3);
    expectIndexed(plans);
  });

  it('counts a common keyword only up to the bound, along the order index', async () => {
    const s = await scope();
    const plans = await plansOf(() => listPosts(logged, userId(), s, { text: 'overflow bayou' }));
    const count = plans.find((nodes) => nodes[0]?.['Node Type'] === 'Aggregate');
    expect(count?.map((n) => n['Node Type'])).toContain('Limit');
    expect(count?.map((n) => n['Index Name'])).toContain('posts_project_observed_idx');
  });

  it('reads the next pages by keyset through the order index', async () => {
    const s = await scope();
    const first = await listPosts(logged, userId(), s, { limit: 50 });
    const plans = await plansOf(() =>
      listPosts(logged, userId(), s, {
        limit: 50,
        cursor: first.next_cursor!,
        from_date: week(),
      }),
    );
    expectIndexed(plans);
    expect(plans.flat().some((n) => n['Index Name'] === 'posts_project_observed_idx')).toBe(true);
  });

  it("exports through indexes: the SELECT the export's COPY runs", async () => {
    const plans = await plansOf(async () => {
      const { where, filter, defaultStatusId } = await filteredScope(
        logged,
        userId(),
        project.projectId,
        { from_date: week() },
      );
      const select = exportSelectSql({
        projectId: project.projectId,
        where,
        order: filter.order,
        defaultStatusId,
        link: { before: 'https://x.test/p/', after: '' },
        format: 'csv',
      });
      captured.push(CompiledQuery.raw(select));
    });
    expectIndexed(plans);
  });

  // The severity review queue after a storm's triage, one post in twenty still waiting: its page
  // and its remaining count read posts through the partial index of unreviewed posts.
  describe('the severity review queue', () => {
    beforeAll(async () => {
      await sql`UPDATE posts SET severity_level_adjusted = true
        WHERE project_id = ${project.projectId} AND id % 20 <> 0`.execute(t.db);
      await sql`VACUUM ANALYZE posts`.execute(t.db);
    }, 900_000);

    it.each([
      ['all time', () => ({})],
      ['the last week', () => ({ from_date: week() })],
      ['high levels over all time', () => ({ structured_data: 'severity_level,in,4,5' })],
    ])('pages and counts %s through the review index', async (_name, query) => {
      const first = await severityReviewPage(logged, userId(), project.projectId, query());
      expect(first.remaining).toBeGreaterThan(0);
      for (const cursor of [undefined, first.next_cursor ?? undefined]) {
        const plans = await plansOf(
          () => severityReviewPage(logged, userId(), project.projectId, { ...query(), cursor }),
          /severity_level_adjusted IS NOT TRUE/,
        );
        expect(plans).toHaveLength(2);
        expectIndexed(plans);
        for (const nodes of plans) {
          expect(
            nodes.some((n) => n['Index Name'] === 'posts_severity_review_idx'),
            JSON.stringify(nodes.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']])),
          ).toBe(true);
        }
      }
    });
  });
});
