import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('GET /media/*', () => {
  let t: TestApp;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    jpeg = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const storage = t.storage;
    await storage.put('tests/photo.jpg', jpeg);
    await storage.put('tests/clip.mp4', Buffer.from('0123456789'));
    await storage.put(
      'tests/drawing.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    await storage.put('tests/page.html', Buffer.from('<script>alert(1)</script>'));
  });
  afterAll(async () => {
    await t.close();
    await rm(t.config.mediaDir, { recursive: true, force: true });
  });

  it('serves a stored JPEG with its type, a long cache and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/tests/photo.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(jpeg.length);
    expect(res.rawPayload.equals(jpeg)).toBe(true);
    const metadata = await sharp(res.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
  });

  it('answers 404 for a missing file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/tests/missing.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Media not found' });
  });

  it('never serves SVG or HTML, even when stored', async () => {
    for (const url of ['/media/tests/drawing.svg', '/media/tests/page.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('answers 400 for path traversal, encoded or not', async () => {
    for (const url of [
      '/media/..%2f..%2fetc/passwd',
      '/media/tests/..%2F..%2Fpackage.json',
      '/media/tests/%2e%2e%2f%2e%2e%2fetc/passwd',
      '/media/tests%5c..%5cphoto.jpg',
      '/media/.hidden.jpg',
      '/media/tests//photo.jpg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('serves a single byte range for video players', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/media/tests/clip.mp4',
      headers: { range: 'bytes=2-5' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-range']).toBe('bytes 2-5/10');
    expect(res.body).toBe('2345');

    const suffix = await t.app.inject({
      method: 'GET',
      url: '/media/tests/clip.mp4',
      headers: { range: 'bytes=-3' },
    });
    expect(suffix.body).toBe('789');

    const outside = await t.app.inject({
      method: 'GET',
      url: '/media/tests/clip.mp4',
      headers: { range: 'bytes=20-30' },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */10');
  });
});
