import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationHandler } from '@/db/notifications.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { EventReader } from './event-reader.ts';
import { call, createLiveWorld, listen, type LiveWorld } from './live-fixtures.ts';

let t: TestApp;
let w: LiveWorld;
let base: string;
/** While true, the database's notifications do not reach the app (a dropped connection). */
let down = false;
let handler: NotificationHandler | undefined;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      wrapListen: (databaseListen) => (appHandler) => {
        handler = appHandler;
        return databaseListen({
          ...appHandler,
          onNotification: (payload) => {
            if (!down) appHandler.onNotification(payload);
          },
        });
      },
    },
  );
  w = await createLiveWorld(t.db);
  base = await listen(t);
});
afterAll(async () => {
  await t?.close();
});

async function comment(content: string): Promise<number> {
  const response = await call(
    base,
    w.ben.token,
    'POST',
    `/api/v3/cx/local-projects/${w.stormId}/posts/${w.postId}/comments`,
    { content },
  );
  expect(response.status).toBe(200);
  return (response.json as { id: number }).id;
}

const commentIds = (reader: EventReader) =>
  reader.ofType('comment.created').map((e) => 'comment_id' in e.data && e.data.comment_id);

describe('notifications lost while the listening connection was down', () => {
  it('end the streams, whose clients then resume and get what was missed', async () => {
    const reader = await EventReader.connect(base, w.stormId, w.ana.token);
    const before = await comment('Before the drop');
    const seen = await reader.waitFor(
      (e) => e.type === 'comment.created' && 'comment_id' in e.data && e.data.comment_id === before,
    );

    down = true;
    const missed = await comment('During the drop');
    down = false;
    handler?.onReconnect();
    await reader.ended;
    expect(commentIds(reader)).toEqual([before]);

    const resumed = await EventReader.connect(base, w.stormId, w.ana.token, {
      lastEventId: seen.id,
    });
    try {
      const after = await comment('After the drop');
      await resumed.waitFor(
        (e) =>
          e.type === 'comment.created' && 'comment_id' in e.data && e.data.comment_id === after,
      );
      expect(commentIds(resumed)).toEqual([missed, after]);
    } finally {
      resumed.close();
    }
  });
});
