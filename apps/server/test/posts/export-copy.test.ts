import { request, type ClientRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import type { Db } from '@/db/database.ts';
import { csvCell, csvRow, neutralised, UTF8_BOM } from '@/domain/csv.ts';
import { displayLocation } from '@/domain/post-format.ts';
import { EXPORT_COLUMNS, exportPosts } from '@/services/export-service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

const siteUrl = 'https://site.test';
/** The connections of this file's server name themselves, to be found among the backends. */
const applicationName = `export-copy-${randomBytes(4).toString('hex')}`;

let t: TestApp;
let w: PostWorld;

async function fileText(db: Db, query: PostsFilterQuery, batchSize?: number): Promise<string> {
  const file = await exportPosts(db, w.aliceId, w.project.id, query, siteUrl, batchSize);
  const parts: Buffer[] = [];
  for await (const chunk of file.chunks as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

interface PlainRow {
  id: number;
  observed: string;
  created: string;
  location: string | null;
  lat: number;
  lng: number;
  status: string | null;
  severity_level: number | null;
  content: string;
  topics: string | null;
}

/** A text cell as the export writes it: neutralised and always quoted. */
const quoted = (text: string | null) => `"${neutralised(text ?? '').replace(/"/g, '""')}"`;

/** Microseconds text cut to Date.prototype.toISOString's milliseconds. */
const toMilliseconds = (microseconds: string) => `${microseconds.slice(0, -4)}Z`;

/**
 * The file the TypeScript writer makes of the same posts, listed as the list's pages list them:
 * times cut to milliseconds, the location as the list displays it, coordinates as String writes
 * them, text cells neutralised and quoted.
 */
async function writtenInTypeScript(order: 'observed_at' | 'created_at' | 'commented_at') {
  const column = sql.ref(order === 'commented_at' ? 'p.last_comment_at' : `p.${order}`);
  const micro = (at: string) =>
    sql<string>`to_char(${sql.ref(at)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const { rows } = await sql<PlainRow>`
    SELECT p.id, ${micro('p.observed_at')} AS observed, ${micro('p.created_at')} AS created,
      p.location, p.lat, p.lng, s.label AS status, p.severity_level, p.content,
      (SELECT string_agg(i.name, '; ' ORDER BY i.name) FROM post_investigations pi
        JOIN investigations i ON i.id = pi.investigation_id WHERE pi.post_id = p.id) AS topics
    FROM posts p
    LEFT JOIN statuses s ON s.id = coalesce(p.status_id, ${w.statuses.fresh}::int)
    WHERE p.project_id = ${w.project.id}
    ORDER BY ${column} DESC NULLS LAST, p.id DESC`.execute(t.db);
  const lines = rows.map(
    (r) =>
      [
        r.id,
        toMilliseconds(r.observed),
        toMilliseconds(r.created),
        quoted(displayLocation(r.location)),
        String(r.lat),
        String(r.lng),
        quoted(r.status),
        r.severity_level ?? '',
        quoted(r.content),
        quoted(r.topics),
        csvCell(`${siteUrl}/p/${r.id}`),
      ].join(',') + '\r\n',
  );
  return UTF8_BOM + csvRow(EXPORT_COLUMNS) + lines.join('');
}

/** The backends running this file's COPY, with what they wait on. */
async function copyBackends(): Promise<{ state: string; wait_event: string | null }[]> {
  const { rows } = await sql<{ state: string; wait_event: string | null }>`
    SELECT state, wait_event FROM pg_stat_activity
    WHERE application_name = ${applicationName} AND query LIKE 'COPY (%'
      AND state = 'active'`.execute(t.db);
  return rows;
}

/** Values the database and JavaScript write differently, or that must not be taken apart. */
const TRICKY_TEXT = [
  '=1+2',
  'a "quoted", b\nc\r\nd\re',
  '\u00a0-x',
  'ünïcödé 🌊 ＝SUM(A1)',
  '',
  '"',
  'line end\n',
  '\t@tab',
];
const TRICKY_LOCATIONS = [
  'Main St, Houston, TX, United States',
  'Main St,\u00a0\u2003United States',
  'Main St ,\nUnited States',
  'United States',
  ', United States',
  'Somewhere, United States of America',
  'Main St,United States',
  '"Quoted", United States',
  '-Lower, United States',
  'Rue, France',
  null,
];
const TRICKY_COORDINATES: [number, number][] = [
  [1e-7, -0],
  [-0, 180],
  [90, -180],
  [-90, 1e-5],
  [-5e-7, 1.2345e-5],
  [0.0001, -0.0001],
  [9.99e-7, 123.456],
  [45.123456789012344, -73.98765432109877],
];
const TRICKY_TIMES = [
  '2024-05-01 12:30:05+00',
  '2024-05-01 12:30:05.5+00',
  '2024-05-01 12:30:05.123456+00',
  '2024-05-01 12:30:05.999999+00',
  '1969-12-31 23:59:59.9995+00',
  '1999-12-31 23:59:59.57+00',
  '2000-01-01 00:00:00.001+00',
];

/** A test app whose PostgreSQL connections carry applicationName, for pg_stat_activity. */
async function namedTestApp(): Promise<TestApp> {
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', applicationName);
    process.env.TEST_DATABASE_URL = url.href;
  }
  try {
    return await createTestApp();
  } finally {
    process.env.TEST_DATABASE_URL = databaseUrl;
  }
}

describe('the export written by COPY', () => {
  beforeAll(async () => {
    t = await namedTestApp();
    w = await createPostWorld(t.db);
    for (const [i, post] of w.posts.entries()) {
      const [lat, lng] = TRICKY_COORDINATES[i % TRICKY_COORDINATES.length]!;
      const at = TRICKY_TIMES[i % TRICKY_TIMES.length]!;
      await sql`
        UPDATE posts SET content = ${TRICKY_TEXT[i % TRICKY_TEXT.length]!},
          location = ${TRICKY_LOCATIONS[i % TRICKY_LOCATIONS.length] ?? null},
          lat = ${lat}::float8, lng = ${lng}::float8,
          created_at = ${at}::timestamptz + ${i} * interval '1 day'
        WHERE id = ${post.id}`.execute(t.db);
    }
  });
  afterAll(async () => t?.close());

  it('writes the bytes the TypeScript writer writes, in every order', async () => {
    for (const order of ['observed_at', 'created_at', 'commented_at'] as const) {
      const expected = await writtenInTypeScript(order);
      expect(await fileText(t.db, { order_cri: order })).toBe(expected);
      // On PGlite, where COPY writes a batch at a time, batches of any size give the same bytes.
      expect(await fileText(t.db, { order_cri: order }, 3)).toBe(expected);
    }
  });

  it('keeps the edge values as JavaScript writes them', async () => {
    const text = await fileText(t.db, { order_cri: 'created_at' });
    for (const value of ['1e-7', '0.00001', '0.000012345', '-5e-7', '9.99e-7', '180,', '-180,']) {
      expect(text).toContain(value);
    }
    expect(text).not.toMatch(/,-0,|e-0\d/);
    for (const at of [
      '2024-05-01T12:30:05.000Z',
      '2024-05-02T12:30:05.500Z',
      '2024-05-03T12:30:05.123Z',
      '2024-05-04T12:30:05.999Z',
      '1970-01-04T23:59:59.999Z',
      '2000-01-05T23:59:59.570Z',
      '2000-01-07T00:00:00.001Z',
    ]) {
      expect(text).toContain(`,${at},`);
    }
    expect(text).toContain('"Main St"');
    expect(text).toContain('"\'-Lower"');
    expect(text).toContain('"Somewhere, United States of America"');
  });
});

describe.skipIf(!databaseUrl)('the export through COPY TO STDOUT (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    t = await namedTestApp();
    w = await createPostWorld(t.db);
  });
  afterAll(async () => t?.close());

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
