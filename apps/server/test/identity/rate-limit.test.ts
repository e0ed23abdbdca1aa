import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID } from '@highwater/core/constants';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import {
  authorizeQuery,
  hiddenFields,
  newPkce,
  postLogin,
  tokenRequest,
} from './sign-in-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  // Behind a trusted proxy, the client address comes from X-Forwarded-For.
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '3',
    TOKEN_RATE_LIMIT_PER_MINUTE: '3',
    TRUST_PROXY: 'true',
  });
  await createUser(t.db, { email: 'pat@example.org' });
});
afterAll(() => t.close());

describe('rate limits on sign-in and token calls', () => {
  it('shows the login form again with 429 after too many attempts from one address', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/identity/authorize?${authorizeQuery(t.config, newPkce(), { lang: 'es' })}`,
    });
    const fields = hiddenFields(page.body);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await postLogin(t.app, fields, { email: 'pat@example.org', password: 'guess' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.body).toContain('Demasiados intentos de inicio de sesión.');
        expect(res.body).toContain('name="password"');
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);

    // Another address (as the proxy reports it) is not affected.
    const other = await postLogin(
      t.app,
      fields,
      { email: 'pat@example.org' },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(other.statusCode).toBe(200);
  });

  it('answers too many token calls with 429 and an OAuth error body', async () => {
    const fields = { grant_type: 'refresh_token', refresh_token: 'r', client_id: WEB_CLIENT_ID };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await tokenRequest(t.app, fields)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await tokenRequest(t.app, fields);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'invalid_request' });
    expect(limited.headers['cache-control']).toBe('no-store');
  });
});

describe('the token limit by default', () => {
  it('lets an office behind one address refresh freely', async () => {
    const office = await createTestApp();
    try {
      // A hundred and twenty people refreshing within the same minute, all from one address.
      const fields = { grant_type: 'refresh_token', refresh_token: 'r', client_id: WEB_CLIENT_ID };
      const statuses = new Set<number>();
      for (let i = 0; i < 120; i++)
        statuses.add((await tokenRequest(office.app, fields)).statusCode);
      expect([...statuses]).toEqual([400]);
    } finally {
      await office.close();
    }
  });
});

describe('rate limits without a trusted proxy', () => {
  it('ignores a forged X-Forwarded-For header', async () => {
    const direct = await createTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const fields = { grant_type: 'refresh_token', refresh_token: 'r', client_id: WEB_CLIENT_ID };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const forged = { 'x-forwarded-for': `198.51.100.${i}` };
        statuses.push((await tokenRequest(direct.app, fields, forged)).statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await direct.close();
    }
  });
});
