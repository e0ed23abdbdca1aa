import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostViewers } from '@highwater/core/api/events';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { EventReader, type ReceivedEvent } from './event-reader.ts';
import { call, createLiveWorld, listen, type LiveWorld } from './live-fixtures.ts';

let t: TestApp;
let w: LiveWorld;
let base: string;
let watcher: EventReader;

beforeAll(async () => {
  // A short presence, so the sweep that ends it runs every two seconds.
  t = await createTestApp({ POST_VIEWER_TTL_MS: '6000' });
  w = await createLiveWorld(t.db);
  base = await listen(t);
  watcher = await EventReader.connect(base, w.stormId, w.ben.token);
});
afterAll(async () => {
  watcher?.close();
  await t?.close();
});

const viewersPath = `/api/v3/cx/local-projects/{project}/posts/{post}/viewers`;
const path = () =>
  viewersPath.replace('{project}', String(w.stormId)).replace('{post}', String(w.postId));
const names = (viewers: { first_name: string }[]) => viewers.map((v) => v.first_name);

/** The next post.viewers event after the ones already seen. */
async function nextViewers(): Promise<ReceivedEvent & { names: string[] }> {
  const seen = watcher.ofType('post.viewers').length;
  const event = await watcher.waitFor(
    (e) => e.type === 'post.viewers' && watcher.ofType('post.viewers').indexOf(e) === seen,
  );
  if (event.data.type !== 'post.viewers') throw new Error('not a viewers event');
  return { ...event, names: names(event.data.viewers) };
}

describe('who has a post open', () => {
  it('is told when people open and close the post, and answered to each call', async () => {
    const joined = nextViewers();
    const ana = await call(base, w.ana.token, 'PUT', path());
    expect(ana.status).toBe(200);
    expect(names((ana.json as PostViewers).viewers)).toEqual(['Ana']);
    expect(await joined).toMatchObject({
      names: ['Ana'],
      data: { post_id: w.postId, project_id: w.stormId, actor: { id: w.ana.id } },
    });

    const second = nextViewers();
    const ben = await call(base, w.ben.token, 'PUT', path());
    expect(names((ben.json as PostViewers).viewers)).toEqual(['Ana', 'Ben']);
    expect((await second).names).toEqual(['Ana', 'Ben']);

    // Repeating the call only extends the presence: nothing to tell.
    const left = nextViewers();
    expect((await call(base, w.ana.token, 'PUT', path())).status).toBe(200);
    const closed = await call(base, w.ana.token, 'DELETE', path());
    expect(names((closed.json as PostViewers).viewers)).toEqual(['Ben']);
    expect(await left).toMatchObject({ names: ['Ben'], data: { actor: { id: w.ana.id } } });

    // Closing again changes nothing and tells nothing.
    const again = await call(base, w.ana.token, 'DELETE', path());
    expect(names((again.json as PostViewers).viewers)).toEqual(['Ben']);
  });

  it('ends for someone who stopped calling, and says so', async () => {
    const expired = nextViewers();
    await t.db
      .updateTable('post_viewers')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('user_id', '=', w.ben.id)
      .execute();
    expect(await expired).toMatchObject({ names: [], data: { actor: null, post_id: w.postId } });
    const now = await call(base, w.ana.token, 'DELETE', path());
    expect((now.json as PostViewers).viewers).toEqual([]);
  });

  it('is 404 for a post of a project the user is not in, or not in the project named', async () => {
    expect((await call(base, w.cy.token, 'PUT', path())).status).toBe(404);
    const elsewhere = viewersPath
      .replace('{project}', String(w.stormId))
      .replace('{post}', String(w.elsewherePostId));
    expect((await call(base, w.ana.token, 'PUT', elsewhere)).status).toBe(404);
    expect((await call(base, w.ana.token, 'DELETE', elsewhere)).status).toBe(404);
  });
});
