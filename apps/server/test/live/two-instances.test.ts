import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '@highwater/core/api/posts';
import { WEB_CLIENT_ID } from '@highwater/core/constants';
import { FREE_FAILURES } from '@/main-site/identity/account-throttle.ts';
import { insertProjectEvent } from '@/repositories/project-event-repository.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, TEST_PASSWORD } from '../helpers/fixtures.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import {
  authorizeQuery,
  hiddenFields,
  newPkce,
  postLogin,
  tokenRequest,
} from '../identity/sign-in-helpers.ts';
import { jpegWithGps, upload } from '../uploads/upload-helpers.ts';
import { EventReader } from './event-reader.ts';
import { call, createLiveWorld, listen, type LiveWorld } from './live-fixtures.ts';
import { startSecondInstance, type SecondInstance } from './second-instance.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** The headers of a served medium that say what it is and how it may be kept. */
const SERVED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
] as const;

// PGlite is a database inside one process: a second instance cannot share it, so there is
// nothing to test across instances without PostgreSQL.
describe.skipIf(!databaseUrl)('two instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let s3: TestS3Server;
  let one: TestApp;
  let two: SecondInstance;
  let w: LiveWorld;
  let baseOne: string;
  let baseTwo: string;
  const readers: EventReader[] = [];

  beforeAll(async () => {
    s3 = await startS3Server();
    // Behind a trusted proxy, each request can name its own client address.
    one = await createTestApp({
      ...s3.env,
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      TOKEN_RATE_LIMIT_PER_MINUTE: '4',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '3',
    });
    w = await createLiveWorld(one.db);
    baseOne = await listen(one);
    two = await startSecondInstance(one);
    baseTwo = two.baseUrl;
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await two?.close();
    await one?.close();
    await s3?.stop();
  });

  it('serves a photo uploaded through one instance from the other', async () => {
    const photo = await jpegWithGps(320, 240);
    const file = { data: photo, filename: 'street.jpg', contentType: 'image/jpeg' };
    const uploaded = await upload(one.app, 'photo', file, w.cy.token);
    expect(uploaded.statusCode).toBe(200);
    const media = uploaded.json<Media>();
    for (const url of [media.url, media.thumbnail_url ?? '']) {
      const fromOne = await one.app.inject({ method: 'GET', url });
      const fromTwo = await two.app.inject({ method: 'GET', url });
      expect([fromOne.statusCode, fromTwo.statusCode]).toEqual([200, 200]);
      expect(fromTwo.rawPayload.equals(fromOne.rawPayload)).toBe(true);
      for (const name of SERVED_HEADERS) {
        expect(fromTwo.headers[name], name).toBe(fromOne.headers[name]);
      }
    }
    expect(await two.storage.exists(media.url.replace(/^\/media\//, ''))).toBe(true);
  });

  it('a change made through one instance reaches a stream open on the other', async () => {
    const onTwo = await EventReader.connect(baseTwo, w.stormId, w.ana.token);
    readers.push(onTwo);
    const status = await call(
      baseOne,
      w.ben.token,
      'POST',
      `/api/v3/cx/local-projects/${w.stormId}/posts/${w.postId}/status`,
      { status_id: w.statuses.reviewing },
    );
    expect(status.status).toBe(200);
    const event = await onTwo.waitFor((e) => e.type === 'post.status');
    expect(event.data).toMatchObject({ actor: { id: w.ben.id }, post: { id: w.postId } });

    const viewers = await call(
      baseOne,
      w.ben.token,
      'PUT',
      `/api/v3/cx/local-projects/${w.stormId}/posts/${w.postId}/viewers`,
    );
    expect(viewers.status).toBe(200);
    const present = await onTwo.waitFor((e) => e.type === 'post.viewers');
    expect(present.data).toMatchObject({ viewers: [{ id: w.ben.id, first_name: 'Ben' }] });
  });

  it('a change made through the second instance reaches a stream open on the first', async () => {
    // Ana's, so that the sign-out below ends it on the server: a stream only dropped by this
    // client held the instance's close for about a minute.
    const onOne = await EventReader.connect(baseOne, w.stormId, w.ana.token);
    readers.push(onOne);
    const status = await call(
      baseTwo,
      w.ben.token,
      'POST',
      `/api/v3/cx/local-projects/${w.stormId}/posts/${w.postId}/status`,
      { status_id: w.statuses.fresh },
    );
    expect(status.status).toBe(200);
    const event = await onOne.waitFor(
      (e) => e.type === 'post.status' && e.data.actor?.id === w.ben.id,
    );
    expect(event.data).toMatchObject({ post: { id: w.postId } });
  });

  it('a sign-out through one instance ends the streams open on the other', async () => {
    const onTwo = [
      await EventReader.connect(baseTwo, w.stormId, w.ana.token),
      await EventReader.connect(baseTwo, w.quietId, w.ana.token),
    ];
    readers.push(...onTwo);
    const signOut = await fetch(`${baseOne}/identity/logout`, {
      headers: { authorization: `Bearer ${w.ana.token}` },
    });
    expect(signOut.status).toBe(204);
    await Promise.all(onTwo.map((reader) => reader.ended));
  });

  it('makes an account wait on one instance after failed sign-ins on the other', async () => {
    await createUser(one.db, { email: 'pat@instances.test' });
    const attempt = async (app: typeof one.app, password: string, address: string) => {
      const page = await app.inject({
        method: 'GET',
        url: `/identity/authorize?${authorizeQuery(one.config, newPkce())}`,
      });
      const credentials = { email: 'pat@instances.test', password };
      return postLogin(app, hiddenFields(page.body), credentials, { 'x-forwarded-for': address });
    };
    for (let i = 0; i <= FREE_FAILURES; i++) {
      expect((await attempt(one.app, 'wrong guess', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    // The right password, from an address not seen before, through the other instance.
    const waiting = await attempt(two.app, TEST_PASSWORD, '198.51.100.99');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.body).toContain('Too many failed sign-ins for this account.');
  });

  it('counts an address’s token calls on both instances against one limit', async () => {
    const fields = { grant_type: 'refresh_token', refresh_token: 'r', client_id: WEB_CLIENT_ID };
    const from = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    for (const app of [one.app, two.app, one.app, two.app, one.app, two.app]) {
      statuses.push((await tokenRequest(app, fields, from)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('counts a user’s uploads on both instances against one limit', async () => {
    const notAnImage = {
      data: Buffer.from('plain text'),
      filename: 'a.txt',
      contentType: 'text/plain',
    };
    const statuses: number[] = [];
    for (const app of [two.app, one.app, two.app, one.app]) {
      statuses.push((await upload(app, 'photo', notAnImage, w.ben.token)).statusCode);
    }
    expect(statuses).toEqual([415, 415, 415, 429]);
  });

  it('keeps a project’s event ids in commit order when two instances write at once', async () => {
    const event = (label: string) => ({
      projectId: w.stormId,
      type: 'saved_search.changed',
      postId: null,
      payload: { label },
      isInternalNote: false,
      userId: w.ana.id,
    });
    const committed: string[] = [];
    let releaseFirst!: () => void;
    const firstInserted = new Promise<void>((resolve) => {
      const first = one.db.transaction().execute(async (trx) => {
        await insertProjectEvent(trx, event('first'));
        resolve();
        await new Promise<void>((release) => (releaseFirst = release));
      });
      void first.then(() => committed.push('first'));
    });
    await firstInserted;
    const second = two.db
      .transaction()
      .execute((trx) => insertProjectEvent(trx, event('second')))
      .then(() => committed.push('second'));
    // Without the project's lock the second would commit now, with the higher id.
    await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 500))]);
    expect(committed).toEqual([]);
    releaseFirst();
    await second;
    while (committed.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));

    const rows = await one.db
      .selectFrom('project_events')
      .select(['id', sql<string>`payload->>'label'`.as('label')])
      .where('type', '=', 'saved_search.changed')
      .where(sql<boolean>`payload ? 'label'`)
      .orderBy('id')
      .execute();
    // The second committed after the first let go (which of their answers came back first
    // tells nothing), so commit order is first, second.
    expect(rows.map((row) => row.label)).toEqual(['first', 'second']);
  });
});
