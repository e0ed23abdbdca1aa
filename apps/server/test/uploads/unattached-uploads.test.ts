import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '@highwater/core/api/posts';
import { UNATTACHED_UPLOAD_TTL_MS } from '@highwater/core/api/uploads';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import { removeUnattachedUploads } from '@/media/unattached-uploads.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from '../posts/post-fixtures.ts';
import { png, upload } from './upload-helpers.ts';

let t: TestApp;
let w: PostWorld;
let storage: MediaStorage;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
  storage = t.storage;
});
afterAll(async () => {
  await t?.close();
  if (t) await rm(t.config.mediaDir, { recursive: true, force: true });
});

async function uploadPhoto(): Promise<Media> {
  const response = await upload(
    t.app,
    'photo',
    { data: await png(30, 30), filename: 'a.png', contentType: 'image/png' },
    w.aliceToken,
  );
  expect(response.statusCode).toBe(200);
  return response.json<Media>();
}

const keyOf = (url: string) => url.replace(/^\/media\//, '');
const exists = (id: number) =>
  t.db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst();

describe('removeUnattachedUploads', () => {
  it('removes uploads left unattached for longer than the time allowed, rows and files', async () => {
    const left = await uploadPhoto();
    const kept = await uploadPhoto();
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/v3/cx/local-projects/${w.project.id}/posts/${w.posts[0]!.id}/comments`,
      headers: bearer(w.aliceToken),
      payload: { content: 'Attached', media_ids: [kept.id] },
    });
    expect(comment.statusCode).toBe(200);

    // A moment before the day is up, nothing goes.
    const early = new Date(Date.now() + UNATTACHED_UPLOAD_TTL_MS - 60_000);
    expect(
      await removeUnattachedUploads(t.db, storage, { ttlMs: UNATTACHED_UPLOAD_TTL_MS, now: early }),
    ).toBe(0);
    expect(await exists(left.id)).toBeDefined();

    const later = new Date(Date.now() + UNATTACHED_UPLOAD_TTL_MS + 60_000);
    expect(
      await removeUnattachedUploads(t.db, storage, { ttlMs: UNATTACHED_UPLOAD_TTL_MS, now: later }),
    ).toBe(1);
    expect(await exists(left.id)).toBeUndefined();
    expect(await storage.exists(keyOf(left.url))).toBe(false);
    expect(await storage.exists(keyOf(left.thumbnail_url!))).toBe(false);

    expect(await exists(kept.id)).toBeDefined();
    expect(await storage.exists(keyOf(kept.url))).toBe(true);
    expect(await storage.exists(keyOf(kept.thumbnail_url!))).toBe(true);
  });
});
