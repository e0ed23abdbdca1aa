import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentDisposition } from '@/media/download-name.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('GET /media/*?download=1 (the gallery’s download link)', () => {
  let t: TestApp;
  const clip = Buffer.from('0123456789');

  beforeAll(async () => {
    t = await createTestApp();
    await t.storage.put('posts/7/clip-a1.mp4', clip);
  });
  afterAll(async () => {
    await t.close();
    await rm(t.config.mediaDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves the file as an attachment named after its key, keeping every other header', async () => {
    const plain = await get('/media/posts/7/clip-a1.mp4');
    const download = await get('/media/posts/7/clip-a1.mp4?download=1');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="clip-a1.mp4"');
    expect(plain.headers['content-disposition']).toBeUndefined();
    const { 'content-disposition': _added, date: _d1, ...rest } = download.headers;
    const { date: _d2, ...plainRest } = plain.headers;
    expect(rest).toEqual(plainRest);
    expect(download.rawPayload.equals(clip)).toBe(true);
  });

  it('keeps byte ranges working for a download', async () => {
    const res = await get('/media/posts/7/clip-a1.mp4?download=1', { range: 'bytes=0-3' });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('0123');
    expect(res.headers['content-disposition']).toBe('attachment; filename="clip-a1.mp4"');
  });

  it('answers 400 to any other query', async () => {
    for (const query of ['download=0', 'download=yes', 'download=1&download=1', 'name=x.exe']) {
      const res = await get(`/media/posts/7/clip-a1.mp4?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });
});

describe('attachmentDisposition', () => {
  it.each([
    ['posts/1/photo.jpg', 'attachment; filename="photo.jpg"'],
    ['photo.jpg', 'attachment; filename="photo.jpg"'],
    ['a/b"\r\nx.jpg', 'attachment; filename="b___x.jpg"'],
    ['a/', 'attachment; filename="download"'],
  ])('%j → %s', (key, header) => {
    expect(attachmentDisposition(key)).toBe(header);
  });
});
