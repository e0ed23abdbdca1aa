import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ensureDemoMedia } from '@/demo/demo-media.ts';
import { BENCHMARK_GROUP, generateBenchmark } from '@/demo/generate-benchmark.ts';
import { mediaUrlPath } from '@/media/media-types.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { bearer, issueTestToken } from '../helpers/auth.ts';
import { DEMO_NOW, demoTestApp } from './demo-test-setup.ts';

let t: TestApp;

beforeAll(async () => {
  t = await demoTestApp();
}, 120_000);
afterAll(() => t.close());

async function generate(posts: number, projectSlug?: string) {
  const media = await ensureDemoMedia(t.storage);
  const lines: string[] = [];
  const result = await generateBenchmark(t.db, {
    posts,
    projectSlug,
    media,
    avatarUrls: media.avatarKeys.map(mediaUrlPath),
    now: DEMO_NOW,
    log: (line) => lines.push(line),
  });
  return { result, lines };
}

describe('npm run demo:generate', () => {
  it('adds a project of exactly N posts that ana can open, with its regions and events linked', async () => {
    const { result, lines } = await generate(1_200);
    expect(result.slug).toBe('benchmark-1200');
    expect(result.counts.posts).toBe(1_200);
    expect(lines.some((line) => line.includes('1,200 / 1,200 posts'))).toBe(true);

    const posts = await t.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', result.projectId)
      .executeTakeFirstOrThrow();
    expect(Number(posts.n)).toBe(1_200);

    const ana = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ana@demo.highwater.test')
      .executeTakeFirstOrThrow();
    const token = await issueTestToken(t.db, ana.id);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/local-projects/${result.projectId}/posts?from_date=2000-01-01T00:00:00Z`,
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ total: number }>().total).toBe(1_200);

    const group = await t.db
      .selectFrom('client_groups')
      .select('name')
      .where('slug', '=', BENCHMARK_GROUP.slug)
      .executeTakeFirstOrThrow();
    expect(group.name).toBe(BENCHMARK_GROUP.name);

    // Left vacuumed and analysed, so the map screen's counts can read the indexes alone.
    const posted = await sql<{ vacuumed: Date | null; analysed: Date | null }>`
      SELECT last_vacuum AS vacuumed, last_analyze AS analysed
      FROM pg_stat_user_tables WHERE relname = 'posts' AND schemaname = current_schema()`
      .execute(t.db)
      .then((r) => r.rows[0]);
    expect(posted?.vacuumed).not.toBeNull();
    expect(posted?.analysed).not.toBeNull();
  });

  it('refuses a slug the group already has, leaving nothing behind', async () => {
    const before = await t.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(generate(10, 'benchmark-1200')).rejects.toThrow(/already has a project/);
    const after = await t.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
