import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@highwater/core/api/common';
import type { CreatedPost } from '@highwater/core/api/new-posts';
import type { Media } from '@highwater/core/api/posts';
import { UPLOAD_MEDIA_ID_HEADER } from '@highwater/core/api/uploads';
import { uploadSessionHash } from '@/media/upload-owner.ts';
import { createUser } from '../helpers/fixtures.ts';
import { createPostWorld } from '../posts/post-fixtures.ts';
import { issueTestToken } from '../helpers/auth.ts';
import { exifHasGps, jpegWithGps } from './upload-helpers.ts';
import { allTags, clipWithLocation, FFMPEG, probe } from './video-tools.ts';
import {
  createUpload,
  headUpload,
  listeningApp,
  mediaIdOf,
  newSessionToken,
  partsLeft,
  patchCutOff,
  patchUpload,
  runTusClient,
  uploadWhole,
  who,
  type Credentials,
  type ListeningApp,
} from './tus-helpers.ts';

describe('resumable uploads (tus) on the folder store', () => {
  let t: ListeningApp;
  let member: Credentials;
  let photo: Buffer;

  const mediaRow = (id: number) =>
    t.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();

  /** The stored file of a media object, read back through the server. */
  const served = async (url: string) =>
    Buffer.from(await (await fetch(`${t.origin}${url}`)).arrayBuffer());

  beforeAll(async () => {
    t = await listeningApp();
    const userId = await createUser(t.db, { email: 'staff@city.test' });
    member = { token: await issueTestToken(t.db, userId) };
    photo = await jpegWithGps(640, 480);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('resumes a photo cut off halfway (tus-js-client) and stores it without its GPS', async () => {
    const session = newSessionToken();
    const headers = { 'Upload-Session': session };
    const metadata = { kind: 'photo', filename: 'street.jpg' };
    const half = Math.ceil(photo.length / 2);
    const first = await runTusClient(t.origin, photo, {
      headers,
      metadata,
      chunkSize: half,
      stopAfter: half,
    });
    expect(first.stopped).toBe(true);

    const head = await headUpload(first.url, { session });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('upload-length')).toBe(String(photo.length));
    expect(head.headers.get('cache-control')).toBe('no-store');

    const rest = await runTusClient(t.origin, photo, { headers, metadata, uploadUrl: first.url });
    expect(rest.stopped).toBe(false);
    expect(rest.url).toBe(first.url);
    const mediaId = rest.mediaId ?? 0;
    const row = await mediaRow(mediaId);
    expect(row).toMatchObject({
      type: 'image',
      mime_type: 'image/jpeg',
      uploader_id: null,
      upload_session_hash: uploadSessionHash(session),
      post_id: null,
      comment_id: null,
    });

    const media = (await (
      await fetch(first.url, { headers: { 'Upload-Session': session } })
    ).json()) as Media;
    expect(media.id).toBe(mediaId);
    const stored = await served(media.url);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif === undefined || !exifHasGps(meta.exif)).toBe(true);
    expect(exifHasGps((await sharp(photo).metadata()).exif ?? Buffer.alloc(0))).toBe(true);
    expect((await sharp(await served(media.thumbnail_url ?? '')).metadata()).width).toBe(400);
    // The received bytes, GPS and all, are gone once the stored copy exists.
    expect(await partsLeft(t)).toEqual([]);

    const again = await headUpload(first.url, { session });
    expect(again.status).toBe(200);
    expect(again.headers.get('upload-offset')).toBe(String(photo.length));
    expect(again.headers.get(UPLOAD_MEDIA_ID_HEADER)).toBe(String(mediaId));
  });

  it('takes a member’s upload in one creation-with-upload request, owned by the member', async () => {
    const res = await fetch(`${t.origin}/api/v2/uploads/tus`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(photo.length),
        'Upload-Metadata': `kind ${Buffer.from('photo').toString('base64')}`,
        'Content-Type': 'application/offset+octet-stream',
        authorization: `Bearer ${'token' in member ? member.token : ''}`,
      },
      body: photo,
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(/^\/api\/v2\/uploads\/tus\/[0-9a-f]{32}$/);
    expect(res.headers.get('upload-offset')).toBe(String(photo.length));
    const row = await mediaRow(mediaIdOf(res));
    expect(row?.uploader_id).not.toBeNull();
    expect(row?.upload_session_hash).toBeNull();
    expect(await partsLeft(t)).toEqual([]);
  });

  describe.skipIf(!existsSync(FFMPEG))('a video', () => {
    it('cut in the middle of a PATCH, resumes, and its post serves what a plain upload serves', async () => {
      const w = await createPostWorld(t.db);
      const alice = { token: w.aliceToken };
      const clip = await clipWithLocation('mp4');
      const { res: created, url } = await createUpload(t.origin, alice, {
        length: clip.length,
        metadata: { kind: 'video', filename: 'clip.mp4' },
      });
      expect(created.status).toBe(201);
      await patchCutOff(url, alice, 0, clip, Math.floor(clip.length / 2));
      const head = await headUpload(url, alice);
      expect(head.status).toBe(200);
      const offset = Number(head.headers.get('upload-offset'));
      // What arrived before the cut is kept, and no more than was sent.
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(Math.floor(clip.length / 2));
      const last = await patchUpload(url, alice, offset, clip.subarray(offset));
      expect(last.status).toBe(204);
      expect(last.headers.get('upload-offset')).toBe(String(clip.length));

      const posted = await fetch(`${t.origin}/api/v3/cx/local-projects/${w.project.id}/posts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${w.aliceToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          observed_at: new Date(Date.now() - 60_000).toISOString(),
          lat: 40.71,
          lng: -74.0,
          media_ids: [mediaIdOf(last)],
          idempotency_key: 'resumed-video-post',
        }),
      });
      expect(posted.status).toBe(201);
      const post = (await posted.json()) as CreatedPost;
      expect(post.media).toHaveLength(1);
      const [video] = post.media;
      expect(video).toMatchObject({ id: mediaIdOf(last), type: 'video' });
      expect(video?.poster_url).toMatch(/-poster\.jpg$/);

      // The same file sent in one go: the server strips the same metadata from both.
      const plain = await uploadWhole(t.origin, alice, 'video', clip);
      expect(plain.res.status).toBe(204);
      const plainMedia = (await (await fetch(plain.url, { headers: who(alice) })).json()) as Media;
      const stored = await served(video?.url ?? '');
      expect(stored.equals(await served(plainMedia.url))).toBe(true);
      expect(allTags(await probe(clip)).join('\n')).toMatch(/location/);
      expect(allTags(await probe(stored)).join('\n')).not.toMatch(/location|Flooded street/);
      expect(await partsLeft(t)).toEqual([]);
    });
  });

  it('refuses content that is not what it claims once complete (415) and keeps nothing', async () => {
    const text = Buffer.from('<p>not a photo at all</p>'.repeat(40));
    const before = await t.db.selectFrom('media').select('id').execute();
    const { url, res } = await uploadWhole(t.origin, member, 'photo', text);
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as ErrorBody;
    expect(body).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    expect(body.message).toMatch(/not a photo of a supported type/);
    expect(await t.db.selectFrom('media').select('id').execute()).toEqual(before);
    expect(await partsLeft(t)).toEqual([]);
    expect((await headUpload(url, member)).status).toBe(404);
  });

  it('refuses a video declared as a photo: the kind comes from the content', async () => {
    const { res } = await uploadWhole(t.origin, member, 'photo', await clipOrPng());
    expect(res.status).toBe(415);
    expect(await partsLeft(t)).toEqual([]);
  });

  /** Bytes of another kind than photo: a short MP4 when ffmpeg is here, else a PDF header. */
  async function clipOrPng(): Promise<Buffer> {
    return existsSync(FFMPEG)
      ? clipWithLocation('mp4')
      : Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500, 32)]);
  }
});
