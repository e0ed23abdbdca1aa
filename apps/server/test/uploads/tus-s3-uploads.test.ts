import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@highwater/core/api/common';
import type { Media } from '@highwater/core/api/posts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { jpegWithGps } from './upload-helpers.ts';
import {
  headUpload,
  listeningApp,
  newSessionToken,
  partsLeft,
  uploadWhole,
  who,
  type ListeningApp,
  rowCount,
} from './tus-helpers.ts';

describe('resumable uploads with MEDIA_STORE=s3', () => {
  let s3: TestS3Server;
  let t: ListeningApp;
  let photo: Buffer;
  const resident = { session: newSessionToken() };

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await listeningApp(s3.env);
    photo = await jpegWithGps(320, 240);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('keeps a finished upload in the bucket, as the multipart calls do', async () => {
    const { url, res } = await uploadWhole(t.origin, resident, 'photo', photo);
    expect(res.status).toBe(204);
    const media = (await (await fetch(url, { headers: who(resident) })).json()) as Media;
    const key = media.url.replace(/^\/media\//, '');
    expect(await t.storage.exists(key)).toBe(true);
    expect(await t.storage.exists((media.thumbnail_url ?? '').replace(/^\/media\//, ''))).toBe(
      true,
    );
    expect(existsSync(t.config.mediaDir)).toBe(false);
    const served = await fetch(`${t.origin}${media.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers 503 when the bucket is gone, keeping neither the media nor the received bytes', async () => {
    const media = await rowCount(t, 'media');
    const uploads = await rowCount(t, 'resumable_uploads');
    await s3.stop();
    const { url, res } = await uploadWhole(t.origin, resident, 'photo', photo);
    expect(res.status).toBe(503);
    expect((await res.json()) as ErrorBody).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The server is briefly unavailable; try again shortly.',
    });
    expect(await rowCount(t, 'media')).toBe(media);
    expect(await rowCount(t, 'resumable_uploads')).toBe(uploads);
    expect(await partsLeft(t)).toEqual([]);
    expect((await headUpload(url, resident)).status).toBe(404);
  });
});
