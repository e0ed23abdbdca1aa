import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '@highwater/core/api/posts';
import { removeUnattachedUploads } from '@/media/unattached-uploads.ts';
import { attachmentDisposition } from '@/media/download-name.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import { issueTestToken } from '../helpers/auth.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { jpegWithGps, mp4Clip, upload } from './upload-helpers.ts';

/** The headers a served medium carries besides its length, which depends on the bytes. */
const SERVED_HEADERS = [
  'content-type',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
  'accept-ranges',
] as const;

interface Side {
  t: TestApp;
  token: string;
}

async function side(env: Record<string, string>): Promise<Side> {
  const t = await createTestApp(env);
  const userId = await createUser(t.db, { email: 'uploader@city.test' });
  return { t, token: await issueTestToken(t.db, userId) };
}

async function uploaded(s: Side, kind: 'photo' | 'video', data: Buffer, type: string) {
  const filename = kind === 'photo' ? 'street.jpg' : 'clip.mp4';
  const res = await upload(s.t.app, kind, { data, filename, contentType: type }, s.token);
  expect(res.statusCode).toBe(200);
  return res.json<Media>();
}

const get = (s: Side, url: string, headers: Record<string, string> = {}) =>
  s.t.app.inject({ method: 'GET', url, headers });

const keyOf = (url: string) => url.replace(/^\/media\//, '');

describe('uploads and media with MEDIA_STORE=s3', () => {
  let s3: TestS3Server;
  let onS3: Side;
  let onDisk: Side;
  let photo: Buffer;

  beforeAll(async () => {
    s3 = await startS3Server();
    onS3 = await side(s3.env);
    onDisk = await side({});
    photo = await jpegWithGps(640, 480);
  });
  afterAll(async () => {
    await onS3?.t.close();
    await onDisk?.t.close();
    if (onDisk) await rm(onDisk.t.config.mediaDir, { recursive: true, force: true });
    await s3?.stop();
  });

  it('keeps an uploaded photo in the bucket and serves it as the folder store does', async () => {
    const fromS3 = await uploaded(onS3, 'photo', photo, 'image/jpeg');
    const fromDisk = await uploaded(onDisk, 'photo', photo, 'image/jpeg');
    expect(await onS3.t.storage.exists(keyOf(fromS3.url))).toBe(true);
    expect(existsSync(onS3.t.config.mediaDir)).toBe(false);

    for (const suffix of ['', '?download=1']) {
      for (const pick of [(m: Media) => m.url, (m: Media) => m.thumbnail_url ?? '']) {
        const a = await get(onS3, pick(fromS3) + suffix);
        const b = await get(onDisk, pick(fromDisk) + suffix);
        expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
        for (const name of SERVED_HEADERS) expect(a.headers[name], name).toBe(b.headers[name]);
        if (suffix) {
          expect(a.headers['content-disposition']).toBe(attachmentDisposition(keyOf(pick(fromS3))));
        }
        expect(Number(a.headers['content-length'])).toBe(a.rawPayload.length);
        expect(a.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
      }
    }
  });

  it('answers byte ranges from the bucket as from the folder', async () => {
    const media = await uploaded(onS3, 'photo', photo, 'image/jpeg');
    const whole = (await get(onS3, media.url)).rawPayload;
    const part = await get(onS3, media.url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(whole.subarray(100, 200))).toBe(true);
    const tail = await get(onS3, media.url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(whole.subarray(-10))).toBe(true);
    const outside = await get(onS3, media.url, { range: `bytes=${whole.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${whole.length}`);
  });

  it('stores a video as the folder does and answers 404 for a key the bucket lacks', async () => {
    const clip = await mp4Clip();
    const fromS3 = await get(onS3, (await uploaded(onS3, 'video', clip, 'video/mp4')).url);
    const fromDisk = await get(onDisk, (await uploaded(onDisk, 'video', clip, 'video/mp4')).url);
    expect(fromS3.statusCode).toBe(200);
    expect(fromS3.headers['content-type']).toBe('video/mp4');
    expect(fromS3.rawPayload.length).toBeGreaterThan(0);
    expect(fromS3.rawPayload.equals(fromDisk.rawPayload)).toBe(true);
    expect((await get(onS3, '/media/uploads/2020/01/missing.jpg')).statusCode).toBe(404);
  });

  it('removes unattached uploads from the bucket', async () => {
    const media = await uploaded(onS3, 'photo', photo, 'image/jpeg');
    const later = new Date(Date.now() + 2 * 86_400_000);
    await removeUnattachedUploads(onS3.t.db, onS3.t.storage, { ttlMs: 86_400_000, now: later });
    expect(await onS3.t.storage.exists(keyOf(media.url))).toBe(false);
    expect(await onS3.t.storage.exists(keyOf(media.thumbnail_url ?? ''))).toBe(false);
    expect((await get(onS3, media.url)).statusCode).toBe(404);
  });
});
