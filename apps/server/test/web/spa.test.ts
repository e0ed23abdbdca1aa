import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const INDEX =
  '<!doctype html><html><head><title>Highwater</title></head><body><div id="root"></div></body></html>';
const ASSET = 'console.log("app");';
// Built like the web build does: a .br and a .gz copy beside the file.
const BIG_ASSET = Buffer.from('export const greeting = "Highwater";\n'.repeat(100));

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'highwater-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), ASSET);
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  const big = path.join(dist, 'assets', 'map-Ef56Gh78.js');
  await writeFile(big, BIG_ASSET);
  await writeFile(`${big}.br`, brotliCompressSync(BIG_ASSET));
  await writeFile(`${big}.gz`, gzipSync(BIG_ASSET));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the built web app', () => {
  it('serves index.html at / uncached, with the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves hashed assets as immutable and other files briefly cached', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(ASSET);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const other = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'serves an asset’s %s copy to a client that accepts it, cached like the file',
    async (encoding, decode) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/map-Ef56Gh78.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBeLessThan(BIG_ASSET.length);
      expect(decode(res.rawPayload).equals(BIG_ASSET)).toBe(true);
    },
  );

  it('prefers br when the client accepts both, and sends the file itself otherwise', async () => {
    const url = '/assets/map-Ef56Gh78.js';
    const both = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(both.headers['content-encoding']).toBe('br');

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(BIG_ASSET)).toBe(true);

    // A file the build left without copies goes out as it is.
    const small = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(ASSET);
  });

  it.each(['/', '/harbor-city/river-watch/map'])(
    'serves index.html’s br copy at %s uncached, with the security headers',
    async (url) => {
      const res = await t.app.inject({ url, headers: { ...html, 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    },
  );

  it.each([
    '/harbor-city/river-watch/map',
    '/harbor-city/files?coming-soon=people',
    '/posts/12',
    '/no/such/page',
  ])('answers index.html for the client route %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/api/v3/cx/nothing', html],
    ['/api/v2', html],
    ['/identity/nothing', html],
    ['/auth/nothing', html],
    ['/assets/missing-Zz99Yy88.js', html],
    ['/harbor-city/river-watch/map', { accept: 'application/json' }],
    ['/harbor-city/river-watch/map', {}],
  ])('answers a JSON 404 for %s (%j), never the web app', async (url, headers) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers HEAD for a client route without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/harbor-city/files', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  it('does not answer index.html for other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/harbor-city', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('does not serve files outside the build folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/../package.json' });
    expect(res.statusCode).not.toBe(200);
    const encoded = await t.app.inject({ method: 'GET', url: '/%2e%2e/package.json' });
    expect(encoded.statusCode).not.toBe(200);
  });
});

describe('without a build', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ WEB_DIST: path.join(dist, 'not-built') });
  });
  afterAll(async () => bare.close());

  it('answers client routes with a 503 page that says how to build', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<code>npm run build</code>');
    expect(res.body).toContain('The web app has not been built yet');

    const es = await bare.app.inject({
      method: 'GET',
      url: '/harbor-city/files',
      headers: { ...html, 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(es.statusCode).toBe(503);
    expect(es.body).toContain('La aplicación web aún no se ha compilado');
  });

  it('still answers the API', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/api/v2/me' });
    expect(res.statusCode).toBe(401);
  });
});
