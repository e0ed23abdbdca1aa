import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@highwater/core/api/common';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { EventReader } from './event-reader.ts';
import { call, createLiveWorld, listen, type LiveWorld } from './live-fixtures.ts';

let t: TestApp;
let w: LiveWorld;
let base: string;
const open: EventReader[] = [];

beforeAll(async () => {
  t = await createTestApp({ LIVE_STREAMS_PER_USER: '2', LIVE_STREAMS_PER_ADDRESS: '3' });
  w = await createLiveWorld(t.db);
  base = await listen(t);
});
afterAll(async () => {
  for (const reader of open) reader.close();
  await t?.close();
});

async function stream(projectId: number, token: string) {
  const reader = await EventReader.connect(base, projectId, token);
  open.push(reader);
  return reader;
}

/** A comment on the storm project's post, which every open stream of it is told about. */
async function commentNow(content: string) {
  const response = await call(
    base,
    w.ana.token,
    'POST',
    `/api/v3/cx/local-projects/${w.stormId}/posts/${w.postId}/comments`,
    { content, is_internal_note: false },
  );
  expect(response.status).toBe(200);
}

/** A stream opened after the last comment hears of the next one. */
const commentCreated = (event: { type: string }) => event.type === 'comment.created';

// Every client here is 127.0.0.1: one address for all.
describe('open live-update streams', () => {
  it('per user: a new stream ends that user’s oldest, and the others stay live', async () => {
    const first = await stream(w.stormId, w.ana.token);
    const second = await stream(w.stormId, w.ana.token);
    const third = await stream(w.quietId, w.ana.token);
    await first.ended;
    await commentNow('still live after the oldest ended');
    await second.waitFor(commentCreated);
    expect(third.events).toEqual([]);
  });

  it('per address: another user is refused with 429 rather than end someone else’s stream', async () => {
    // Ana holds two streams here; Ben's first fills the address.
    const bens = await stream(w.stormId, w.ben.token);
    const refused = await EventReader.open(base, w.elsewhereId, w.cy.token);
    expect(refused).not.toBeInstanceOf(EventReader);
    const { status, body } = refused as { status: number; body: string };
    expect(status).toBe(429);
    expect(JSON.parse(body) as ErrorBody).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message:
        'Too many live-update streams are open from this address; close some windows and try again',
    });

    // A user who already has a stream at the full address gets a new one for their oldest.
    const bensNext = await stream(w.stormId, w.ben.token);
    await bens.ended;
    await commentNow('the newer stream of the address is live');
    await bensNext.waitFor(commentCreated);
  });
});
