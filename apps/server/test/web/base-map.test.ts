import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_MAP_FILE, encodeBaseMapTiles } from '@highwater/core/base-map-tiles';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Stand-ins for vector tiles: the server sends the bytes as they are stored.
const WORLD = Buffer.from('the whole world');
const LAND = Buffer.from('land everywhere');

let dist: string;
let t: TestApp;
let unbuilt: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'highwater-dist-'));
  const file = encodeBaseMapTiles(
    [
      { z: 0, x: 0, y: 0, gzipped: gzipSync(WORLD), plain: false },
      { z: 1, x: 1, y: 0, gzipped: gzipSync(LAND), plain: true },
    ],
    3,
  );
  await writeFile(path.join(dist, BASE_MAP_FILE), file);
  [t, unbuilt] = await Promise.all([
    createTestApp({ WEB_DIST: dist }),
    createTestApp({ WEB_DIST: '/nonexistent-highwater-dist' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), unbuilt.close()]);
  await rm(dist, { recursive: true, force: true });
});

const tile = (url: string, acceptEncoding = 'gzip, deflate, br') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('the built-in base map tiles', () => {
  it('sends a stored tile compressed, as stored, cached for an hour', async () => {
    const res = await tile('/base-map/0/0/0.pbf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-protobuf');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(gunzipSync(res.rawPayload)).toEqual(WORLD);
  });

  it('sends it uncompressed to a client that does not take gzip', async () => {
    const res = await tile('/base-map/0/0/0.pbf', 'identity');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toEqual(WORLD);
  });

  it('sends the plain tile above for every tile below it', async () => {
    for (const url of ['/base-map/1/1/0.pbf', '/base-map/2/3/1.pbf', '/base-map/3/4/3.pbf']) {
      const res = await tile(url);
      expect(res.statusCode, url).toBe(200);
      expect(gunzipSync(res.rawPayload)).toEqual(LAND);
    }
  });

  it('answers an empty tile, or one past the deepest zoom, with no content', async () => {
    for (const url of ['/base-map/1/0/1.pbf', '/base-map/3/0/7.pbf', '/base-map/4/8/0.pbf']) {
      const res = await tile(url);
      expect(res.statusCode, url).toBe(204);
      expect(res.rawPayload.length).toBe(0);
    }
  });

  it('refuses an address that is not a tile', async () => {
    expect((await tile('/base-map/a/0/0.pbf')).statusCode).toBe(400);
    expect((await tile('/base-map/0/-1/0.pbf')).statusCode).toBe(400);
  });

  it('says Not Found without a web build', async () => {
    const res = await unbuilt.app.inject({ method: 'GET', url: '/base-map/0/0/0.pbf' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'The web app has not been built' });
  });
});
