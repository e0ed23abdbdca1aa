import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { apiQueryToSearchParams } from '@highwater/core/filters/api-query';
import { loadConfig } from '@/config.ts';
import { registerWebClient } from '@/main-site/identity/oauth-clients.ts';
import { buildBenchApp } from './bench-app.ts';
import { openBenchDatabase } from './bench-database.ts';
import { issueTestToken } from '../test/helpers/auth.ts';
import { OFFLINE_MAPS } from '../test/helpers/offline-maps.ts';
import { generateProject } from './generate-posts.ts';
import { quantile } from './quantile.ts';
import { warmUp } from './warm-up.ts';

const DAY = 86_400_000;

/** When each event of a call happened, in order, and how many statements it has sent. */
const events: { name: string; at: number }[] = [];
let statementsSent = 0;
const record = (name: string) => events.push({ name, at: performance.now() });
const startCall = () => {
  events.length = 0;
  statementsSent = 0;
  record('the call');
};

let statementsTimed = false;

/** Every statement the pg client sends is timed from the call to its answer (once a process). */
function timeStatements(): void {
  if (statementsTimed) return;
  statementsTimed = true;
  const prototype = pg.Client.prototype as unknown as {
    query: (this: pg.Client, ...args: unknown[]) => unknown;
  };
  const query = prototype.query;
  const timed = function (this: pg.Client, ...args: unknown[]) {
    const sent = (statementsSent += 1);
    record(`statement ${sent} sent`);
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      return result.then((value: unknown) => (record(`statement ${sent} answered`), value));
    }
    return result;
  };
  prototype.query = timed;
}

const median = (values: number[]) => quantile(values, 0.5);
/** Two decimals: the phases are tenths of a millisecond. */
const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * npm run bench -- phases [--sizes 100000 --runs 400]: where the time of a small call goes.
 * Each phase of the posts page, points and timeline calls (last 7 days) through app.inject, as
 * `npm run bench` calls them: Fastify's hooks mark the request's steps and the pg client's
 * statements are timed one by one. Taking turns with the calls, the same statements replayed
 * bare, one after another. PostgreSQL only (BENCH_DATABASE_URL or DATABASE_URL): PGlite does not
 * go through pg.
 */
export async function runPhasesBenchmark(options: { size: number; runs: number }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('The phases benchmark needs BENCH_DATABASE_URL (PostgreSQL)');
  timeStatements();
  const bench = await openBenchDatabase(databaseUrl);
  try {
    await generateProject(bench.db, { count: Math.ceil(options.size / 10), slug: 'neighbour' });
    const project = await generateProject(bench.db, { count: options.size });
    const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...OFFLINE_MAPS });
    await registerWebClient(bench.db, config.publicOrigin);
    const token = await issueTestToken(bench.db, project.userId, DAY);
    const app = await buildBenchApp(bench, config);
    for (const hook of ['onRequest', 'preValidation', 'preHandler', 'onResponse'] as const) {
      app.addHook(hook, async () => record(hook));
    }
    for (const hook of ['preSerialization', 'onSend'] as const) {
      app.addHook(hook, async (_request, _reply, payload: unknown) => (record(hook), payload));
    }
    await app.ready();

    const week = { from_date: new Date(project.end.getTime() - 7 * DAY).toISOString() };
    const base = `/api/v3/cx/local-projects/${project.projectId}`;
    const query = apiQueryToSearchParams(week).toString();
    console.log(
      `\n## Phases of a call: ${options.size.toLocaleString('en-US')} posts on ${bench.label}, ` +
        `medians of ${options.runs} calls`,
    );
    for (const [name, path] of [
      ['posts page, last 7 days', 'posts'],
      ['points, last 7 days', 'posts/points'],
      ['histogram, last 7 days', 'posts/histogram'],
    ] as const) {
      const call = async () => {
        const res = await app.inject({
          method: 'GET',
          url: `${base}/${path}?${query}`,
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      };
      const statements = await bench.capture(call);
      const bare: number[] = [];
      const bareEach = statements.map((): number[] => []);
      const replay = async () => {
        const start = performance.now();
        for (const [at, statement] of statements.entries()) {
          const sent = performance.now();
          await bench.db.executeQuery(statement);
          bareEach[at]!.push(performance.now() - sent);
        }
        bare.push(performance.now() - start);
      };
      await warmUp(call, replay);
      bare.length = 0;
      for (const each of bareEach) each.length = 0;
      const phases = new Map<string, number[]>();
      const whole: number[] = [];
      // The call and its replay take turns, as in `npm run bench`.
      for (let i = 0; i < options.runs; i++) {
        startCall();
        await call();
        record('answered');
        whole.push(events.at(-1)!.at - events[0]!.at);
        events.forEach((event, at) => {
          const before = events[at - 1];
          if (!before) return;
          const phase = `${before.name} → ${event.name}`;
          phases.set(phase, [...(phases.get(phase) ?? []), event.at - before.at]);
        });
        await replay();
      }
      console.log(`\n| ${name}: phase | API median |\n|---|---:|`);
      for (const [phase, values] of phases) {
        // Statements sent side by side answer in either order: each order is a phase of its own.
        const share = values.length < options.runs ? ` (${values.length} of the calls)` : '';
        console.log(`| ${phase}${share} | ${ms(median(values))} |`);
      }
      console.log(`| **whole call** | ${ms(median(whole))} |`);
      const each = bareEach.map((values) => ms(median(values))).join(', ');
      console.log(
        `\nBare, one after another: ${ms(median(bare))} (${each}); ` +
          `API against bare: ${(median(whole) / median(bare)).toFixed(2)}×`,
      );
    }
    await app.close();
  } finally {
    await bench.close();
  }
}
