import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONNECT_AFTER_MS } from '@/live/event-stream.ts';
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
});
