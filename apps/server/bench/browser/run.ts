import { parseArgs } from 'node:util';
import { openBenchDatabase, removeNamedDatabase } from '../bench-database.ts';
import { launchMapBrowser, signIn } from './map-browser.ts';
import { mapProject } from './map-project.ts';
import { printTargets, RUNS_HEADER, runRow } from './map-report.ts';
import { measureMapRun, type MapRun } from './map-run.ts';
import { startMapServer, webBuild } from './map-server.ts';

/**
 * npm run bench:browser [-- --posts 1000000 --runs 3 --reuse --reference 1000]; --runs 0 --reuse
 * only generates.
 *
 * The map screen of a generated project in headless Chromium: the real server (its own process)
 * on the web build, the member signed in through the login page, then per run a fresh profile
 * opening the map on "Any time": time to the points drawn, bytes transferred, the longest
 * main-thread task while dragging and zooming, and a status filter's time to redrawn.
 * PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set, else PGlite. The project is kept in a
 * schema (or PGlite folder) named after its size with --reuse, and used again by the next run
 * with --reuse; without it the database is made afresh and removed afterwards. The same runs on a
 * small project (--reference posts, 1,000 by default; 0 for none) tell what the screen costs
 * whatever the number of posts from what the posts add.
 */
const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '3' },
    reuse: { type: 'boolean', default: false },
    reference: { type: 'string', default: '1000' },
  },
});
const posts = Number(args.posts);
const runs = Number(args.runs);
const referencePosts = Number(args.reference);
if (!Number.isInteger(posts) || posts < 1 || !Number.isInteger(runs) || runs < 0) {
  throw new Error('--posts takes a positive integer, --runs 0 (only generate) or more');
}
if (!Number.isInteger(referencePosts) || referencePosts < 0) {
  throw new Error('--reference takes a number of posts, or 0 for none');
}

const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
const webDist = webBuild();

/** Generates (or, with --reuse, finds) a project of `count` posts and measures its map. */
async function measureProject(count: number, label: string): Promise<MapRun[]> {
  const name = `browser_${count}`;
  if (!args.reuse) await removeNamedDatabase(databaseUrl, name);
  const bench = await openBenchDatabase(databaseUrl, name);
  let project;
  try {
    project = await mapProject(bench, count);
  } finally {
    await bench.close();
  }
  console.log(
    `\n## ${label}: ${project.posts.toLocaleString('en-US')} posts on ${bench.label}` +
      (project.generatedIn === null
        ? ' (reused)'
        : ` (generated in ${project.generatedIn.toFixed(0)} s)`),
  );
  if (runs === 0) return [];
  const server = await startMapServer(databaseUrl, bench.location, webDist);
  const browser = await launchMapBrowser();
  try {
    const state = await signIn(browser, server.baseUrl, project);
    const measured: MapRun[] = [];
    console.log(`\n${RUNS_HEADER}`);
    for (let run = 1; run <= runs; run++) {
      const figures = await measureMapRun(browser, server.baseUrl, state, project);
      measured.push(figures);
      console.log(runRow(figures, run - 1));
    }
    return measured;
  } finally {
    await browser.close();
    await server.stop();
    if (!args.reuse) await removeNamedDatabase(databaseUrl, name);
  }
}

const measured = await measureProject(posts, 'Map screen in Chromium');
const reference =
  referencePosts > 0 ? await measureProject(referencePosts, 'Reference, the same screen') : [];
if (runs > 0) printTargets(measured, reference);
