import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenResponse } from '@highwater/core/api/tokens';
import { Value } from '@sinclair/typebox/value';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import {
  authorizeQuery,
  callbackUrl,
  exchangeCode,
  formAction,
  hiddenFields,
  newPkce,
  postLogin,
  refreshTokens,
  sessionCookieOf,
} from './sign-in-helpers.ts';

let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  userId = await createUser(t.db, {
    email: 'ana.ruiz@example.org',
    firstName: 'Ana',
    lastName: 'Ruiz',
  });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-in from the login page to sign-out', () => {
  it('signs in, calls the API, refreshes, signs out and finds no session afterwards', async () => {
    const { app, config } = t;
    const pkce = newPkce();

    // 1. No session yet: the login page, carrying the request along.
    const page = await app.inject({
      method: 'GET',
      url: `/identity/authorize?${authorizeQuery(config, pkce)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('name="email"');
    expect(page.body).toContain('name="password"');
    expect(hiddenFields(page.body)).toMatchObject({
      code_challenge: pkce.challenge,
      state: 'state-123',
      redirect_uri: callbackUrl(config),
    });

    // 2. The form goes to the service; the answer is a form_post of the code to the client.
    const login = await postLogin(app, hiddenFields(page.body), { email: 'Ana.Ruiz@example.org' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    expect(formAction(login.body)).toBe(callbackUrl(config));
    expect(login.body).toContain('<script src="/identity/form-post.js" defer></script>');
    expect(login.body).toMatch(/<button class="button" type="submit">Continue<\/button>/);
    const { code, state, iss } = hiddenFields(login.body);
    expect(state).toBe('state-123');
    expect(iss).toBe(config.publicOrigin);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^highwater_identity=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('Path=/;');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    const cookie = sessionCookieOf(login);

    // 3. The code buys tokens.
    const exchanged = await exchangeCode(app, config, code!, pkce.verifier);
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.headers['cache-control']).toBe('no-store');
    const tokens = exchanged.json<TokenResponse>();
    expect(Value.Check(TokenResponse, tokens)).toBe(true);
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: config.accessTokenTtlSeconds,
      scope: 'openid profile',
    });

    // 4. The access token opens the API.
    const me = await app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: bearer(tokens.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: userId, firstName: 'Ana', lastName: 'Ruiz' });

    // 5. Refresh rotates both tokens; the new access token works too.
    const refreshed = await refreshTokens(app, tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<TokenResponse>();
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const meAgain = await app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: bearer(next.access_token),
    });
    expect(meAgain.statusCode).toBe(200);

    // 6. With the session cookie, authorize answers with a new code at once.
    const silent = await app.inject({
      method: 'GET',
      url: `/identity/authorize?${authorizeQuery(config, newPkce(), { prompt: 'none', state: 's2' })}`,
      headers: { cookie },
    });
    expect(silent.statusCode).toBe(200);
    expect(hiddenFields(silent.body)).toMatchObject({ state: 's2' });
    expect(hiddenFields(silent.body).code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // 7. Sign-out from the web app's path: no cookie reaches it, the token family's session link ends it.
    const logout = await app.inject({
      method: 'GET',
      url: '/identity/logout',
      headers: bearer(next.access_token),
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    for (const token of [tokens.access_token, next.access_token]) {
      const after = await app.inject({ method: 'GET', url: '/api/v2/me', headers: bearer(token) });
      expect(after.statusCode).toBe(401);
    }
    const refreshAfter = await refreshTokens(app, next.refresh_token);
    expect(refreshAfter.statusCode).toBe(400);
    expect(refreshAfter.json()).toMatchObject({ error: 'invalid_grant' });

    const noSession = await app.inject({
      method: 'GET',
      url: `/identity/authorize?${authorizeQuery(config, newPkce(), { prompt: 'none', state: 's3' })}`,
      headers: { cookie },
    });
    expect(noSession.statusCode).toBe(200);
    expect(hiddenFields(noSession.body)).toEqual({
      error: 'login_required',
      state: 's3',
      iss: config.publicOrigin,
    });
  });

  it('clears the cookie and ends the browser session when sign-out carries it', async () => {
    const { app, config } = t;
    const pkce = newPkce();
    const page = await app.inject({
      method: 'GET',
      url: `/identity/authorize?${authorizeQuery(config, pkce)}`,
    });
    const login = await postLogin(app, hiddenFields(page.body), { email: 'ana.ruiz@example.org' });
    const cookie = sessionCookieOf(login);
    const tokens = (
      await exchangeCode(app, config, hiddenFields(login.body).code!, pkce.verifier)
    ).json<TokenResponse>();

    const logout = await app.inject({
      method: 'GET',
      url: '/identity/logout',
      headers: { ...bearer(tokens.access_token), cookie },
    });
    expect(logout.statusCode).toBe(204);
    const cleared = String(logout.headers['set-cookie']);
    expect(cleared).toMatch(/^highwater_identity=; /);
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('Path=/;');

    const sessions = await t.db
      .selectFrom('identity_sessions')
      .select('revoked_at')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
  });

  it('answers sign-out without a valid token with 401 JSON', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/identity/logout' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401 });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/identity/logout',
      headers: bearer('nope'),
    });
    expect(bad.statusCode).toBe(401);
  });

  it('names the session cookie __Host- and marks it Secure when the public origin is https', async () => {
    const secure = await createTestApp({ PUBLIC_ORIGIN: 'https://highwater.example' });
    try {
      await createUser(secure.db, { email: 'sam@example.org' });
      const pkce = newPkce();
      const page = await secure.app.inject({
        method: 'GET',
        url: `/identity/authorize?${authorizeQuery(secure.config, pkce)}`,
      });
      const login = await postLogin(secure.app, hiddenFields(page.body), {
        email: 'sam@example.org',
      });
      expect(login.statusCode).toBe(200);
      const setCookie = String(login.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-highwater_identity=[A-Za-z0-9_-]{43}; Path=\/; /);
      expect(setCookie).toContain('; Secure');
      expect(setCookie).not.toContain('Domain=');
      expect(formAction(login.body)).toBe('https://highwater.example/auth/callback');

      // The prefixed cookie is the one read back; the plain name no longer counts.
      const cookie = sessionCookieOf(login);
      const value = cookie.split('=')[1]!;
      const silently = (cookieHeader: string) =>
        secure.app.inject({
          method: 'GET',
          url: `/identity/authorize?${authorizeQuery(secure.config, newPkce(), { prompt: 'none' })}`,
          headers: { cookie: cookieHeader },
        });
      expect(hiddenFields((await silently(cookie)).body).code).toBeDefined();
      expect(hiddenFields((await silently(`highwater_identity=${value}`)).body)).toMatchObject({
        error: 'login_required',
      });
    } finally {
      await secure.close();
    }
  });

  it('documents every identity route in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths['/identity/authorize'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/identity/login'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/identity/token'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/identity/logout'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/identity/form-post.js'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/auth/callback'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/auth/hand-off.js'] ?? {})).toContain('get');
    for (const path of [
      '/.well-known/openid-configuration',
      '/.well-known/oauth-authorization-server',
      '/identity/jwks',
      '/identity/userinfo',
      '/identity/end-session',
    ]) {
      expect(Object.keys(doc.paths[path] ?? {}), path).toContain('get');
    }
    expect(Object.keys(doc.paths['/identity/revoke'] ?? {})).toContain('post');
  });
});
