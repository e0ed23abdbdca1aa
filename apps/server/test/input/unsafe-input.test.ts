import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID } from '@highwater/core/constants';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from '../posts/post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(w.aliceToken) });
const projectPath = () => `/api/v3/cx/local-projects/${w.project.id}`;
const FILTERED_CALLS = ['/posts', '/posts/points', '/posts/histogram', '/export-posts'];

describe('NUL characters (U+0000)', () => {
  it('are refused with a 400 in query values, before the database sees them', async () => {
    const res = await get(`${projectPath()}/posts?text=${encodeURIComponent('water\u0000')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/querystring\/text .*NUL/);
  });

  it('are refused in JSON bodies, keys included', async () => {
    for (const payload of [
      { project_id: w.project.id, title: 'Flood\u0000ing', query: [] },
      { project_id: w.project.id, title: 'Flooding', query: [['keyword', 'a\u0000']] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v3/cx/saved-searches',
        headers: bearer(w.aliceToken),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user-settings/units',
      headers: bearer(w.aliceToken),
      payload: { value: 'metric', ['x\u0000']: 1 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('are refused in the sign-in service’s client_id and e-mail', async () => {
    const authorize = await t.app.inject({
      method: 'GET',
      url: `/identity/authorize?client_id=${encodeURIComponent(`${WEB_CLIENT_ID}\u0000`)}`,
    });
    expect(authorize.statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/identity/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        origin: t.config.publicOrigin,
      },
      payload: new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        email: 'alice\u0000@city.test',
        password: 'x',
      }).toString(),
    });
    expect(login.statusCode).toBe(400);
    expect(login.headers['content-type']).toMatch(/^text\/html/);
    const token = await t.app.inject({
      method: 'POST',
      url: '/identity/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'a\u0000',
      }).toString(),
    });
    expect(token.statusCode).toBe(400);
  });

  it('are refused in parts a route has no schema for', async () => {
    const res = await get(`/api/v2/me?unused=${encodeURIComponent('\u0000')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/querystring\/unused .*NUL/);
  });
});

describe('coordinates and numbers', () => {
  it('refuses a subnormal, infinite or out-of-range near_point on posts, points, histogram and export', async () => {
    const points = [
      '-80.13,5e-324,100',
      '5e-324,25.79,100',
      '-80.13,25.79,5e-324',
      '-80.13,-2.2e-308,100',
      'Infinity,25.79,100',
      '-80.13,NaN,100',
      '-80.13,1e400,100',
      '-180.5,25.79,100',
    ];
    for (const call of FILTERED_CALLS) {
      for (const point of points) {
        const res = await get(`${projectPath()}${call}?near_point=${encodeURIComponent(point)}`);
        expect([call, point, res.statusCode]).toEqual([call, point, 400]);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    }
  });

  it('keeps accepting tiny normal coordinates and zero', async () => {
    for (const point of ['-80.13,2.2250738585072014e-308,100', '0,0,100', '-0,1e-300,100']) {
      const res = await get(`${projectPath()}/posts?near_point=${encodeURIComponent(point)}`);
      expect([point, res.statusCode]).toEqual([point, 200]);
    }
  });

  it('refuses subnormal and infinite numbers in number parameters and location proximity', async () => {
    for (const url of [
      '/api/v3/cx/places/reverse?lng=5e-324&lat=1',
      '/api/v3/cx/places/reverse?lng=1&lat=-Infinity',
      '/api/v3/cx/storm-drains?lng=1e-310&lat=1',
      '/api/v3/cx/places?q=miami&proximity=-80.13,5e-324',
      '/api/v3/cx/places?q=miami&proximity=Infinity,1',
      `${projectPath()}/posts?limit=Infinity`,
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 400]);
    }
  });

  it('refuses JSON numbers that overflow to Infinity', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${projectPath()}/posts/${w.posts[0]!.id}/ai_adjustments`,
      headers: { ...bearer(w.aliceToken), 'content-type': 'application/json' },
      payload: '{"severity_level":1e400}',
    });
    expect(res.statusCode).toBe(400);
  });
});
