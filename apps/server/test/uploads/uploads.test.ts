import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Media } from '@highwater/core/api/posts';
import type { ErrorBody } from '@highwater/core/api/common';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import { bearer, issueTestToken } from '../helpers/auth.ts';
import {
  exifHasGps,
  jpegWithGps,
  mp4Clip,
  multipartBody,
  pixelBombPng,
  png,
  upload,
  webmClip,
  type FilePart,
} from './upload-helpers.ts';
import { probe } from './video-tools.ts';

let t: TestApp;
let token: string;
let userId: number;
let clip: Buffer;
let temporaryFolder: string;
const systemTemporaryFolder = process.env.TMPDIR;

beforeAll(async () => {
  // Uploads are received into the system's temporary folder: one of this file's own, so the
  // last test can check that nothing is left behind.
  temporaryFolder = await mkdtemp(path.join(tmpdir(), 'highwater-upload-test-'));
  process.env.TMPDIR = temporaryFolder;
  t = await createTestApp();
  userId = await createUser(t.db, { email: 'uploader@city.test' });
  token = await issueTestToken(t.db, userId);
  clip = await mp4Clip();
});
afterAll(async () => {
  await t?.close();
  if (t) await rm(t.config.mediaDir, { recursive: true, force: true });
  // Other test files of this worker run after this one, in the system's folder again.
  if (systemTemporaryFolder === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTemporaryFolder;
  await rm(temporaryFolder, { recursive: true, force: true });
});

const jpegPart = (data: Buffer, filename = 'street.jpg'): FilePart => ({
  data,
  filename,
  contentType: 'image/jpeg',
});

async function served(app: TestApp['app'], url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return { body: response.rawPayload, contentType: response.headers['content-type'] };
}

async function uploadRow(id: number) {
  return t.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST /api/v2/uploads/photo', () => {
  it('re-encodes a JPEG with GPS EXIF: nothing served carries EXIF or GPS', async () => {
    const original = await jpegWithGps(640, 480);
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif && exifHasGps(originalMeta.exif)).toBe(true);

    const response = await upload(t.app, 'photo', jpegPart(original, 'my-house.jpg'), token);
    expect(response.statusCode).toBe(200);
    const media = response.json<Media>();
    expect(media).toMatchObject({ type: 'image', mediaType: 'image/jpeg', poster_url: null });
    expect(media.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(media.url).not.toContain('my-house');
    expect(media.thumbnail_url).toMatch(/^\/media\/uploads\/.+-thumb\.jpg$/);

    for (const url of [media.url, media.thumbnail_url!]) {
      const file = await served(t.app, url);
      expect(file.contentType).toBe('image/jpeg');
      const meta = await sharp(file.body).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const thumbnail = await sharp((await served(t.app, media.thumbnail_url!)).body).metadata();
    expect(Math.max(thumbnail.width, thumbnail.height)).toBe(400);

    const row = await uploadRow(media.id);
    expect(row).toMatchObject({
      uploader_id: userId,
      post_id: null,
      comment_id: null,
      type: 'image',
      mime_type: 'image/jpeg',
      width: 640,
      height: 480,
    });
    expect(row.byte_size).toBe((await served(t.app, media.url)).body.length);
  });

  it('takes a PNG and stores it as JPEG', async () => {
    const response = await upload(
      t.app,
      'photo',
      { data: await png(300, 120), filename: 'drain.png', contentType: 'image/png' },
      token,
    );
    expect(response.statusCode).toBe(200);
    const media = response.json<Media>();
    expect(media.url).toMatch(/\.jpg$/);
    const meta = await sharp((await served(t.app, media.url)).body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 120]);
  });

  it('serves a photo tagged with orientation 6 upright (width and height swapped)', async () => {
    const rotated = await jpegWithGps(300, 200, 6);
    const response = await upload(t.app, 'photo', jpegPart(rotated), token);
    expect(response.statusCode).toBe(200);
    const media = response.json<Media>();
    const meta = await sharp((await served(t.app, media.url)).body).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(await uploadRow(media.id)).toMatchObject({ width: 200, height: 300 });
  });

  it('decides the type from the content: a JPEG named .png and sent as image/png is a JPEG', async () => {
    const response = await upload(
      t.app,
      'photo',
      { data: await jpegWithGps(64, 64), filename: 'photo.png', contentType: 'image/png' },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<Media>().mediaType).toBe('image/jpeg');
  });

  it.each([
    [
      'an SVG',
      {
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        filename: 'map.svg',
        contentType: 'image/svg+xml',
      },
    ],
    [
      'an HTML file named .jpg',
      {
        data: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      },
    ],
    [
      'a PDF',
      {
        data: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n'),
        filename: 'report.jpg',
        contentType: 'image/jpeg',
      },
    ],
  ])('refuses %s as not a photo (415)', async (_name, part) => {
    const response = await upload(t.app, 'photo', part, token);
    expect(response.statusCode).toBe(415);
    expect(response.json<ErrorBody>().message).toContain('JPEG, PNG, WebP or AVIF');
  });

  it('refuses a JPEG with a page appended after its end (a polyglot)', async () => {
    const polyglot = Buffer.concat([
      await jpegWithGps(64, 64),
      Buffer.from('<html><script>fetch("/api/v2/me")</script></html>'),
    ]);
    const response = await upload(t.app, 'photo', jpegPart(polyglot), token);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message).toContain('markup');
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await jpegWithGps(400, 300);
    const response = await upload(
      t.app,
      'photo',
      jpegPart(whole.subarray(0, whole.length - 2000)),
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message).toContain('damaged or incomplete');
  });

  it('refuses a 30,000 × 30,000 pixel PNG from its header, without decoding it', async () => {
    const bomb = await pixelBombPng();
    expect(bomb.length).toBeLessThan(1000);
    const before = process.memoryUsage().rss;
    const response = await upload(
      t.app,
      'photo',
      { data: bomb, filename: 'bomb.png', contentType: 'image/png' },
      token,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().message).toContain('pixels');
    // Decoding would take 2.7 GB of RGB; far less than that went by.
    expect(process.memoryUsage().rss - before).toBeLessThan(500 * 1024 * 1024);
  });

  it('answers 400 without a file, and for a body that is not multipart', async () => {
    const none = await upload(t.app, 'photo', null, token);
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorBody>().message).toContain('No file');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v2/uploads/photo',
      headers: { authorization: `Bearer ${token}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 400 for form data that cannot be read: no boundary, or cut short', async () => {
    const send = (contentType: string, payload: Buffer | string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/uploads/photo',
        headers: { 'content-type': contentType, ...bearer(token) },
        payload,
      });
    const stored = () => t.db.selectFrom('media').select('id').orderBy('id').execute();
    const before = await stored();
    expect((await send('multipart/form-data', 'garbage')).statusCode).toBe(400);
    const { payload, contentType } = multipartBody(jpegPart(await jpegWithGps(300, 300)));
    const cut = await send(contentType, payload.subarray(0, payload.length - 500));
    expect(cut.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers 400 for an empty file', async () => {
    const response = await upload(t.app, 'photo', jpegPart(Buffer.alloc(0)), token);
    expect(response.statusCode).toBe(400);
  });

  it('needs a signed-in user (401)', async () => {
    const response = await upload(t.app, 'photo', jpegPart(await jpegWithGps(32, 32)), null);
    expect(response.statusCode).toBe(401);
    expect(
      await t.db.selectFrom('media').select('id').where('uploader_id', 'is', null).execute(),
    ).toEqual([]);
  });
});

describe('POST /api/v2/uploads/video', () => {
  it.skipIf(!existsSync('/usr/bin/ffmpeg'))(
    'stores an MP4 written again (the same picture, no metadata), with its first frame as the poster',
    async () => {
      const response = await upload(
        t.app,
        'video',
        { data: clip, filename: 'river.mov', contentType: 'application/octet-stream' },
        token,
      );
      expect(response.statusCode).toBe(200);
      const media = response.json<Media>();
      expect(media).toMatchObject({ type: 'video', mediaType: 'video/mp4' });
      expect(media.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.mp4$/);
      const video = await served(t.app, media.url);
      expect(video.contentType).toBe('video/mp4');
      expect((await probe(video.body)).streams.map((s) => s.codec_name)).toEqual(['h264']);
      const poster = await sharp((await served(t.app, media.poster_url!)).body).metadata();
      expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 480, 270]);
      expect(await uploadRow(media.id)).toMatchObject({
        type: 'video',
        mime_type: 'video/mp4',
        width: 480,
        height: 270,
        byte_size: video.body.length,
      });
    },
  );

  it.skipIf(!existsSync('/usr/bin/ffmpeg'))(
    'stores a WebM (made with ffmpeg) under .webm, with its first frame as the poster',
    async () => {
      const webm = await webmClip(clip, '/usr/bin/ffmpeg');
      const response = await upload(
        t.app,
        'video',
        { data: webm, filename: 'river.mp4', contentType: 'video/mp4' },
        token,
      );
      expect(response.statusCode).toBe(200);
      const media = response.json<Media>();
      expect(media.mediaType).toBe('video/webm');
      expect(media.url).toMatch(/\.webm$/);
      expect((await served(t.app, media.url)).contentType).toBe('video/webm');
      const poster = await sharp((await served(t.app, media.poster_url!)).body).metadata();
      expect([poster.width, poster.height]).toEqual([480, 270]);
    },
  );

  it('refuses a photo sent as a video (415)', async () => {
    const response = await upload(t.app, 'video', jpegPart(await jpegWithGps(32, 32)), token);
    expect(response.statusCode).toBe(415);
    expect(response.json<ErrorBody>().message).toContain('MP4, QuickTime or WebM');
  });
});

describe('uploads with small limits and no ffmpeg', () => {
  let small: TestApp;
  let smallToken: string;

  beforeAll(async () => {
    small = await createTestApp({
      UPLOAD_PHOTO_MAX_BYTES: '20000',
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '3',
    });
    smallToken = await issueTestToken(
      small.db,
      await createUser(small.db, { email: 'small@city.test' }),
    );
  });
  afterAll(async () => {
    await small?.close();
    if (small) await rm(small.config.mediaDir, { recursive: true, force: true });
  });

  it('answers 413 for a photo over the size limit, and stores nothing', async () => {
    const big = await png(200, 200);
    expect(big.length).toBeGreaterThan(20_000);
    const response = await upload(
      small.app,
      'photo',
      { data: big, filename: 'big.png', contentType: 'image/png' },
      smallToken,
    );
    expect(response.statusCode).toBe(413);
    expect(await small.db.selectFrom('media').select('id').execute()).toEqual([]);
  });

  it('refuses a video when ffmpeg is missing (503): its location could not be removed', async () => {
    const response = await upload(
      small.app,
      'video',
      { data: clip, filename: 'clip.mp4', contentType: 'video/mp4' },
      smallToken,
    );
    expect(response.statusCode).toBe(503);
    expect(await small.db.selectFrom('media').select('id').execute()).toEqual([]);
  });

  it('limits uploads per user and endpoint: the fourth photo within a minute answers 429', async () => {
    const busy = await issueTestToken(
      small.db,
      await createUser(small.db, { email: 'busy@city.test' }),
    );
    const photo = { data: await png(20, 20), filename: 'a.png', contentType: 'image/png' };
    for (let i = 0; i < 3; i++) {
      expect((await upload(small.app, 'photo', photo, busy)).statusCode).toBe(200);
    }
    const refused = await upload(small.app, 'photo', photo, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().statusCode).toBe(429);
    expect((await upload(small.app, 'photo', photo, smallToken)).statusCode).toBe(200);
  });
});

it('leaves no temporary file behind, whether an upload was taken or refused', async () => {
  expect(await readdir(temporaryFolder)).toEqual([]);
});
