import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { WEB_CLIENT_ID } from '@highwater/core/constants';
import { apiQueryToSearchParams } from '@highwater/core/filters/api-query';
import { loadConfig } from '@/config.ts';
import { buildApp } from '@/app.ts';
import { registerWebClient } from '@/identity/oauth-clients.ts';
import { hashToken, newOpaqueToken } from '@/identity/token-hash.ts';
import { openBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { generateProject, type GeneratedProject } from './generate-posts.ts';
import { nearbyQuery, postDaysAgo } from './nearby.ts';

/**
 * npm run bench [-- --sizes 100000,1000000 --runs 15 --only 'nearby']
 * For each size, a generated project: latency of the posts page, points and histogram calls
 * through app.inject next to the bare SQL they send, and CSV export rows per second over HTTP
 * next to PostgreSQL's COPY of the same rows. --only keeps the calls whose name contains the text
 * and skips the export. PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (a fresh
 * schema, dropped afterwards), else PGlite in a temporary folder.
 */
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,1000000' },
    runs: { type: 'string', default: '15' },
    only: { type: 'string' },
  },
});
const sizes = args.sizes.split(',').map((s) => Number(s.trim()));
const runs = Number(args.runs);
if (sizes.some((s) => !Number.isInteger(s) || s < 1) || !(runs >= 3)) {
  throw new Error('--sizes takes positive integers joined by commas; --runs at least 3');
}

const DAY = 86_400_000;

/** A post 100 days before the project's end, for the nearby calls. */
interface Context {
  project: GeneratedProject;
  post: { lat: number; lng: number; observed_at: Date };
}

interface Scenario {
  name: string;
  path: string;
  query: (c: Context) => Record<string, unknown>;
  heavy?: boolean;
}

const week = ({ project }: Context) => new Date(project.end.getTime() - 7 * DAY).toISOString();
const NEARBY_WINDOWS = [3.5, 182];
const ALL_SCENARIOS: Scenario[] = [
  { name: 'posts page, last 7 days', path: 'posts', query: (c) => ({ from_date: week(c) }) },
  {
    name: 'posts page 2, commented order',
    path: 'posts',
    query: (c) => ({ from_date: week(c), order_cri: 'commented_at' }),
  },
  {
    name: 'posts page, keyword, all time',
    path: 'posts',
    query: () => ({ text: 'overflow bayou' }),
  },
  {
    name: 'posts page, 800 m radius, all time',
    path: 'posts',
    query: () => ({ near_point: ['-95.3,29.8,800'] }),
  },
  { name: 'points, last 7 days', path: 'posts/points', query: (c) => ({ from_date: week(c) }) },
  { name: 'points, all time', path: 'posts/points', query: () => ({}), heavy: true },
  {
    name: 'histogram, last 7 days',
    path: 'posts/histogram',
    query: (c) => ({ from_date: week(c) }),
  },
  { name: 'histogram, all time', path: 'posts/histogram', query: () => ({}) },
  // The filters' location search (a path from /api/v3/cx): streets of the user's posts and cities.
  {
    name: 'location search, street words',
    path: '/places',
    query: () => ({ q: 'pine 12', proximity: '-95.3,29.8' }),
  },
  { name: 'location search, one letter', path: '/places', query: () => ({ q: 'c' }) },
  // The post panel's "Show nearby posts": half a mile around a post, ±3.5 or ±182 days.
  ...NEARBY_WINDOWS.flatMap((half) =>
    (
      [
        ['posts page', 'posts'],
        ['points', 'posts/points'],
        ['histogram', 'posts/histogram'],
      ] as const
    ).map(([call, path]) => ({
      name: `nearby ${call}, 0.5 mile ±${half} days`,
      path,
      query: (c: Context) => nearbyQuery(c.post, half),
    })),
  ),
];
const SCENARIOS = ALL_SCENARIOS.filter(
  (scenario) => args.only === undefined || scenario.name.includes(args.only),
);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
}

const ms = (v: number) => `${v.toFixed(1).padStart(8)} ms`;

async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function issueToken(bench: BenchDatabase, userId: number): Promise<string> {
  const family = await bench.db
    .insertInto('token_families')
    .values({ user_id: userId, client_id: WEB_CLIENT_ID })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newOpaqueToken();
  await bench.db
    .insertInto('access_tokens')
    .values({
      token_hash: hashToken(token),
      family_id: family.id,
      user_id: userId,
      expires_at: new Date(Date.now() + DAY),
    })
    .execute();
  return token;
}

async function latency(
  app: FastifyInstance,
  bench: BenchDatabase,
  context: Context,
  token: string,
  scenario: Scenario,
) {
  let query = scenario.query(context);
  const base = scenario.path.startsWith('/')
    ? `/api/v3/cx${scenario.path}`
    : `/api/v3/cx/local-projects/${context.project.projectId}/${scenario.path}`;
  const call = async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${base}?${apiQueryToSearchParams(query).toString()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${scenario.name}: ${res.statusCode} ${res.body}`);
    return res;
  };
  if (scenario.name.startsWith('posts page 2')) {
    const first = (await call()).json<{ next_cursor: string | null }>();
    query = { ...query, cursor: first.next_cursor };
  }
  const count = scenario.heavy ? Math.max(3, Math.ceil(runs / 3)) : runs;
  await call(); // warm up caches and the planner
  const api: number[] = [];
  for (let i = 0; i < count; i++) api.push(await timeIt(call));
  // The same statements the service sent, replayed without HTTP, validation or JSON work.
  const statements = await bench.capture(call);
  const bare: number[] = [];
  for (let i = 0; i < count; i++) {
    bare.push(
      await timeIt(async () => {
        for (const statement of statements) await bench.db.executeQuery(statement);
      }),
    );
  }
  const size = (await call()).body.length;
  return { api: stats(api), bare: stats(bare), bytes: size, statements: statements.length };
}

async function exportThroughput(
  app: FastifyInstance,
  bench: BenchDatabase,
  project: GeneratedProject,
  token: string,
) {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  let rows = 0;
  let bytes = 0;
  let peakRss = process.memoryUsage().rss;
  const startRss = peakRss;
  const seconds =
    (await timeIt(async () => {
      const res = await fetch(
        `${address}/api/v3/cx/local-projects/${project.projectId}/export-posts`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
      for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) rows++;
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }
    })) / 1000;
  await app.close();
  // Header row and line breaks inside descriptions aside, one line is one post.
  const exported = rows - 1;
  const copySql = `
    SELECT p.id, p.observed_at, p.created_at, p.location, p.lat, p.lng, s.label,
      p.severity_level, p.content,
      (SELECT string_agg(i.name, '; ' ORDER BY i.name) FROM post_investigations pi
        JOIN investigations i ON i.id = pi.investigation_id WHERE pi.post_id = p.id),
      'http://localhost:3000/p/' || p.id
    FROM posts p LEFT JOIN statuses s ON s.id = coalesce(p.status_id, ${project.statusIds[0]})
    WHERE p.project_id = ${project.projectId}
    ORDER BY p.observed_at DESC, p.id DESC`;
  let copyBytes = 0;
  const copySeconds = (await timeIt(async () => (copyBytes = await bench.copyCsv(copySql)))) / 1000;
  return {
    exported,
    seconds,
    bytes,
    copySeconds,
    copyBytes,
    rssGrowthMb: (peakRss - startRss) / 1e6,
  };
}

async function benchSize(size: number): Promise<void> {
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL);
  try {
    console.log(`\n## ${size.toLocaleString('en-US')} posts on ${bench.label}`);
    const generation = await timeIt(async () => {
      // A neighbouring organisation's posts share the table, as in production.
      await generateProject(bench.db, { count: Math.ceil(size / 10), slug: 'neighbour' });
    });
    let project: GeneratedProject | undefined;
    const main = await timeIt(
      async () => (project = await generateProject(bench.db, { count: size })),
    );
    if (!project) throw new Error('no project');
    console.log(`generated in ${((generation + main) / 1000).toFixed(1)} s (with ANALYZE)`);
    const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
    await registerWebClient(bench.db, config.publicOrigin);
    const token = await issueToken(bench, project.userId);
    const app = await buildApp(config, { db: bench.db, dbKind: bench.kind });
    await app.ready();

    console.log(
      `\n| call | answer | API median | API p95 | bare SQL median | bare SQL p95 |\n|---|---:|---:|---:|---:|---:|`,
    );
    const context = { project, post: await postDaysAgo(bench.db, project, 100) };
    for (const scenario of SCENARIOS) {
      const r = await latency(app, bench, context, token, scenario);
      const kb = `${(r.bytes / 1024).toFixed(0)} KB`;
      console.log(
        `| ${scenario.name} | ${kb} | ${ms(r.api.median)} | ${ms(r.api.p95)} | ${ms(r.bare.median)} | ${ms(r.bare.p95)} |`,
      );
    }
    if (args.only !== undefined) {
      await app.close();
      return;
    }
    const e = await exportThroughput(app, bench, project, token);
    const rate = (rows: number, s: number) =>
      `${Math.round(rows / s).toLocaleString('en-US')} rows/s`;
    console.log(
      `\nexport: ${e.exported.toLocaleString('en-US')} rows, ${(e.bytes / 1e6).toFixed(1)} MB in ` +
        `${e.seconds.toFixed(2)} s = ${rate(e.exported, e.seconds)} over HTTP ` +
        `(benchmark process RSS grew ${e.rssGrowthMb.toFixed(0)} MB at most)`,
    );
    console.log(
      `COPY (same rows) TO STDOUT: ${(e.copyBytes / 1e6).toFixed(1)} MB in ${e.copySeconds.toFixed(2)} s = ` +
        `${rate(size, e.copySeconds)}`,
    );
  } finally {
    await bench.close();
  }
}

for (const size of sizes) await benchSize(size);
