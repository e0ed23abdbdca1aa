import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectEvent } from '@highwater/core/api/events';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { hashToken } from '@/main-site/identity/token-hash.ts';
import { issueTestToken } from '../helpers/auth.ts';
import { withProjectSettings } from '../helpers/fixtures.ts';
import { EventReader, type ReceivedEvent } from './event-reader.ts';
import { call, createLiveWorld, listen, type LiveWorld } from './live-fixtures.ts';

let t: TestApp;
let w: LiveWorld;
let base: string;
const open: EventReader[] = [];

beforeAll(async () => {
  t = await createTestApp({ LIVE_EVENT_HEARTBEAT_MS: '50' });
  w = await createLiveWorld(t.db);
  base = await listen(t);
});
afterAll(async () => {
  for (const reader of open) reader.close();
  await t?.close();
});

async function stream(projectId: number, token: string, lastEventId?: string) {
  const reader = await EventReader.connect(
    base,
    projectId,
    token,
    lastEventId ? { lastEventId } : {},
  );
  open.push(reader);
  return reader;
}

const project = (id: number) => `/api/v3/cx/local-projects/${id}`;
const postPath = (projectId: number, postId: number) => `${project(projectId)}/posts/${postId}`;
const of =
  <T extends ProjectEvent['type']>(type: T, check: (data: ProjectEvent) => boolean = () => true) =>
  (event: ReceivedEvent) =>
    event.type === type && event.data.type === type && check(event.data);

async function comment(
  token: string,
  projectId: number,
  postId: number,
  content: string,
  note = false,
) {
  const response = await call(base, token, 'POST', `${postPath(projectId, postId)}/comments`, {
    content,
    is_internal_note: note,
  });
  expect(response.status).toBe(200);
  return (response.json as { id: number }).id;
}

describe('members of one client group', () => {
  it('see each other’s status, severity and comment changes as they happen', async () => {
    const ana = await stream(w.stormId, w.ana.token);
    const ben = await stream(w.stormId, w.ben.token);

    const status = await call(
      base,
      w.ben.token,
      'POST',
      `${postPath(w.stormId, w.postId)}/status`,
      {
        status_id: w.statuses.reviewing,
      },
    );
    expect(status.status).toBe(200);
    const changed = await ana.waitFor(of('post.status'));
    expect(changed.data).toMatchObject({
      type: 'post.status',
      id: changed.id,
      project_id: w.stormId,
      actor: { id: w.ben.id, first_name: 'Ben', last_name: 'Tester', avatar_url: null },
      from_status_id: w.statuses.fresh,
      post: {
        id: w.postId,
        location: '393 W Olney Rd, Norfolk, VA',
        status_id: w.statuses.reviewing,
        severity_level: 2,
      },
    });
    await ben.waitFor(of('post.status'));

    const severity = await call(
      base,
      w.ben.token,
      'POST',
      `${postPath(w.stormId, w.postId)}/ai_adjustments`,
      { severity_level: 4 },
    );
    expect(severity.status).toBe(200);
    const corrected = await ana.waitFor(of('post.severity'));
    expect(corrected.data).toMatchObject({ from_level: 2, post: { severity_level: 4 } });

    const commentId = await comment(w.ana.token, w.stormId, w.postId, 'On my way');
    const added = await ben.waitFor(of('comment.created'));
    expect(added.data).toMatchObject({
      comment_id: commentId,
      is_internal_note: false,
      actor: { id: w.ana.id },
      post: { id: w.postId },
    });
    const edit = await call(base, w.ana.token, 'PUT', `/api/v2/comments/${commentId}`, {
      textBody: 'There in five minutes',
    });
    expect(edit.status).toBe(200);
    await ben.waitFor(
      of('comment.updated', (d) => 'comment_id' in d && d.comment_id === commentId),
    );
    const removal = await call(base, w.ana.token, 'DELETE', `/api/v2/comments/${commentId}`);
    expect(removal.status).toBe(204);
    // The last change reaches each stream in its own time: compare them once both have it.
    const deleted = of('comment.deleted', (d) => 'comment_id' in d && d.comment_id === commentId);
    await Promise.all([ana.waitFor(deleted), ben.waitFor(deleted)]);

    // Both streams got the same events, in increasing id order.
    const ids = (reader: EventReader) => reader.events.map((event) => event.id);
    expect(ids(ana)).toEqual(ids(ben));
    expect(ids(ana).map(Number)).toEqual([...ids(ana).map(Number)].sort((a, b) => a - b));
  });

  it('hear of a new sighting, but not of past sightings loaded in bulk', async () => {
    const ana = await stream(w.stormId, w.ana.token);
    const row = (createdAt: Date) => ({
      project_id: w.stormId,
      lat: 36.86,
      lng: -76.3,
      location: '500 Granby St, Norfolk, VA, United States',
      content: 'New water',
      observed_at: createdAt,
      created_at: createdAt,
    });
    await t.db
      .insertInto('posts')
      .values([row(new Date(Date.now() - 7 * 86_400_000)), row(new Date())])
      .execute();
    const created = await ana.waitFor(of('post.created'));
    expect(created.data).toMatchObject({
      actor: null,
      post: { location: '500 Granby St, Norfolk, VA', status_id: w.statuses.fresh },
    });
    expect(ana.ofType('post.created')).toHaveLength(1);
  });
});

describe('a rolling-window project', () => {
  it('hears nothing of a post observed before its window', async () => {
    const windowed = await t.db
      .updateTable('projects')
      .set({ rolling_time_range_days: 1 })
      .where('id', '=', w.quietId)
      .returning('id')
      .executeTakeFirstOrThrow();
    const ana = await stream(windowed.id, w.ana.token);
    const sighting = (observedAt: Date, location: string) => ({
      project_id: windowed.id,
      lat: 36.86,
      lng: -76.3,
      location,
      content: 'Reported late',
      observed_at: observedAt,
    });
    // Sent now, seen three days ago: outside the window, as for every post call.
    await t.db
      .insertInto('posts')
      .values(sighting(new Date(Date.now() - 3 * 86_400_000), 'Old St'))
      .execute();
    await t.db.insertInto('posts').values(sighting(new Date(), 'New St')).execute();
    await ana.waitFor(of('post.created'));
    expect(ana.events.map((e) => 'post' in e.data && e.data.post.location)).toEqual(['New St']);
  });
});

describe('another client group', () => {
  it('cannot open the project’s stream and hears none of its events', async () => {
    const refused = await EventReader.open(base, w.stormId, w.cy.token);
    expect(refused).toMatchObject({ status: 404 });
    expect(JSON.parse((refused as { body: string }).body)).toMatchObject({
      message: 'Project not found',
    });
    expect(await EventReader.open(base, 999_999, w.cy.token)).toMatchObject({ status: 404 });

    const cy = await stream(w.elsewhereId, w.cy.token);
    await comment(w.ana.token, w.stormId, w.postId, 'Storm only');
    await comment(w.ana.token, w.stormId, w.postId, 'Storm note', true);
    // Events reach a stream in the order they were committed: once Cy's own arrives, anything
    // of the storm project would have arrived before it.
    const own = await comment(w.cy.token, w.elsewhereId, w.elsewherePostId, 'Far away');
    await cy.waitFor(of('comment.created'));
    expect(cy.events.map((event) => event.data)).toEqual([
      expect.objectContaining({ comment_id: own, project_id: w.elsewhereId }),
    ]);
  });

  it('cannot say it has a post of the project open', async () => {
    const viewers = `${postPath(w.stormId, w.postId)}/viewers`;
    expect((await call(base, w.cy.token, 'PUT', viewers)).status).toBe(404);
    expect((await call(base, w.cy.token, 'DELETE', viewers)).status).toBe(404);
    const wrongProject = `${postPath(w.stormId, w.elsewherePostId)}/viewers`;
    expect((await call(base, w.ana.token, 'PUT', wrongProject)).status).toBe(404);
  });
});

describe('internal notes', () => {
  it('reach members where the project shows notes, and never a project without them', async () => {
    const ben = await stream(w.stormId, w.ben.token);
    const before = await comment(w.ana.token, w.stormId, w.postId, 'Before the note');
    const beforeEvent = await ben.waitFor(
      of('comment.created', (d) => 'comment_id' in d && d.comment_id === before),
    );
    const note = await comment(w.ana.token, w.stormId, w.postId, 'Crew sent', true);
    const noted = await ben.waitFor(
      of('comment.created', (d) => 'comment_id' in d && d.comment_id === note),
    );
    expect(noted.data).toMatchObject({ is_internal_note: true });
    const after = await comment(w.ana.token, w.stormId, w.postId, 'After the note');
    await ben.waitFor(of('comment.created', (d) => 'comment_id' in d && d.comment_id === after));

    const refused = await call(
      base,
      w.ana.token,
      'POST',
      `${postPath(w.quietId, w.quietPostId)}/comments`,
      {
        content: 'A note',
        is_internal_note: true,
      },
    );
    expect(refused.status).toBe(400);

    // The project stops showing notes: a stream that catches up no longer gets the note.
    await withProjectSettings(t.db, w.stormId, { show_internal_notes: false }, async () => {
      const replay = await stream(w.stormId, w.ben.token, beforeEvent.id);
      await replay.waitFor(
        of('comment.created', (d) => 'comment_id' in d && d.comment_id === after),
      );
      const commentIds = replay
        .ofType('comment.created')
        .map((e) => 'comment_id' in e.data && e.data.comment_id);
      expect(commentIds).toEqual([after]);
    });
  });
});

describe('reconnecting', () => {
  it('replays what was missed after Last-Event-ID, then goes on live', async () => {
    const ana = await stream(w.stormId, w.ana.token);
    const first = await comment(w.ben.token, w.stormId, w.postId, 'First');
    const seen = await ana.waitFor(
      of('comment.created', (d) => 'comment_id' in d && d.comment_id === first),
    );
    ana.close();
    await ana.ended;

    const missed = [
      await comment(w.ben.token, w.stormId, w.postId, 'Missed one'),
      await comment(w.ben.token, w.stormId, w.postId, 'Missed two'),
    ];
    const again = await stream(w.stormId, w.ana.token, seen.id);
    const live = await comment(w.ben.token, w.stormId, w.postId, 'Live again');
    await again.waitFor(of('comment.created', (d) => 'comment_id' in d && d.comment_id === live));
    const ids = again
      .ofType('comment.created')
      .map((e) => 'comment_id' in e.data && e.data.comment_id);
    expect(ids).toEqual([...missed, live]);

    const byQuery = await EventReader.connect(base, w.stormId, w.ana.token, {
      query: `?last_event_id=${seen.id}`,
    });
    open.push(byQuery);
    await byQuery.waitFor(of('comment.created', (d) => 'comment_id' in d && d.comment_id === live));
    expect(byQuery.ofType('comment.created')).toHaveLength(3);
  });

  it('refuses a Last-Event-ID that is not an event id', async () => {
    const refused = await EventReader.open(base, w.stormId, w.ana.token, { lastEventId: 'abc' });
    expect(refused).toMatchObject({ status: 400 });
    const byQuery = await EventReader.open(base, w.stormId, w.ana.token, {
      query: '?last_event_id=-1',
    });
    expect(byQuery).toMatchObject({ status: 400 });
  });

  it('keeps a quiet stream open with comment lines', async () => {
    const quiet = await stream(w.quietId, w.ana.token);
    while (quiet.comments < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(quiet.events).toEqual([]);
  });
});

describe('saved searches', () => {
  it('are told to their owner only', async () => {
    const ana = await stream(w.stormId, w.ana.token);
    const ben = await stream(w.stormId, w.ben.token);
    const created = await call(base, w.ana.token, 'POST', '/api/v3/cx/saved-searches', {
      project_id: w.stormId,
      title: 'Deep water',
      query: [['severity', '4']],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = (created.json as { id: number }).id;
    const event = await ana.waitFor(of('saved_search.changed'));
    expect(event.data).toMatchObject({
      saved_search_id: id,
      deleted: false,
      actor: { id: w.ana.id },
    });
    const removed = await call(base, w.ana.token, 'DELETE', `/api/v3/cx/saved-searches/${id}`);
    expect(removed.status).toBe(204);
    await ana.waitFor(of('saved_search.changed', (d) => 'deleted' in d && d.deleted));

    const marker = await comment(w.ana.token, w.stormId, w.postId, 'Marker');
    await ben.waitFor(of('comment.created', (d) => 'comment_id' in d && d.comment_id === marker));
    expect(ben.ofType('saved_search.changed')).toEqual([]);
  });
});

describe('the end of a sign-in', () => {
  it('ends the stream on sign-out', async () => {
    const token = await issueTestToken(t.db, w.ana.id);
    const reader = await stream(w.stormId, token);
    const signOut = await fetch(`${base}/identity/logout`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signOut.status).toBe(204);
    await reader.ended;
    expect(await EventReader.open(base, w.stormId, token)).toMatchObject({ status: 401 });
  });

  it('ends the stream when the token expires', async () => {
    const token = await issueTestToken(t.db, w.ben.id);
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() + 1_000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const reader = await stream(w.stormId, token);
    await reader.ended;
  });

  it('ends the stream of a user no longer in the client group at the next check', async () => {
    const reader = await stream(w.stormId, w.ben.token);
    const membership = t.db
      .deleteFrom('client_group_members')
      .where('user_id', '=', w.ben.id)
      .returningAll();
    const removed = await membership.execute();
    try {
      await t.app.live.guard.checkAll();
      await reader.ended;
      expect(await EventReader.open(base, w.stormId, w.ben.token)).toMatchObject({ status: 404 });
    } finally {
      await t.db.insertInto('client_group_members').values(removed).execute();
    }
  });
});
