import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateLimitStore } from '@/plugins/database-rate-limit-store.ts';
import { countHit, purgeEndedRateLimitWindows } from '@/repositories/rate-limit-repository.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const MINUTE_MS = 60_000;

let t: TestApp;
let limited: FastifyInstance;
let now = new Date('2026-05-01T12:00:00Z');

const later = (ms: number) => new Date(now.getTime() + ms);

beforeAll(async () => {
  t = await createTestApp();
  // Two limited routes over the store, with a clock the test moves instead of waiting.
  limited = Fastify();
  await limited.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(t.db, () => now),
  });
  const config = { rateLimit: { max: 2, timeWindow: MINUTE_MS } };
  limited.get('/reports', { config }, async () => 'ok');
  limited.get('/exports', { config }, async () => 'ok');
  await limited.ready();
});
afterAll(async () => {
  await limited?.close();
  await t?.close();
});

const hit = async (url: string, address = '192.0.2.1') => {
  const res = await limited.inject({ method: 'GET', url, remoteAddress: address });
  return {
    status: res.statusCode,
    remaining: res.headers['x-ratelimit-remaining'],
    reset: res.headers['x-ratelimit-reset'],
  };
};

describe('rate limits counted in the database', () => {
  it('counts a client’s requests to a route and refuses the one over the limit', async () => {
    expect(await hit('/reports')).toEqual({ status: 200, remaining: '1', reset: '60' });
    now = later(15_000);
    expect(await hit('/reports')).toEqual({ status: 200, remaining: '0', reset: '45' });
    const refused = await limited.inject({
      method: 'GET',
      url: '/reports',
      remoteAddress: '192.0.2.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
  });

  it('keeps separate counts for each route and each client', async () => {
    expect((await hit('/exports')).status).toBe(200);
    expect((await hit('/reports', '192.0.2.2')).status).toBe(200);
    expect((await hit('/reports')).status).toBe(429);
  });

  it('starts a new window once the current one has ended', async () => {
    now = later(45_000);
    expect(await hit('/reports')).toEqual({ status: 200, remaining: '1', reset: '60' });
  });

  it('keeps only hashes of the clients’ keys', async () => {
    const rows = await t.db
      .selectFrom('rate_limit_counters')
      .select(['route', 'client_key'])
      .orderBy('route')
      .orderBy('client_key')
      .execute();
    expect(new Set(rows.map((row) => row.route))).toEqual(
      new Set(['GET /exports', 'GET /reports']),
    );
    for (const row of rows) expect(row.client_key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts hits that arrive at the same time one by one', async () => {
    const hits = await Promise.all(
      Array.from({ length: 20 }, () =>
        countHit(t.db, { route: 'GET /same-time', clientKey: 'k', windowMs: MINUTE_MS, now }),
      ),
    );
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('purges the windows that have ended and keeps the current ones', async () => {
    await countHit(t.db, { route: 'GET /later', clientKey: 'k', windowMs: 10 * MINUTE_MS, now });
    expect(await purgeEndedRateLimitWindows(t.db, later(MINUTE_MS))).toBeGreaterThan(0);
    const left = await t.db.selectFrom('rate_limit_counters').select('route').execute();
    expect(left).toEqual([{ route: 'GET /later' }]);
  });
});
