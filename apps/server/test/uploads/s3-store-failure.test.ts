import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@highwater/core/api/common';
import type { Media } from '@highwater/core/api/posts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import { issueTestToken } from '../helpers/auth.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { jpegWithGps, mp4Clip, upload } from './upload-helpers.ts';

const UNAVAILABLE: ErrorBody = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The server is briefly unavailable; try again shortly.',
};

describe('an S3 store that fails after the server has started', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let token: string;
  let kept: Media;
  let photo: Buffer;

  const uploadCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(s3.env);
    token = await issueTestToken(t.db, await createUser(t.db, { email: 'uploader@city.test' }));
    photo = await jpegWithGps(320, 240);
    const res = await upload(
      t.app,
      'photo',
      { data: photo, filename: 'a.jpg', contentType: 'image/jpeg' },
      token,
    );
    expect(res.statusCode).toBe(200);
    kept = res.json<Media>();
    expect(await t.storage.exists(kept.url.replace('/media/', ''))).toBe(true);
    await s3.stop();
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('answers 503 for media, whole or in part, never 500', async () => {
    for (const headers of [{}, { range: 'bytes=0-9' }]) {
      const res = await t.app.inject({ method: 'GET', url: kept.url, headers });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
    }
  });

  it('answers 503 for an upload and keeps no record of it', async () => {
    const before = await uploadCount();
    const parts = [
      ['photo', { data: photo, filename: 'b.jpg', contentType: 'image/jpeg' }],
      ['video', { data: await mp4Clip(), filename: 'c.mp4', contentType: 'video/mp4' }],
    ] as const;
    for (const [kind, file] of parts) {
      const res = await upload(t.app, kind, file, token);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
    }
    expect(await uploadCount()).toBe(before);
  });
});
