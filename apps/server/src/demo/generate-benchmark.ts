import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { DEMO_PROJECTS, type ProjectPlan } from './demo-catalog.ts';
import type { DemoMedia } from './demo-media.ts';
import { cityByKey } from './places.ts';
import { makeHotspots } from './post-factory.ts';
import type { WrittenCounts } from './post-writer.ts';
import { linkRegions, linkWeatherEvents, writeProjectPosts } from './project-posts.ts';
import { Random } from './random.ts';
import { insertGroup, insertReporters } from './seed-people.ts';
import { seedProject } from './seed-project.ts';

export const BENCHMARK_GROUP = { slug: 'benchmarks', name: 'Highwater Benchmarks' };
export const MAX_BENCHMARK_POSTS = 1_000_000;
const BATCH_POSTS = 25_000;
const ANA_EMAIL = 'ana@demo.highwater.test';

export interface BenchmarkOptions {
  posts: number;
  projectSlug?: string | undefined;
  media: DemoMedia;
  avatarUrls: readonly string[];
  now: Date;
  log: (line: string) => void;
}

export interface BenchmarkResult {
  projectId: number;
  slug: string;
  counts: WrittenCounts;
  seconds: number;
}

const format = (n: number) => Math.round(n).toLocaleString('en-US');

/** The benchmark project: like King Tide Watch, with every topic and a name that says its size. */
function benchmarkPlan(posts: number, slug: string): ProjectPlan {
  const model = DEMO_PROJECTS[0];
  if (!model) throw new Error('The demo catalogue has no projects');
  return {
    ...model,
    group: BENCHMARK_GROUP.slug,
    name: `Benchmark ${format(posts)}`,
    slug,
    share: 1,
    topics: ['street-flooding', 'king-tides', 'storm-drains', 'heavy-rain'],
  };
}

/** The benchmark group (made once), with ana as a member when the demo users exist. */
async function benchmarkGroup(db: Kysely<Database>): Promise<{ id: number; staffIds: number[] }> {
  const ana = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', ANA_EMAIL)
    .executeTakeFirst();
  const staffIds = ana ? [ana.id] : [];
  const existing = await db
    .selectFrom('client_groups')
    .select('id')
    .where('slug', '=', BENCHMARK_GROUP.slug)
    .executeTakeFirst();
  if (!existing) return { id: await insertGroup(db, BENCHMARK_GROUP, staffIds), staffIds };
  if (ana) {
    await db
      .insertInto('client_group_members')
      .values({ client_group_id: existing.id, user_id: ana.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return { id: existing.id, staffIds };
}

/**
 * Adds a project of `posts` generated posts in the benchmark group. Posts go in batches, each its
 * own transaction, with progress; then weather events and regions are linked.
 */
export async function generateBenchmark(
  db: Kysely<Database>,
  options: BenchmarkOptions,
): Promise<BenchmarkResult> {
  const started = Date.now();
  const slug = options.projectSlug ?? `benchmark-${options.posts}`;
  const plan = benchmarkPlan(options.posts, slug);
  const random = new Random(options.posts);
  const setup = await db.transaction().execute(async (trx) => {
    const group = await benchmarkGroup(trx);
    const taken = await trx
      .selectFrom('projects')
      .select('id')
      .where('client_group_id', '=', group.id)
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (taken) {
      throw new Error(`The benchmark group already has a project "${slug}"; pass --project-slug`);
    }
    const project = await seedProject(trx, random, group.id, plan, options.now);
    const reporterIds = await insertReporters(
      trx,
      random.fork(),
      cityByKey(plan.city),
      Math.min(50_000, Math.max(50, Math.round(options.posts / 10))),
      options.avatarUrls,
    );
    return { group, project, reporterIds };
  });
  options.log(
    `Project "${plan.name}" (${slug}, id ${setup.project.id}) in "${BENCHMARK_GROUP.name}"`,
  );

  const context = {
    project: setup.project,
    media: options.media,
    hotspots: makeHotspots(random, setup.project),
    now: options.now,
    people: {
      reporterIds: setup.reporterIds,
      staffIds: setup.group.staffIds,
      viewers: setup.group.staffIds.map((id) => ({ id, share: 0.2 })),
    },
  };
  const postsStarted = Date.now();
  const counts = await writeProjectPosts(db, random, context, options.posts, {
    batchSize: BATCH_POSTS,
    onBatch: (written, totals) => {
      const seconds = (Date.now() - postsStarted) / 1000;
      const rows = Object.values(totals).reduce((sum, n) => sum + n, 0);
      options.log(
        `  ${format(written)} / ${format(options.posts)} posts — ${format(written / seconds)} posts/s, ${format(rows / seconds)} rows/s`,
      );
    },
  });

  let step = Date.now();
  counts.post_weather_events = await linkWeatherEvents(db, setup.project.id);
  options.log(`  weather events linked in ${((Date.now() - step) / 1000).toFixed(1)} s`);
  step = Date.now();
  counts.post_regions = await linkRegions(db, setup.project.regionIds);
  options.log(`  regions computed in ${((Date.now() - step) / 1000).toFixed(1)} s`);
  // Vacuumed as well as analysed: without a visibility map, the map screen's counts fetch every
  // heap row (a 7-day count at 1M posts took 186 ms before, 9 ms after).
  await sql`VACUUM (ANALYZE)`.execute(db);
  return { projectId: setup.project.id, slug, counts, seconds: (Date.now() - started) / 1000 };
}
