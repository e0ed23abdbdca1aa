import Fastify from 'fastify';
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONNECT_AFTER_MS } from '@/live/event-stream.ts';
import { closeConnectionsWhenStopping } from '@/plugins/close-connections-when-stopping.ts';
import { shutDown } from '@/startup/graceful-shutdown.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createLiveWorld, listen, type LiveWorld } from '../live/live-fixtures.ts';

let t: TestApp;
let w: LiveWorld;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createLiveWorld(t.db);
  base = await listen(t);
});
afterAll(async () => t?.close());

/** Opens a project's event stream and reads it to its end as text. */
async function openStream(): Promise<{ text: Promise<string> }> {
  const response = await fetch(`${base}/api/v3/cx/local-projects/${w.stormId}/events`, {
    headers: { authorization: `Bearer ${w.ana.token}`, accept: 'text/event-stream' },
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = '';
  // Once the first comment line is in, the stream is registered with the server.
  while (!received.includes(': connected')) received += (await reader.read()).value ?? '';
  const rest = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return received;
      received += value;
    }
  })();
  return { text: rest };
}

describe('stopping the server', () => {
  it('tells open live streams to reconnect, ends them, then closes the database', async () => {
    const stream = await openStream();
    const order: string[] = [];
    const inTime = await shutDown({
      app: t.app,
      stopJobs: () => order.push('jobs stopped'),
      closeDatabase: async () => {
        order.push('database closed');
      },
      timeoutMs: 10_000,
    });
    expect(inTime).toBe(true);
    expect(order).toEqual(['jobs stopped', 'database closed']);
    const text = await stream.text;
    expect(text).toMatch(new RegExp(`retry: ${RECONNECT_AFTER_MS}\\n: [^\\n]*\\n\\n$`));
    await expect(fetch(`${base}/health/live`)).rejects.toThrow();
  });

  it('takes no new requests but lets one under way finish, within the time limit', async () => {
    const app = Fastify();
    await app.register(closeConnectionsWhenStopping);
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let arrived!: () => void;
    const underWay = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow', async () => {
      arrived();
      await finished;
      return { saved: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then(async (response) => ({
      connection: response.headers.get('connection'),
      body: await response.json(),
    }));
    await underWay;
    const stopping = shutDown({
      app,
      stopJobs: () => undefined,
      closeDatabase: async () => undefined,
      timeoutMs: 30_000,
    });
    // A request that comes now is refused (503 while closing, or no connection at all).
    const late = await fetch(`http://127.0.0.1:${port}/slow`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect(late).not.toBe(200);
    finish();
    // Its connection, kept alive, would otherwise hold the close open.
    expect(await answer).toEqual({ connection: 'close', body: { saved: true } });
    expect(await stopping).toBe(true);
  });

  it('closes a connection that never sent a request instead of waiting for its timeout', async () => {
    const app = Fastify();
    await app.register(closeConnectionsWhenStopping);
    app.get('/ok', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const silent = connect(port, '127.0.0.1');
    await once(silent, 'connect');
    const closed = once(silent, 'close');
    const inTime = await shutDown({
      app,
      stopJobs: () => undefined,
      closeDatabase: async () => undefined,
      timeoutMs: 10_000,
    });
    expect(inTime).toBe(true);
    await closed;
  });

  it('stops anyway once a request outlasts the time limit, and says so', async () => {
    const app = Fastify();
    let arrived!: () => void;
    const underWay = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/stuck', async () => {
      arrived();
      return new Promise<never>(() => undefined);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    fetch(`http://127.0.0.1:${port}/stuck`).catch(() => undefined);
    await underWay;
    let databaseClosed = false;
    const inTime = await shutDown({
      app,
      stopJobs: () => undefined,
      closeDatabase: async () => {
        databaseClosed = true;
      },
      timeoutMs: 200,
    });
    expect(inTime).toBe(false);
    expect(databaseClosed).toBe(true);
    app.server.closeAllConnections();
  });
});
