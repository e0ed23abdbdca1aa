import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type * as CopyOutModule from '@/db/copy-out.ts';
import type * as ExportRepository from '@/repositories/export-repository.ts';
import { EXPORT_BATCH_SIZE } from '@/services/export-service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';

/**
 * Which part of the file (1 = the first) fails to come, as with a lost database connection: a
 * batch of exportBatch on PGlite, a chunk of COPY's bytes on PostgreSQL.
 */
const failure = vi.hoisted(() => ({ atCall: 0, calls: 0 }));

vi.mock('@/repositories/export-repository.ts', async (importOriginal) => {
  const original = await importOriginal<typeof ExportRepository>();
  return {
    ...original,
    exportBatch: async (...args: Parameters<typeof original.exportBatch>) => {
      failure.calls += 1;
      if (failure.calls === failure.atCall) throw new Error('Connection terminated unexpectedly');
      return original.exportBatch(...args);
    },
  };
});

vi.mock('@/db/copy-out.ts', async (importOriginal) => {
  const original = await importOriginal<typeof CopyOutModule>();
  async function* failing(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      failure.calls += 1;
      if (failure.calls === failure.atCall) throw new Error('Connection terminated unexpectedly');
      yield chunk;
    }
  }
  return {
    ...original,
    copyWayOf: (...args: Parameters<typeof original.copyWayOf>) => {
      const way = original.copyWayOf(...args);
      if (!way || !('stream' in way)) return way;
      const copyOut = way.stream;
      return {
        stream: async (...copy: Parameters<typeof copyOut>) => failing(await copyOut(...copy)),
      };
    },
  };
});

interface LogLine {
  level: number;
  msg: string;
}

let t: TestApp;
let w: PostWorld;
let origin: string;
const logLines: LogLine[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logLines.push(JSON.parse(line) as LogLine) } },
  );
  w = await createPostWorld(t.db);
  // More posts than one batch, so the file is sent in several parts.
  await sql`
    INSERT INTO posts (project_id, lat, lng, content, observed_at)
    SELECT ${w.project.id}, 40.7, -74, 'Bulk sighting ' || (n - 1),
      timestamptz '2025-01-01T00:00:00Z' - (n - 1) * interval '1 minute'
    FROM generate_series(1, ${EXPORT_BATCH_SIZE + 10}) AS n`.execute(t.db);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Whether the body arrived whole by HTTP's own framing (the last chunk of a chunked body). */
  complete: boolean;
}

/** One GET over a real connection, reading whatever arrives until it ends or breaks. */
function getOverHttp(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          complete: res.complete,
        });
      res.on('end', done);
      res.on('error', done);
      res.on('aborted', done);
    });
    req.on('error', reject);
    req.end();
  });
}

const exportPath = () => `/api/v3/cx/local-projects/${w.project.id}/export-posts`;

describe('an export whose database fails', () => {
  it('answers a 500 with a JSON error, and no file, when the first batch fails', async () => {
    failure.calls = 0;
    failure.atCall = 1;
    const res = await getOverHttp(exportPath(), bearer(w.aliceToken));
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.complete).toBe(true);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 500 });
  });

  it('breaks the transfer off when a later batch fails, so the client never takes it for a whole file', async () => {
    failure.calls = 0;
    failure.atCall = 2;
    logLines.length = 0;
    const res = await getOverHttp(exportPath(), bearer(w.aliceToken));
    expect(res.status).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.complete).toBe(false);
    // The header and the first part's rows arrived.
    expect(res.body.split('\r\n').length).toBeGreaterThan(2);
    // fetch, as the web app uses, rejects the body of such an answer.
    failure.calls = 0;
    const answer = await fetch(`${origin}${exportPath()}`, { headers: bearer(w.aliceToken) });
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
    expect(logLines.some((line) => line.msg === 'response broken off after it started')).toBe(true);
  });

  it('sends the whole file, properly ended, when nothing fails', async () => {
    failure.calls = 0;
    failure.atCall = 0;
    const res = await getOverHttp(exportPath(), bearer(w.aliceToken));
    expect(res.status).toBe(200);
    expect(res.complete).toBe(true);
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(1 + 40 + EXPORT_BATCH_SIZE + 10);
  });
});
