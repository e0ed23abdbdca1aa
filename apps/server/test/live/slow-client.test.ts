import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/database.ts';
import { EventStream, MAX_UNSENT_BYTES } from '@/live/event-stream.ts';
import { toLiveEvent } from '@/live/live-event.ts';

/** A client connection that never reads: everything written stays queued in the server. */
function stalledResponse() {
  const res = new Writable({ write: () => undefined, highWaterMark: 16_384 });
  let ended = false;
  const end = res.end.bind(res);
  res.end = ((...args: Parameters<typeof end>) => {
    ended = true;
    return end(...args);
  }) as typeof res.end;
  return { res, ended: () => ended };
}

describe('a client that stops reading', () => {
  it('is cut off once too much is waiting for it, so no queue grows without bound', async () => {
    const client = stalledResponse();
    const stream = new EventStream({
      db: {} as Db,
      res: client.res as unknown as ServerResponse,
      userId: 1,
      familyId: 1,
      tokenHash: 'hash',
      projectId: 1,
      access: {
        key: 0,
        show_internal_notes: true,
        rolling_time_range_days: null,
        token_expires_at: new Date(Date.now() + 60_000),
      },
      heartbeatMs: 60_000,
    });
    let cleanedUp = false;
    stream.onEnd(() => (cleanedUp = true));
    await stream.start(null);
    const text = 'x'.repeat(4_000);
    for (let id = 1; id <= 200 && !client.ended(); id++) {
      stream.receive([
        toLiveEvent({
          id,
          project_id: 1,
          type: 'comment.created',
          payload: { type: 'comment.created', text },
          is_internal_note: false,
          user_id: null,
        }),
      ]);
    }
    expect(client.ended()).toBe(true);
    expect(cleanedUp).toBe(true);
    expect(client.res.writableLength).toBeLessThan(MAX_UNSENT_BYTES + 2 * text.length);
  });
});
