import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from '../posts/post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

/** Helmet's headers with the offline maps and no outside service configured. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
    "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
    "script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;" +
    "connect-src 'self';worker-src 'self' blob:;child-src 'self' blob:;frame-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['a JSON answer', '/api/v3/cx/local-projects/{project}/posts?limit=5', 200],
    ['a compressed JSON answer', '/api/v3/cx/local-projects/{project}/posts?limit=50', 200],
    ['a refusal to sign in', '/api/v3/cx/local-projects/{project}/posts', 401],
    ['a project outside the user’s groups', '/api/v3/cx/local-projects/999999/posts', 404],
    ['a malformed request', '/api/v3/cx/local-projects/x/posts', 400],
    ['an address nothing answers', '/no-such-page', 404],
    ['the web app’s settings', '/config.json', 200],
  ])('come first on %s, the same on every answer', async (_name, url, status) => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        url: url.replace('{project}', String(w.project.id)),
        headers: {
          ...(status === 401 ? {} : bearer(w.aliceToken)),
          'accept-encoding': 'br',
        },
      });
      expect(res.statusCode).toBe(status);
      const names = Object.keys(SECURITY_HEADERS);
      expect(res.raw.res.getHeaderNames().slice(0, names.length)).toEqual(names);
      expect(res.headers).toMatchObject(SECURITY_HEADERS);
      if (url.endsWith('limit=50')) expect(res.headers['content-encoding']).toBe('br');
    }
  });
});
