import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { apiQueryToSearchParams } from '@highwater/core/filters/api-query';
import type { BenchDatabase } from './bench-database.ts';
import { openBenchProject } from './bench-project.ts';
import { runFiltersBenchmark } from './filters-bench.ts';
import { runFiltersComparison } from './filters-compare.ts';
import { runLiveBenchmark } from './live-updates.ts';
import { runPhasesBenchmark } from './call-phases.ts';
import { runMediaBenchmark } from './media-bench.ts';
import { runIntakeBenchmark } from './intake-bench.ts';
import { runAlertsBenchmark } from './alerts-bench.ts';
import { benchExport } from './export-bench.ts';
import type { GeneratedProject } from './generate-posts.ts';
import { nearbyQuery, postDaysAgo } from './nearby.ts';
import { printTargets, type Measured } from './targets.ts';
import { quantile } from './quantile.ts';
import { warmUp } from './warm-up.ts';

/**
 * npm run bench [-- --sizes 100000,1000000 --runs 60 --only 'nearby']; --only export: the export alone.
 * npm run bench -- live [--streams 200 --changes 50]: live updates (see live-updates.ts).
 * npm run bench -- phases [--sizes 100000 --runs 400]: where a small call's time goes (call-phases.ts).
 * npm run bench -- media [--runs 60]: a photo upload and read on S3 against the local folder
 * (media-bench.ts); the posts suite ends with it too, unless --only leaves it out.
 * npm run bench -- intake [--reporters 20 --posts 200]: new posts with a photo each over HTTP, and
 * their post.created events on an open stream (intake-bench.ts).
 * npm run bench -- filters [--sizes 1000000 --runs 15 --only region]: the map screen's calls for
 * every filter, against their limit (filters-bench.ts); with --compare, PGlite against PostgreSQL
 * for the same matrix (filters-compare.ts).
 * npm run bench -- alerts [--subscriptions 1000 --per-minute 100 --minutes 2]: time from a new
 * sighting to its alert mails at an SMTP server, and the CPU the matching costs (alerts-bench.ts).
 *
 * For each size, a generated project: latency of the posts page, points, histogram and density
 * calls through app.inject next to the bare SQL they send, and CSV export rows per second over
 * HTTP next to PostgreSQL's COPY of the same rows. --only keeps the calls whose name contains the text
 * and skips the export. PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (a fresh
 * schema, dropped afterwards), else PGlite in a temporary folder.
 */
const { values: args, positionals } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,1000000' },
    runs: { type: 'string', default: '60' },
    only: { type: 'string' },
    streams: { type: 'string', default: '200' },
    changes: { type: 'string', default: '50' },
    reporters: { type: 'string', default: '20' },
    posts: { type: 'string', default: '200' },
    compare: { type: 'boolean', default: false },
    subscriptions: { type: 'string', default: '1000' },
    'per-minute': { type: 'string', default: '100' },
    minutes: { type: 'string', default: '2' },
  },
  allowPositionals: true,
});
const suite = positionals[0] ?? 'posts';
const SUITES = ['posts', 'live', 'phases', 'media', 'intake', 'filters', 'alerts'];
if (!SUITES.includes(suite) || positionals.length > 1) {
  throw new Error(
    'The benchmark to run is posts (the default), live, phases, media, intake, filters or alerts',
  );
}
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

/** Views of the generated posts (lng -95.6 to -95, lat 29.6 to 30.1) on a 1440 by 900 map. */
const REGION_VIEW = { bbox: '-95.8,29.6,-94.8,30.1', zoom: 10 };
const STREET_VIEW = { bbox: '-95.3077,29.7958,-95.2923,29.8042', zoom: 16 };
const daysBefore = ({ project }: Context, days: number) =>
  new Date(project.end.getTime() - days * DAY).toISOString();
const week = (c: Context) => daysBefore(c, 7);
const NEARBY_WINDOWS = [3.5, 182];
const ALL_SCENARIOS: Scenario[] = [
  { name: 'posts page, last 7 days', path: 'posts', query: (c) => ({ from_date: week(c) }) },
  // The map screen on "Any time": the list's first page and its total of every post.
  { name: 'posts page, all time', path: 'posts', query: () => ({}) },
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
  // The density layer over the whole project at a 1440 by 900 pixel map, and over a street.
  { name: 'density, region, all time', path: 'posts/density', query: () => REGION_VIEW },
  {
    name: 'density, region, last 7 days',
    path: 'posts/density',
    query: (c) => ({ from_date: week(c), ...REGION_VIEW }),
  },
  {
    name: 'density, region, last 90 days',
    path: 'posts/density',
    query: (c) => ({ from_date: daysBefore(c, 90), ...REGION_VIEW }),
  },
  {
    name: 'density, region, severity 4 and 5, all time',
    path: 'posts/density',
    query: () => ({ structured_data: 'severity_level,in,4,5', ...REGION_VIEW }),
  },
  { name: 'density, street, all time', path: 'posts/density', query: () => STREET_VIEW },
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
  return { median: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}

const ms = (v: number) => `${v.toFixed(1).padStart(8)} ms`;

async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
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
  // The same statements the service sends, replayed without HTTP, validation or JSON work.
  const statements = await bench.capture(call);
  const replay = async () => {
    for (const statement of statements) await bench.db.executeQuery(statement);
  };
  // Both sides start warm, then take turns, so that a change in the machine's speed during the run
  // weighs on both alike.
  await warmUp(call, replay);
  const api: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < count; i++) {
    api.push(await timeIt(call));
    bare.push(await timeIt(replay));
  }
  const size = (await call()).body.length;
  return { api: stats(api), bare: stats(bare), bytes: size, statements: statements.length };
}

async function benchSize(size: number): Promise<void> {
  const target = await openBenchProject(size);
  const { bench, project, app, token, generatedIn } = target;
  try {
    console.log(`\n## ${size.toLocaleString('en-US')} posts on ${bench.label}`);
    console.log(`generated in ${generatedIn.toFixed(1)} s (with ANALYZE)`);
    console.log(
      `\n| call | answer | API median | API p95 | bare SQL median | bare SQL p95 |\n|---|---:|---:|---:|---:|---:|`,
    );
    const context = { project, post: await postDaysAgo(bench.db, project, 100) };
    const measured: Measured[] = [];
    for (const scenario of SCENARIOS) {
      const r = await latency(app, bench, context, token, scenario);
      measured.push({ name: scenario.name, apiMedian: r.api.median, bareMedian: r.bare.median });
      const kb = `${(r.bytes / 1024).toFixed(0)} KB`;
      console.log(
        `| ${scenario.name} | ${kb} | ${ms(r.api.median)} | ${ms(r.api.p95)} | ${ms(r.bare.median)} | ${ms(r.bare.p95)} |`,
      );
    }
    printTargets(measured);
    if (args.only !== undefined && args.only !== 'export') return;
    await benchExport(app, bench, project, token);
  } finally {
    await target.close();
  }
}

if (suite === 'live') {
  await runLiveBenchmark({ streams: Number(args.streams), changes: Number(args.changes) });
} else if (suite === 'phases') {
  for (const size of sizes) await runPhasesBenchmark({ size, runs });
} else if (suite === 'media') {
  await runMediaBenchmark({ runs });
} else if (suite === 'filters') {
  const options = { sizes, runs, only: args.only };
  await (args.compare ? runFiltersComparison(options) : runFiltersBenchmark(options));
} else if (suite === 'alerts') {
  await runAlertsBenchmark({
    subscriptions: Number(args.subscriptions),
    perMinute: Number(args['per-minute']),
    minutes: Number(args.minutes),
  });
} else if (suite === 'intake') {
  await runIntakeBenchmark({ reporters: Number(args.reporters), posts: Number(args.posts) });
} else {
  for (const size of sizes) await benchSize(size);
  if (args.only === undefined || 'photo'.includes(args.only)) await runMediaBenchmark({ runs });
}
