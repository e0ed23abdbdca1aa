import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { registerWebClient } from '@/main-site/identity/oauth-clients.ts';
import { setAlertMode } from '@/services/alert-subscription-service.ts';
import { createSavedSearch } from '@/services/saved-search-service.ts';
import { buildServer } from '../../scripts/build-server.ts';
import { createUser } from '../helpers/fixtures.ts';
import { createDatabaseFrom, dropDatabase } from '../helpers/postgres-databases.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.ts';
import { createIntakeWorld, submissionKey, type IntakeWorld } from '../intake/intake-fixtures.ts';
import { png } from '../uploads/upload-helpers.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

const ARRIVALS = 500;
/** The server is killed once this many arrivals have been answered. */
const KILL_AFTER = 200;
const AT_ONCE = 8;
const INSIDE = { lat: 40.74, lng: -74.01 };

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

/** `node dist/main.js` on the test's database, answering once it says it runs. */
async function startBuilt(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!output.includes('Highwater is running at')) {
    if (child.exitCode !== null) throw new Error(`The server stopped: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

// A crash between two processes needs a database both reach: PostgreSQL.
describe.skipIf(!serverUrl)('alerts across a crash (needs TEST_DATABASE_URL)', () => {
  const name = `highwater_test_${randomBytes(6).toString('hex')}`;
  const subscribers = ['alice@city.test', 'carol@city.test'];
  let database: OpenDatabase;
  let databaseUrl: string;
  let smtp: TestSmtpServer;
  let w: IntakeWorld;
  let mediaDir: string;

  beforeAll(async () => {
    const template = inject('postgresTemplate');
    if (!serverUrl || !template)
      throw new Error('TEST_DATABASE_URL is set, but no template was made');
    databaseUrl = await createDatabaseFrom(serverUrl, name, template);
    database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    await migrateToLatest(database.db);
    await registerWebClient(database.db, 'http://127.0.0.1');
    w = await createIntakeWorld(database.db);
    const carolId = await createUser(database.db, { email: 'carol@city.test', firstName: 'Carol' });
    const project = await database.db
      .selectFrom('projects')
      .select('client_group_id')
      .where('id', '=', w.project.id)
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('client_group_members')
      .values({ client_group_id: project.client_group_id, user_id: carolId })
      .execute();
    for (const userId of [w.aliceId, carolId]) {
      const search = await createSavedSearch(database.db, userId, {
        project_id: w.project.id,
        title: 'Harbour',
        query: [['region', String(w.harbourRegionId)]],
      });
      await setAlertMode(database.db, userId, search.id, 'instant');
    }
    [smtp, mediaDir] = await Promise.all([
      startSmtpServer(),
      mkdtemp(path.join(tmpdir(), 'highwater-crash-media-')),
      buildServer(),
    ]);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await smtp?.close();
    if (serverUrl) await dropDatabase(serverUrl, name);
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('mails every subscriber each alert exactly once after a SIGKILL while sightings arrive', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      PUBLIC_ORIGIN: base,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      MEDIA_DIR: mediaDir,
      JOB_RETRY_DELAY_SECONDS: '1',
      // The killed instance's jobs under way are taken up again after this (longer than a batch
      // takes on a busy machine, or a batch still running would be taken twice).
      JOB_EXPIRE_SECONDS: '30',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
      INTAKE_RATE_LIMIT_PER_MINUTE: '100000',
    };
    let server = await startBuilt(env);
    const headers = { authorization: `Bearer ${w.key}` };

    // Each arrival's photo is uploaded first; the arrivals themselves are the sightings.
    const photo = await png(32, 24);
    const uploads: number[] = [];
    for (let i = 0; i < ARRIVALS; i++) {
      const form = new FormData();
      form.append('file', new Blob([photo], { type: 'image/png' }), 'flood.png');
      const response = await fetch(`${base}/api/v2/uploads/photo`, {
        method: 'POST',
        headers,
        body: form,
      });
      if (response.status !== 200) throw new Error(`upload: ${response.status}`);
      uploads.push(((await response.json()) as { id: number }).id);
    }
    const arrivals = uploads.map((mediaId) => ({
      observed_at: new Date(Date.now() - 60_000).toISOString(),
      ...INSIDE,
      media_ids: [mediaId],
      answers: [{ question_id: w.questions.depth, value: 10 }],
      idempotency_key: submissionKey(),
    }));
    const send = async (body: (typeof arrivals)[number]) => {
      const response = await fetch(`${base}/api/v3/cx/local-projects/${w.project.id}/posts`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status !== 201 && response.status !== 200) {
        throw new Error(`${response.status} ${await response.text()}`);
      }
      return ((await response.json()) as { id: number }).id;
    };

    // Eight at a time; once 200 are answered the server is killed, and the calls under way fail.
    const postIds = new Map<string, number>();
    const killed = once(server, 'exit');
    let next = 0;
    let answered = 0;
    const worker = async () => {
      while (next < arrivals.length) {
        const body = arrivals[next++]!;
        try {
          postIds.set(body.idempotency_key, await send(body));
          if (++answered === KILL_AFTER) server.kill('SIGKILL');
        } catch (error) {
          if (answered < KILL_AFTER) throw error;
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    await killed;
    expect(server.signalCode).toBe('SIGKILL');

    // After the restart, every arrival not answered is sent again with its key: a sighting stored
    // before the crash answers as it was stored.
    server = await startBuilt(env);
    try {
      for (const body of arrivals) {
        if (!postIds.has(body.idempotency_key)) postIds.set(body.idempotency_key, await send(body));
      }
      const posts = new Set(postIds.values());
      expect(posts.size).toBe(ARRIVALS);
      const expected = ARRIVALS * subscribers.length;
      while (smtp.messages.length < expected) await new Promise((r) => setTimeout(r, 200));
      // Every match and mail job is done, so nothing more is on its way.
      while ((await pendingAlertJobs()) > 0) await new Promise((r) => setTimeout(r, 200));
      for (const to of subscribers) {
        const mails = smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(to));
        const mailed = mails.map((mail) => /\/map\/(\d+)/.exec(mail.text ?? '')?.[1]);
        expect(mails).toHaveLength(ARRIVALS);
        expect(new Set(mailed).size).toBe(ARRIVALS);
        expect([...posts].every((id) => mailed.includes(String(id)))).toBe(true);
      }
    } finally {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
  }, 600_000);

  async function pendingAlertJobs(): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT (SELECT count(*)::int FROM alert_checks)
      + (SELECT count(*)::int FROM highwater_jobs.job WHERE name IN ('alert-match', 'alert-mail')
          AND state IN ('created', 'retry', 'active')) AS n`.execute(database.db);
    return rows[0]?.n ?? 0;
  }
});
