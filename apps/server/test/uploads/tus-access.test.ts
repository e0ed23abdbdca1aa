import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_UPLOAD_PATH } from '@highwater/core/api/uploads';
import { createUser } from '../helpers/fixtures.ts';
import { issueTestToken } from '../helpers/auth.ts';
import { jpegWithGps } from './upload-helpers.ts';
import {
  createUpload,
  deleteUpload,
  headUpload,
  listeningApp,
  newSessionToken,
  patchUpload,
  uploadWhole,
  who,
  type Credentials,
  type ListeningApp,
} from './tus-helpers.ts';

const MAIN_SITE = 'http://www.highwater.test';
const IN_FLIGHT = 200_000;

describe('who may read, resume, delete an upload', () => {
  let t: ListeningApp;
  let ana: Credentials;
  let ben: Credentials;
  let photo: Buffer;

  beforeAll(async () => {
    t = await listeningApp({
      MAIN_SITE_URL: MAIN_SITE,
      PUBLIC_UPLOAD_BYTES_IN_FLIGHT: String(IN_FLIGHT),
      PUBLIC_UPLOAD_RATE_LIMIT_PER_MINUTE: '12',
    });
    ana = { token: await issueTestToken(t.db, await createUser(t.db, { email: 'ana@c.test' })) };
    ben = { token: await issueTestToken(t.db, await createUser(t.db, { email: 'ben@c.test' })) };
    photo = await jpegWithGps(160, 120);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every way of reaching an upload answers 404 for these credentials. */
  async function outOfReach(url: string, credentials: Credentials) {
    expect((await headUpload(url, credentials)).status).toBe(404);
    expect((await patchUpload(url, credentials, 0, photo.subarray(0, 10))).status).toBe(404);
    expect((await fetch(url, { headers: who(credentials) })).status).toBe(404);
    expect((await deleteUpload(url, credentials)).status).toBe(404);
  }

  it('binds a resident’s upload to the report session that made it', async () => {
    const mine = { session: newSessionToken() };
    const { url } = await createUpload(t.origin, mine, { length: photo.length });
    expect((await patchUpload(url, mine, 0, photo.subarray(0, 100))).status).toBe(204);
    await outOfReach(url, { session: newSessionToken() });
    await outOfReach(url, ana);
    // Untouched by those attempts: the session resumes where it stopped.
    expect((await headUpload(url, mine)).headers.get('upload-offset')).toBe('100');
    const last = await patchUpload(url, mine, 100, photo.subarray(100));
    expect(last.status).toBe(204);
    await outOfReach(url, { session: newSessionToken() });
    expect((await fetch(url, { headers: who(mine) })).status).toBe(200);
  });

  it('keeps a member’s upload from other members and from report sessions', async () => {
    const done = await uploadWhole(t.origin, ana, 'photo', photo);
    expect(done.res.status).toBe(204);
    await outOfReach(done.url, ben);
    await outOfReach(done.url, { session: newSessionToken() });
    expect((await fetch(done.url, { headers: who(ana) })).status).toBe(200);
  });

  it('caps the bytes one address’s residents may have in flight, not a member’s', async () => {
    const resident = { session: newSessionToken() };
    const first = await createUpload(t.origin, resident, { length: 120_000 });
    expect(first.res.status).toBe(201);
    const over = await createUpload(t.origin, { session: newSessionToken() }, { length: 120_000 });
    expect(over.res.status).toBe(429);
    expect(((await over.res.json()) as { message: string }).message).toMatch(/unfinished/);
    const member = await createUpload(t.origin, ana, { length: 120_000 });
    expect(member.res.status).toBe(201);
    // Cancelling makes room again.
    expect((await deleteUpload(first.url, resident)).status).toBe(204);
    const now = await createUpload(t.origin, resident, { length: 120_000 });
    expect(now.res.status).toBe(201);
    expect((await deleteUpload(now.url, resident)).status).toBe(204);
  });

  it('lets the main site’s report page (another origin) use the endpoint, and no other site', async () => {
    const preflight = await fetch(`${t.origin}${TUS_UPLOAD_PATH}`, {
      method: 'OPTIONS',
      headers: {
        origin: MAIN_SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'upload-session, upload-length, upload-metadata',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(MAIN_SITE);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Upload-Session/);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PATCH/);

    const session = { session: newSessionToken() };
    const created = await createUpload(t.origin, session, {
      length: photo.length,
      headers: { origin: MAIN_SITE },
    });
    expect(created.res.headers.get('access-control-allow-origin')).toBe(MAIN_SITE);
    expect(created.res.headers.get('access-control-expose-headers')).toMatch(/Upload-Media-Id/);
    const missing = await fetch(`${t.origin}${TUS_UPLOAD_PATH}/${'0'.repeat(32)}`, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', origin: MAIN_SITE, ...who(session) },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(MAIN_SITE);

    const foreign = await createUpload(t.origin, session, {
      length: 10,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.res.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });

  it('limits how many uploads residents of one address start per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const { res } = await createUpload(t.origin, { session: newSessionToken() }, { length: 1 });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
