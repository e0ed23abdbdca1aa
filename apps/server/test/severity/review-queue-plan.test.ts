import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '@/db/schema.ts';
import { severityReviewPage } from '@/services/severity-review-service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { generateProject, type GeneratedProject } from '../../bench/generate-posts.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const ROWS = 1_000_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

/**
 * On PostgreSQL only (PGlite is too slow to fill): the review queue over a project of 1,000,000
 * posts after a storm's triage (one in twenty still waiting) reads posts through the partial
 * index of unreviewed posts, for its page and for its remaining count.
 */
describe.skipIf(!databaseUrl)('severity review queue plans on a large project', () => {
  let t: TestApp;
  let logged: Kysely<Database>;
  let project: GeneratedProject;
  const captured: CompiledQuery[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.db);
    logged = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({
          connectionString: databaseUrl,
          max: 2,
          options: `-c search_path=${rows[0]!.schema}`,
        }),
      }),
      log: (event) => {
        if (event.level === 'query') captured.push(event.query);
      },
    });
    project = await generateProject(t.db, { count: ROWS, spanDays: 730 });
    await sql`UPDATE posts SET severity_level_adjusted = true
      WHERE project_id = ${project.projectId} AND id % 20 <> 0`.execute(t.db);
    await sql`VACUUM ANALYZE posts`.execute(t.db);
  }, 900_000);

  afterAll(async () => {
    await logged?.destroy();
    await t?.close();
  });

  async function plansOf(run: () => Promise<unknown>): Promise<PlanNode[][]> {
    captured.length = 0;
    await run();
    const queries = captured.filter((q) => /severity_level_adjusted IS NOT TRUE/.test(q.sql));
    expect(queries).toHaveLength(2);
    const plans: PlanNode[][] = [];
    for (const query of queries) {
      const result = await logged.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
      );
      plans.push(nodesOf(result.rows[0]!['QUERY PLAN'][0]!.Plan));
    }
    return plans;
  }

  const week = () => new Date(project.end.getTime() - 7 * 86_400_000).toISOString();

  it.each([
    ['all time', () => ({})],
    ['the last week', () => ({ from_date: week() })],
    ['high levels over all time', () => ({ structured_data: 'severity_level,in,4,5' })],
  ])('pages and counts %s through the review index', async (_name, query) => {
    const first = await severityReviewPage(logged, project.userId, project.projectId, query());
    expect(first.remaining).toBeGreaterThan(0);
    for (const cursor of [undefined, first.next_cursor ?? undefined]) {
      const plans = await plansOf(() =>
        severityReviewPage(logged, project.userId, project.projectId, { ...query(), cursor }),
      );
      for (const nodes of plans) {
        const summary = JSON.stringify(
          nodes.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']]),
        );
        expect(
          nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'posts'),
          summary,
        ).toEqual([]);
        expect(
          nodes.some((n) => n['Index Name'] === 'posts_severity_review_idx'),
          summary,
        ).toBe(true);
      }
    }
  });
});
