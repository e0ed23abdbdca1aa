import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { loadConfig } from '@/config.ts';
import { dropSchema } from '@/db/database.ts';
import { registerWebClient } from '@/main-site/identity/oauth-clients.ts';
import { matchPostChange } from '@/services/alert-matching.ts';
import { newUnsubscribeSecret } from '@/services/alert-links.ts';
import { buildBenchApp } from './bench-app.ts';
import { openBenchDatabase } from './bench-database.ts';
import { generateProject } from './generate-posts.ts';
import { quantile } from './quantile.ts';
import { OFFLINE_MAPS } from '../test/helpers/offline-maps.ts';
import { startSmtpServer } from '../test/helpers/smtp-server.ts';

/** The generated project's area (generate-posts.ts). */
const AREA = { minLat: 29.6, maxLat: 30.1, minLng: -95.6, maxLng: -95.0 };
/** Each subscription watches a circle this wide: a sighting matches about ten of 1,000. */
const RADIUS_M = 3000;
/** How long the last mails may take before the run counts them as lost. */
const MAIL_WAIT_MS = 120_000;
/** Sightings matched again afterwards, alone, to read the matching's own cost. */
const MATCH_SAMPLES = 50;

/** A repeatable spread of points over the area. */
const spread = (n: number, salt: number) => ({
  lat:
    AREA.minLat + (((n * 7919 + salt * 104_729) % 10_000) / 10_000) * (AREA.maxLat - AREA.minLat),
  lng:
    AREA.minLng +
    (((n * 6151 + salt * 15_485_863) % 10_000) / 10_000) * (AREA.maxLng - AREA.minLng),
});

/**
 * npm run bench -- alerts [--subscriptions 1000 --per-minute 100 --minutes 2]: `subscriptions`
 * staff members each with an instant alert on a saved search "within 3 km of a point" (points
 * spread over the project), and `per-minute` new sightings a minute written to the posts table
 * for `minutes`, each at its own place. Measures the time from a sighting's commit to each of its
 * alert mails being accepted by an SMTP server on 127.0.0.1 (p50, p99), and the CPU this process
 * spent (relay, matching, mail composition, SMTP both ends), then the matching alone for a sample
 * of sightings. PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set, else PGlite.
 */
export async function runAlertsBenchmark(options: {
  subscriptions: number;
  perMinute: number;
  minutes: number;
}) {
  const { subscriptions, perMinute, minutes } = options;
  const folder = await mkdtemp(path.join(tmpdir(), 'highwater-bench-alerts-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const bench = await openBenchDatabase(databaseUrl);
  const smtp = await startSmtpServer();
  try {
    const project = await generateProject(bench.db, { count: 10_000, slug: 'alerts' });
    const { client_group_id: groupId } = await bench.db
      .selectFrom('projects')
      .select('client_group_id')
      .where('id', '=', project.projectId)
      .executeTakeFirstOrThrow();
    await subscribe(bench.db, project.projectId, groupId, subscriptions);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      ...OFFLINE_MAPS,
      MEDIA_DIR: folder,
      SMTP_URL: smtp.url,
      // The job queue's tables beside the run's own schema, dropped with it.
      ...(bench.location.schema ? { DATABASE_SCHEMA: bench.location.schema } : {}),
    });
    const jobsTable = `${config.databaseSchema ?? 'highwater'}_jobs.job`;
    await registerWebClient(bench.db, config.publicOrigin);
    const app = await buildBenchApp(bench, config);
    await app.ready();

    console.log(
      `\n## Alerts on ${bench.label}: ${subscriptions} subscriptions, ${perMinute} sightings a minute for ${minutes} min`,
    );
    const committed = new Map<number, number>();
    const count = perMinute * minutes;
    const everyMs = 60_000 / perMinute;
    const cpuBefore = process.cpuUsage();
    const started = Date.now();
    for (let n = 0; n < count; n++) {
      await sleep(Math.max(0, started + n * everyMs - Date.now()));
      const place = spread(n, 2);
      const post = await bench.db
        .insertInto('posts')
        .values({
          project_id: project.projectId,
          ...place,
          content: `Water over the curb, sighting ${n}`,
          location: `${n} Bench Street`,
          observed_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      committed.set(post.id, Date.now());
    }
    const expected = await expectedMails(bench.db, jobsTable, [...committed.keys()]);
    const deadline = Date.now() + MAIL_WAIT_MS;
    while (smtp.messages.length < expected && Date.now() < deadline) await sleep(50);
    const cpu = process.cpuUsage(cpuBefore);
    const latencies = smtp.messages.flatMap((mail, i) => {
      const postId = Number(/\/map\/(\d+)/.exec(mail.text ?? '')?.[1]);
      const at = committed.get(postId);
      return at === undefined ? [] : [(smtp.acceptedAt[i] ?? at) - at];
    });
    latencies.sort((a, b) => a - b);

    // The matching alone: the same sightings checked again (each alert exists, so none is added).
    const sample = [...committed.keys()].slice(0, MATCH_SAMPLES);
    const matchCpu = process.cpuUsage();
    const matchStart = performance.now();
    for (const postId of sample) {
      await matchPostChange(
        { db: bench.db, jobs: app.jobs },
        {
          postId,
          projectId: project.projectId,
          changedAt: new Date().toISOString(),
          created: true,
          fromStatusId: null,
          fromSeverityLevel: null,
        },
      );
    }
    const matchWall = (performance.now() - matchStart) / sample.length;
    const matchUsage = process.cpuUsage(matchCpu);
    await app.close();

    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
    console.log(
      '\n| sightings | mails expected | mails accepted | sighting → mail p50 | p99 | process CPU per sighting | matching per sighting (wall) | matching CPU per sighting |\n|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    console.log(
      `| ${count} | ${expected} | ${latencies.length} | ${s(quantile(latencies, 0.5))} | ${s(quantile(latencies, 0.99))} | ${(cpuMs(cpu) / count).toFixed(1)} ms | ${matchWall.toFixed(1)} ms | ${(cpuMs(matchUsage) / sample.length).toFixed(1)} ms |`,
    );
    console.log(`\nTarget: p99 ≤ 30 s: ${quantile(latencies, 0.99) <= 30_000 ? 'met' : 'not met'}`);
  } finally {
    await smtp.close();
    await bench.close();
    // The job queue's schema beside the run's, which bench.close drops.
    const schema = bench.location.schema;
    if (databaseUrl && schema) await dropSchema(databaseUrl, `${schema}_jobs`);
    await rm(folder, { recursive: true, force: true });
  }
}

/** `count` members of the group, each with an instant alert on a circle of their own. */
async function subscribe(
  db: Parameters<typeof generateProject>[0],
  projectId: number,
  groupId: number,
  count: number,
) {
  for (let n = 0; n < count; n++) {
    const user = await db
      .insertInto('users')
      .values({ email: `watcher-${n}@bench.test`, first_name: `Watcher ${n}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('client_group_members')
      .values({ client_group_id: groupId, user_id: user.id })
      .execute();
    const { lat, lng } = spread(n, 1);
    const search = await db
      .insertInto('saved_searches')
      .values({
        user_id: user.id,
        project_id: projectId,
        title: `Near watch ${n}`,
        query: JSON.stringify([['near', `${lng.toFixed(5)}x${lat.toFixed(5)}x${RADIUS_M}`]]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('alert_subscriptions')
      .values({
        saved_search_id: search.id,
        user_id: user.id,
        project_id: projectId,
        mode: 'instant',
        unsubscribe_secret: newUnsubscribeSecret(),
      })
      .execute();
  }
}

/** How many alerts the sightings made: each is one mail. */
async function expectedMails(
  db: Parameters<typeof generateProject>[0],
  jobsTable: string,
  postIds: number[],
) {
  // Wait until every change has been matched: no check or match job left.
  for (;;) {
    const { rows } = await sql<{ n: number }>`SELECT (SELECT count(*)::int FROM alert_checks)
      + (SELECT count(*)::int FROM ${sql.table(jobsTable)} WHERE name = 'alert-match'
          AND state IN ('created', 'retry', 'active')) AS n`.execute(db);
    if ((rows[0]?.n ?? 0) === 0) break;
    await sleep(100);
  }
  const row = await db
    .selectFrom('alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('post_id', 'in', postIds)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
