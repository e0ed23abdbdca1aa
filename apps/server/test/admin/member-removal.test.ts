import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminCookie, adminPost } from '../helpers/admin-session.ts';
import { issueTestToken } from '../helpers/auth.ts';
import { EventReader } from '../live/event-reader.ts';
import { call, listen } from '../live/live-fixtures.ts';
import { createPeopleWorld, type PeopleWorld } from './people-fixtures.ts';

let t: TestApp;
let w: PeopleWorld;
let base: string;
const open: EventReader[] = [];

// The periodic check of every stream is an hour away: only the removal's notification ends it.
beforeAll(async () => {
  t = await createTestApp({ LIVE_ACCESS_CHECK_MS: '3600000', LIVE_EVENT_HEARTBEAT_MS: '50' });
  w = await createPeopleWorld(t.db, 'removal.test');
  base = await listen(t);
});
afterAll(async () => {
  for (const reader of open) reader.close();
  await t?.close();
});

const posts = (projectId: number) => `/api/v3/cx/local-projects/${projectId}/posts`;

/** Resolves when the stream has ended, or rejects after `ms`. */
const endsWithin = (reader: EventReader, ms: number) =>
  Promise.race([
    reader.ended,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms),
    ),
  ]);

describe('removing a member', () => {
  it('refuses their next call for the group’s projects at once and ends their open stream', async () => {
    const token = await issueTestToken(t.db, w.harborOther);
    const otherToken = await issueTestToken(t.db, w.harborStaff);
    // Reads before the removal: on PostgreSQL these leave the member in the read-ahead cache.
    for (let i = 0; i < 3; i++) {
      expect((await call(base, token, 'GET', posts(w.harborProjectId))).status).toBe(200);
    }
    const reader = await EventReader.connect(base, w.harborProjectId, token);
    open.push(reader);
    const colleague = await EventReader.connect(base, w.harborProjectId, otherToken);
    open.push(colleague);

    const admin = await adminCookie(t.app, w.harborAdmin);
    const removed = await adminPost(
      t.app,
      `/admin/people/groups/${w.harborId}/members/${w.harborOther}/remove`,
      admin,
      {},
    );
    expect(removed.statusCode).toBe(303);

    const after = await call(base, token, 'GET', posts(w.harborProjectId));
    expect(after.status).toBe(404);
    const again = await call(base, token, 'GET', posts(w.harborProjectId));
    expect(again.status).toBe(404);
    await endsWithin(reader, 2000);
    const stream = await EventReader.open(base, w.harborProjectId, token);
    expect(stream).toMatchObject({ status: 404 });
    // Everyone else's stream and calls go on.
    expect((await call(base, otherToken, 'GET', posts(w.harborProjectId))).status).toBe(200);
    const comments = colleague.comments;
    await vi.waitFor(() => expect(colleague.comments).toBeGreaterThan(comments));
  });
});
