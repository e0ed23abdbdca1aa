import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '@highwater/core/api/posts';
import type { ErrorBody } from '@highwater/core/api/common';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import { issueTestToken } from '../helpers/auth.ts';
import { mp4Clip, png, upload } from './upload-helpers.ts';
import { allTags, clipWithLocation, FFMPEG, probe } from './video-tools.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ FFMPEG_PATH: FFMPEG });
  token = await issueTestToken(t.db, await createUser(t.db, { email: 'filmer@city.test' }));
});
afterAll(async () => {
  await t?.close();
  if (t) await rm(t.config.mediaDir, { recursive: true, force: true });
});

const LOCATION = /location|25\.79|080\.13/i;

async function servedBytes(app: TestApp['app'], url: string): Promise<Buffer> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

// Made and read by Debian's ffmpeg; skipped where it is not installed, as the poster tests are.
describe.skipIf(!existsSync(FFMPEG))('uploaded videos lose their container metadata', () => {
  const cases = [
    { container: 'mp4', type: 'video/mp4', codecs: ['h264', 'aac'] },
    { container: 'mov', type: 'video/quicktime', codecs: ['h264', 'aac'] },
    { container: 'webm', type: 'video/webm', codecs: ['vp9', 'opus'] },
  ] as const;

  for (const { container, type, codecs } of cases) {
    it(`serves a ${container} without the place, title or time it was filmed`, async () => {
      const sent = await clipWithLocation(container);
      const before = allTags(await probe(sent));
      expect(before.filter((tag) => LOCATION.test(tag))).not.toEqual([]);
      expect(before).toContain('title=Flooded street');

      const response = await upload(
        t.app,
        'video',
        { data: sent, filename: `street.${container}`, contentType: type },
        token,
      );
      expect(response.statusCode).toBe(200);
      const media = response.json<Media>();
      expect(media.mediaType).toBe(type);
      const stored = await servedBytes(t.app, media.url);

      const after = await probe(stored);
      expect(after.streams.map((s) => [s.codec_type, s.codec_name])).toEqual([
        ['video', codecs[0]],
        ['audio', codecs[1]],
      ]);
      const tags = allTags(after);
      expect(tags.filter((tag) => LOCATION.test(tag))).toEqual([]);
      expect(tags.filter((tag) => /title|creation_time|Flooded|Camera/i.test(tag))).toEqual([]);
      // The atoms that carry a place in MP4 and QuickTime (3GPP `loci`, Apple `©xyz`).
      expect(stored.includes('loci', 0, 'latin1')).toBe(false);
      expect(stored.includes('\u00a9xyz', 0, 'latin1')).toBe(false);
      if (container !== 'webm') {
        // The index comes first (faststart), so playing starts before the whole file arrives.
        expect(stored.indexOf('moov', 0, 'latin1')).toBeLessThan(
          stored.indexOf('mdat', 0, 'latin1'),
        );
      }
      const row = await t.db
        .selectFrom('media')
        .select(['byte_size', 'width', 'height'])
        .where('id', '=', media.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ byte_size: stored.length, width: 160, height: 90 });
    });
  }

  it('refuses a video ffmpeg cannot read (415) and stores nothing', async () => {
    const sent = await clipWithLocation('mp4');
    // The signature stays, the rest is noise: still sniffed as MP4, but no video in it.
    const broken = Buffer.concat([sent.subarray(0, 32), Buffer.alloc(4096, 0x5a)]);
    const count = async () => (await t.db.selectFrom('media').select('id').execute()).length;
    const stored = await count();
    const response = await upload(
      t.app,
      'video',
      { data: broken, filename: 'broken.mp4', contentType: 'video/mp4' },
      token,
    );
    expect(response.statusCode).toBe(415);
    expect(response.json<ErrorBody>().message).toContain('location data');
    expect(await count()).toBe(stored);
  });
});

describe('uploaded videos on a server without ffmpeg', () => {
  let bare: TestApp;
  let bareToken: string;

  beforeAll(async () => {
    bare = await createTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
    bareToken = await issueTestToken(
      bare.db,
      await createUser(bare.db, { email: 'bare@city.test' }),
    );
  });
  afterAll(async () => {
    await bare?.close();
    if (bare) await rm(bare.config.mediaDir, { recursive: true, force: true });
  });

  it('are refused with 503 and never stored with their location; photos still go through', async () => {
    const response = await upload(
      bare.app,
      'video',
      { data: await mp4Clip(), filename: 'clip.mp4', contentType: 'video/mp4' },
      bareToken,
    );
    expect(response.statusCode).toBe(503);
    expect(response.json<ErrorBody>()).toMatchObject({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringContaining('ffmpeg') as unknown,
    });
    expect(await bare.db.selectFrom('media').select('id').execute()).toEqual([]);
    const photo = { data: await png(20, 20), filename: 'a.png', contentType: 'image/png' };
    expect((await upload(bare.app, 'photo', photo, bareToken)).statusCode).toBe(200);
  });
});
