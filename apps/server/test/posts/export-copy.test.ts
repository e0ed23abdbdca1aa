import { request, type ClientRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import type { Db } from '@/db/database.ts';
import { exportPosts } from '@/services/export-service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

const siteUrl = 'https://site.test';
/** The connections of this file's server name themselves, to be found among the backends. */
const applicationName = `export-copy-${randomBytes(4).toString('hex')}`;

let t: TestApp;
let w: PostWorld;

async function fileBytes(db: Db, query: PostsFilterQuery): Promise<Buffer> {
  const file = await exportPosts(db, w.aliceId, w.project.id, query, siteUrl);
  const parts: Buffer[] = [];
  for await (const chunk of file.chunks as AsyncIterable<Buffer | string>) {
    parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(parts);
}

/** The backends running this file's COPY, with what they wait on. */
async function copyBackends(): Promise<{ state: string; wait_event: string | null }[]> {
  const { rows } = await sql<{ state: string; wait_event: string | null }>`
    SELECT state, wait_event FROM pg_stat_activity
    WHERE application_name = ${applicationName} AND query LIKE 'COPY (%'
      AND state = 'active'`.execute(t.db);
  return rows;
}

describe.skipIf(!databaseUrl)('the export through COPY (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    const url = new URL(databaseUrl!);
    url.searchParams.set('application_name', applicationName);
    process.env.TEST_DATABASE_URL = url.href;
    try {
      t = await createTestApp();
    } finally {
      process.env.TEST_DATABASE_URL = databaseUrl;
    }
    w = await createPostWorld(t.db);
    const tricky = [
      '=1+2',
      'a "quoted", b\nc\r\nd\re',
      '\u00a0-x',
      'ünïcödé 🌊 ＝SUM(A1)',
      '',
      '"',
      'line end\n',
    ];
    for (const [i, content] of tricky.entries()) {
      await t.db
        .updateTable('posts')
        .set({ content, location: i % 2 ? null : `"${content}", United States` })
        .where('id', '=', w.posts[i]!.id)
        .execute();
    }
  });
  afterAll(async () => t?.close());

  it('writes the same bytes as the lines written in batches, in every order', async () => {
    const queries: PostsFilterQuery[] = [
      {},
      { order_cri: 'created_at' },
      { order_cri: 'commented_at' },
      { text: 'quoted' },
    ];
    for (const query of queries) {
      const copied = await fileBytes(t.db, query);
      // A transaction has no COPY of its own: the export writes its lines in batches there.
      const batched = await t.db.transaction().execute((trx) => fileBytes(trx, query));
      expect(copied.toString('utf8')).toBe(batched.toString('utf8'));
    }
  });

  it('ends the COPY and frees its connection when the client goes away', async () => {
    // About 40 MB of CSV: more than the sockets between the database and the client hold.
    await sql`
      INSERT INTO posts (project_id, lat, lng, content, observed_at)
      SELECT ${w.project.id}, 40.7, -74, repeat('Water over the curb. ', 500),
        timestamptz '2024-01-01' - n * interval '1 minute'
      FROM generate_series(1, 4000) AS n`.execute(t.db);
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const path = `/api/v3/cx/local-projects/${w.project.id}/export-posts`;
    let req: ClientRequest | undefined;
    const firstBytes = await new Promise<number>((resolve, reject) => {
      req = request(`${origin}${path}`, { headers: bearer(w.aliceToken) }, (res) => {
        res.once('data', (chunk: Buffer) => {
          res.pause();
          resolve(chunk.length);
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(firstBytes).toBeGreaterThan(0);
    // The client reads no further, so the database waits to write the rest.
    await vi.waitFor(
      async () =>
        expect(await copyBackends()).toEqual([{ state: 'active', wait_event: 'ClientWrite' }]),
      { timeout: 20_000, interval: 100 },
    );
    req!.destroy();
    await vi.waitFor(async () => expect(await copyBackends()).toEqual([]), {
      timeout: 20_000,
      interval: 100,
    });
    // The pool still answers: a whole export after the broken one.
    const whole = await fetch(`${origin}${path}?text=flooded`, { headers: bearer(w.aliceToken) });
    expect(whole.status).toBe(200);
    expect((await whole.text()).trimEnd().split('\r\n').length).toBeGreaterThan(1);
  }, 120_000);
});
