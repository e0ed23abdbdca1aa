import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeIco } from '@/web/ico.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

// No web build: the icon must not depend on one.
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: '/nonexistent-highwater-dist' });
});
afterAll(() => t.close());

/** The pictures an .ico file lists: size and PNG bytes. */
function readIco(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const at = 6 + 16 * index;
    const bytes = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    return { size: ico.readUInt8(at) || 256, png: ico.subarray(offset, offset + bytes) };
  });
}

describe('the site icon', () => {
  it('answers /favicon.ico with PNG pictures of the mark at 16, 32 and 48 pixels, cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const pictures = readIco(res.rawPayload);
    expect(pictures.map((p) => p.size)).toEqual([16, 32, 48]);
    for (const picture of pictures) {
      const { width, height, format } = await sharp(picture.png).metadata();
      expect([format, width, height]).toEqual(['png', picture.size, picture.size]);
    }
    // The corner pixel of the middle picture is transparent (rounded), its centre-left the accent.
    const { data, info } = await sharp(pictures[1]!.png)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ];
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(2, 10)).toEqual([0x0b, 0x4f, 0x71, 255]);
  });

  it('answers /favicon.svg, which the pages link, as SVG in the accent colour', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain('fill="#0b4f71"');
  });

  it('answers HEAD without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.body).toBe('');
  });

  it.each(['/identity/authorize', '/file-transfer'])('is linked from the page %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });
});

describe('an .ico file', () => {
  it('lists each picture with its size, byte length and offset', () => {
    const a = Buffer.from('first');
    const b = Buffer.from('second picture');
    const ico = encodeIco([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect(readIco(ico)).toEqual([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect(ico.length).toBe(6 + 32 + a.length + b.length);
  });

  it('refuses sizes an icon cannot hold', () => {
    expect(() => encodeIco([{ size: 257, png: Buffer.alloc(1) }])).toThrow(RangeError);
    expect(() => encodeIco([{ size: 0, png: Buffer.alloc(1) }])).toThrow(RangeError);
  });
});
