import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostPoints } from '@highwater/core/api/posts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { listen } from '../live/live-fixtures.ts';
import { createPostWorld, type PostWorld } from '../posts/post-fixtures.ts';

let t: TestApp;
let w: PostWorld;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
  base = await listen(t);
});
afterAll(async () => t?.close());

const project = (path: string) => `/api/v3/cx/local-projects/${w.project.id}/${path}`;
const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    url,
    headers: {
      ...bearer(w.aliceToken),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('JSON answers', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'over 1 KB are sent %s-compressed to a client that accepts it',
    async (name, decode) => {
      const plain = await get(project('posts/points'));
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.json<PostPoints>().id.length).toBeGreaterThan(0);

      const compressed = await get(project('posts/points'), name);
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(name);
      expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
    },
  );

  it('prefer br when the client accepts both', async () => {
    const res = await get(project('posts?limit=50'), 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toMatchObject({
      total: w.posts.length,
    });
  });

  it('under 1 KB are sent as they are', async () => {
    const res = await get('/api/v2/me', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ id: w.aliceId });
  });
});

describe('the CSV export', () => {
  it('streams uncompressed even to a client that accepts compression', async () => {
    const res = await get(project('export-posts'), 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.startsWith('\uFEFFid,observed_at')).toBe(true);
  });
});

describe('the event stream', () => {
  it('is sent uncompressed, each message at once, to a client that accepts compression', async () => {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest(`${base}${project('events')}`, {
        headers: {
          ...bearer(w.aliceToken),
          accept: 'text/event-stream',
          'accept-encoding': 'br, gzip, deflate',
        },
      })
        .on('response', resolve)
        .on('error', reject)
        .end();
    });
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['content-encoding']).toBeUndefined();
      // The first message arrives by itself, as plain text, while the stream stays open.
      const [first] = (await once(response, 'data')) as [Buffer];
      expect(first.toString()).toBe(': connected\n\n');
    } finally {
      response.destroy();
    }
  });
});
