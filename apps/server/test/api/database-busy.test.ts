import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@highwater/core/api/common';
import {
  asOneRequest,
  BUSY_RETRY_AFTER_SECONDS,
  DatabaseBusyError,
  SessionQueue,
} from '@/db/session-queue.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, issueTestToken } from '../helpers/auth.ts';
import { createUser } from '../helpers/fixtures.ts';

/** Calls `query` as a query of a request of its own. */
const inRequest = (query: () => Promise<void>) =>
  new Promise<void>((resolve, reject) => asOneRequest(() => void query().then(resolve, reject)));

describe('the queue for PGlite’s one session', () => {
  it('hands the session on in arrival order', async () => {
    const queue = new SessionQueue({ maxWaiting: 10, maxWaitMs: 60_000 });
    const order: number[] = [];
    await queue.acquire();
    const waiting = [1, 2, 3].map((n) =>
      inRequest(() => queue.acquire()).then(() => order.push(n)),
    );
    for (let i = 0; i < 3; i++) {
      queue.release();
      await waiting[i];
    }
    expect(order).toEqual([1, 2, 3]);
  });

  it('refuses a request beyond the waiting limit, and one that waited too long', async () => {
    const queue = new SessionQueue({ maxWaiting: 1, maxWaitMs: 1 });
    await queue.acquire();
    const waited = inRequest(() => queue.acquire());
    await expect(inRequest(() => queue.acquire())).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(waited).rejects.toBeInstanceOf(DatabaseBusyError);
    // Work outside requests (live updates, clean-ups) waits its turn instead.
    const background = queue.acquire();
    queue.release();
    await expect(background).resolves.toBeUndefined();
  });

  it('lets a request under way finish: its later queries wait, ahead of newcomers', async () => {
    const queue = new SessionQueue({ maxWaiting: 1, maxWaitMs: 60_000 });
    const order: string[] = [];
    let secondQuery: Promise<void> | undefined;
    await inRequest(async () => {
      await queue.acquire();
      const newcomer = inRequest(() => queue.acquire()).then(() => order.push('newcomer'));
      await expect(inRequest(() => queue.acquire())).rejects.toBeInstanceOf(DatabaseBusyError);
      // The same request's next query: the queue is full of newcomers, yet it is taken.
      secondQuery = queue.acquire().then(() => void order.push('under way'));
      queue.release();
      await secondQuery;
      queue.release();
      await newcomer;
    });
    expect(order).toEqual(['under way', 'newcomer']);
  });
});

// PGlite only: PostgreSQL has a pool of its own in front of many sessions.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a flood of requests on PGlite', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ PGLITE_QUEUE_MAX_WAITING: '5' });
    token = await issueTestToken(t.db, await createUser(t.db, { email: 'many@city.test' }));
  });
  afterAll(async () => t?.close());

  it('answers every request: at once, or 503 with Retry-After; none is left waiting', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({ method: 'GET', url: '/api/v2/me', headers: bearer(token) }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const answer of answers.filter((a) => a.statusCode === 503)) {
      expect(answer.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(answer.json<ErrorBody>()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The server is busy; try again in a moment',
      });
    }
    // Once the flood has passed, the server answers as usual.
    const after = await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: bearer(token) });
    expect(after.statusCode).toBe(200);
  });
});
