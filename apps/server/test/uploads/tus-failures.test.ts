import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@highwater/core/api/common';
import { TUS_UPLOAD_PATH } from '@highwater/core/api/uploads';
import { removeUnfinishedUploads } from '@/media/unfinished-uploads.ts';
import { openResumableParts } from '@/media/resumable-parts.ts';
import { createUser } from '../helpers/fixtures.ts';
import { issueTestToken } from '../helpers/auth.ts';
import { jpegWithGps } from './upload-helpers.ts';
import {
  createUpload,
  deleteUpload,
  headUpload,
  listeningApp,
  partsLeft,
  patchUpload,
  uploadWhole,
  who,
  type Credentials,
  type ListeningApp,
  rowCount,
} from './tus-helpers.ts';

const PHOTO_LIMIT = 50_000;

async function errorOf(res: Response): Promise<ErrorBody> {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as ErrorBody;
}

describe('resumable uploads refuse what they must, never with a 500', () => {
  let t: ListeningApp;
  let member: Credentials;
  let photo: Buffer;

  beforeAll(async () => {
    t = await listeningApp({ UPLOAD_PHOTO_MAX_BYTES: String(PHOTO_LIMIT) });
    member = {
      token: await issueTestToken(t.db, await createUser(t.db, { email: 's@city.test' })),
    };
    photo = await jpegWithGps(160, 120);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 409 for a PATCH at the wrong offset, and keeps what it had', async () => {
    const { url } = await createUpload(t.origin, member, { length: photo.length });
    expect((await patchUpload(url, member, 0, photo.subarray(0, 100))).status).toBe(204);
    const wrong = await patchUpload(url, member, 50, photo.subarray(50, 200));
    expect(wrong.status).toBe(409);
    expect((await errorOf(wrong)).statusCode).toBe(409);
    expect((await headUpload(url, member)).headers.get('upload-offset')).toBe('100');
    const ahead = await patchUpload(url, member, 300, photo.subarray(300));
    expect(ahead.status).toBe(409);
    expect((await patchUpload(url, member, 100, photo.subarray(100))).status).toBe(204);
  });

  it('needs a declared length, within the kind’s limit, and not zero', async () => {
    const missing = await createUpload(t.origin, member, {});
    expect(missing.res.status).toBe(400);
    const deferred = await createUpload(t.origin, member, {
      headers: { 'Upload-Defer-Length': '1' },
    });
    expect(deferred.res.status).toBe(400);
    expect((await errorOf(deferred.res)).message).toMatch(/Upload-Length is required/);
    const large = await createUpload(t.origin, member, { length: PHOTO_LIMIT + 1 });
    expect(large.res.status).toBe(413);
    expect((await errorOf(large.res)).message).toBe(
      `The file is larger than ${PHOTO_LIMIT.toLocaleString('en-US')} bytes`,
    );
    // The video limit is the larger one; a video of that length is fine.
    const video = await createUpload(t.origin, member, {
      length: PHOTO_LIMIT + 1,
      metadata: { kind: 'video' },
    });
    expect(video.res.status).toBe(201);
    const empty = await createUpload(t.origin, member, { length: 0 });
    expect(empty.res.status).toBe(400);
    expect((await errorOf(empty.res)).message).toBe('The file is empty');
    const nonsense = await createUpload(t.origin, member, { headers: { 'Upload-Length': '-5' } });
    expect(nonsense.res.status).toBe(400);
  });

  it('needs the kind in Upload-Metadata', async () => {
    const refused: Record<string, string>[] = [
      { kind: 'document' },
      { filename: 'a.jpg' },
      { kind: 'Photo' },
    ];
    for (const metadata of refused) {
      const { res } = await createUpload(t.origin, member, { length: 10, metadata });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toMatch(/"kind" is photo or video/);
    }
    const none = await createUpload(t.origin, member, { length: 10, metadata: {} });
    expect(none.res.status).toBe(400);
    const garbled = await createUpload(t.origin, member, {
      length: 10,
      headers: { 'Upload-Metadata': 'kind !!!not base64' },
    });
    expect(garbled.res.status).toBe(400);
    const longName = await createUpload(t.origin, member, {
      length: 10,
      metadata: { kind: 'photo', filename: 'x'.repeat(300) },
    });
    expect(longName.res.status).toBe(400);
  });

  it('takes no more bytes than were declared', async () => {
    const { url } = await createUpload(t.origin, member, { length: 100 });
    const res = await patchUpload(url, member, 0, photo.subarray(0, 200));
    expect(res.status).toBe(413);
    expect((await headUpload(url, member)).headers.get('upload-offset')).toBe('0');
  });

  it('answers 404 for an unknown upload, whatever its id looks like', async () => {
    for (const id of [
      '0123456789abcdef0123456789abcdef',
      'nope',
      '..%2F..%2Fetc',
      'A'.repeat(32),
    ]) {
      const url = `${t.origin}${TUS_UPLOAD_PATH}/${id}`;
      expect((await headUpload(url, member)).status).toBe(404);
      expect((await patchUpload(url, member, 0, Buffer.from('x'))).status).toBe(404);
      expect((await deleteUpload(url, member)).status).toBe(404);
      expect((await fetch(url, { headers: who(member) })).status).toBe(404);
    }
  });

  it('asks who is uploading: 401 without a token or session, 400 for a malformed session', async () => {
    const anonymous = await fetch(`${t.origin}${TUS_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
    });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).message).toMatch(/Upload-Session/);
    const badToken = await createUpload(t.origin, { token: 'not-a-token' }, { length: 10 });
    expect(badToken.res.status).toBe(401);
    for (const session of ['short', 'x'.repeat(200), 'has spaces in it, twenty-two+']) {
      const { res } = await createUpload(t.origin, { session }, { length: 10 });
      expect(res.status).toBe(400);
    }
    const { url } = await createUpload(t.origin, member, { length: 10 });
    expect(
      (await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } })).status,
    ).toBe(401);
  });

  it('needs Tus-Resumable (412) and the tus content type on PATCH', async () => {
    const { url } = await createUpload(t.origin, member, { length: photo.length });
    const noVersion = await fetch(url, { method: 'HEAD', headers: who(member) });
    expect(noVersion.status).toBe(412);
    const wrongType = await fetch(url, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Content-Type': 'text/plain',
        'Upload-Offset': '0',
        ...who(member),
      },
      body: 'abc',
    });
    expect(wrongType.status).toBeGreaterThanOrEqual(400);
    expect(wrongType.status).toBeLessThan(500);
  });

  it('terminates an unfinished upload, and a finished one while nothing uses it', async () => {
    const { url } = await createUpload(t.origin, member, { length: photo.length });
    await patchUpload(url, member, 0, photo.subarray(0, 50));
    const rows = await rowCount(t, 'resumable_uploads');
    expect((await deleteUpload(url, member)).status).toBe(204);
    expect(await rowCount(t, 'resumable_uploads')).toBe(rows - 1);
    expect((await headUpload(url, member)).status).toBe(404);
    expect((await partsLeft(t)).filter((name) => url.endsWith(name))).toEqual([]);

    const done = await uploadWhole(t.origin, member, 'photo', photo);
    expect(done.res.status).toBe(204);
    const media = await rowCount(t, 'media');
    expect((await patchUpload(done.url, member, photo.length, Buffer.alloc(0))).status).toBe(409);
    expect((await deleteUpload(done.url, member)).status).toBe(204);
    expect(await rowCount(t, 'media')).toBe(media - 1);
    expect((await headUpload(done.url, member)).status).toBe(404);
  });

  it('keeps a finished upload that a post uses: DELETE answers 409', async () => {
    const done = await uploadWhole(t.origin, member, 'photo', photo);
    const id = Number(done.res.headers.get('upload-media-id'));
    const group = await t.db
      .insertInto('client_groups')
      .values({ name: 'Harbor City', slug: 'harbor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const project = await t.db
      .insertInto('projects')
      .values({
        client_group_id: group.id,
        name: 'River Watch',
        slug: 'river-watch',
        center_lng: -76.29,
        center_lat: 36.84,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = await t.db
      .insertInto('posts')
      .values({
        project_id: project.id,
        lat: 36.85,
        lng: -76.3,
        observed_at: '2026-03-02T10:00:00.000Z',
        content: 'Water over the curb',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('media').set({ post_id: post.id }).where('id', '=', id).execute();
    const refused = await deleteUpload(done.url, member);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(/attached/);
    expect((await fetch(done.url, { headers: who(member) })).status).toBe(200);
  });

  it('answers 409 to GET before the upload is complete', async () => {
    const { url } = await createUpload(t.origin, member, { length: photo.length });
    const res = await fetch(url, { headers: who(member) });
    expect(res.status).toBe(409);
  });

  it('removes unfinished uploads after the time allowed, with their bytes', async () => {
    const { url } = await createUpload(t.origin, member, { length: photo.length });
    await patchUpload(url, member, 0, photo.subarray(0, 80));
    const id = url.split('/').pop() ?? '';
    expect(await partsLeft(t)).toContain(id);
    const parts = await openResumableParts(t.config.resumableUploadDir, 86_400_000);
    const later = new Date(Date.now() + 2 * 86_400_000);
    const removed = await removeUnfinishedUploads(t.db, parts, { ttlMs: 86_400_000, now: later });
    expect(removed).toBeGreaterThan(0);
    expect(await partsLeft(t)).not.toContain(id);
    expect((await headUpload(url, member)).status).toBe(404);
    expect(await rowCount(t, 'resumable_uploads')).toBe(await finishedCount());
  });

  const finishedCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('resumable_uploads')
          .where('media_id', 'is not', null)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
});
