import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { rotateSigningKeys } from '@/main-site/identity/signing-keys.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, TEST_PASSWORD } from '../helpers/fixtures.ts';
import { formAction, hiddenFields } from './sign-in-helpers.ts';

// A client registered the way an operator registers one: its own redirect and sign-out return.
const CLIENT_ID = 'standard-client';
const REDIRECT_URI = 'https://client.example/callback';
const AFTER_LOGOUT = 'https://client.example/';

let t: TestApp;
let origin: string;
let userId: number;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_ORIGIN: origin, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  await t.app.listen({ port, host: '127.0.0.1' });
  userId = await createUser(t.db, {
    email: 'noa@example.org',
    firstName: 'Noa',
    lastName: 'Vidal',
  });
  await t.db
    .insertInto('oauth_clients')
    .values({
      client_id: CLIENT_ID,
      name: 'A standard client',
      redirect_uris: JSON.stringify([REDIRECT_URI]),
      post_logout_redirect_uris: JSON.stringify([AFTER_LOGOUT]),
    })
    .execute();
});
afterAll(() => t.close());

/** Everything the client knows comes from discovery; plain http only because this is a test. */
const discover = () =>
  client.discovery(new URL(origin), CLIENT_ID, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });

const jwks = async () =>
  (await (await fetch(`${origin}/identity/jwks`)).json()) as { keys: { kid: string }[] };

interface Checks {
  pkceCodeVerifier: string;
  expectedState: string;
  expectedNonce: string;
}

async function startSignIn(config: client.Configuration, extra: Record<string, string> = {}) {
  const checks: Checks = {
    pkceCodeVerifier: client.randomPKCECodeVerifier(),
    expectedState: client.randomState(),
    expectedNonce: client.randomNonce(),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email',
    code_challenge: await client.calculatePKCECodeChallenge(checks.pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: checks.expectedState,
    nonce: checks.expectedNonce,
    ...extra,
  });
  return { url, checks };
}

/** The person's part, as a browser does it: the login page, then the form. */
async function signInAsBrowser(url: URL) {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const login = await fetch(`${origin}${formAction(html)}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({
      ...hiddenFields(html),
      email: 'noa@example.org',
      password: TEST_PASSWORD,
    }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { login, cookie };
}

describe('a standard OpenID Connect client, from discovery on', () => {
  it('discovers the same metadata at both well-known addresses', async () => {
    const oidc = await (await fetch(`${origin}/.well-known/openid-configuration`)).json();
    const oauth = await (await fetch(`${origin}/.well-known/oauth-authorization-server`)).json();
    expect(oauth).toEqual(oidc);
    expect(oidc).toMatchObject({
      issuer: origin,
      response_modes_supported: ['query', 'form_post'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    });
  });

  it('signs in (query), verifies the ID token, reads userinfo, refreshes and revokes', async () => {
    const config = await discover();
    const { url, checks } = await startSignIn(config);
    const { login } = await signInAsBrowser(url);
    expect(login.status).toBe(303);
    const callback = new URL(login.headers.get('location')!);
    expect(callback.searchParams.get('iss')).toBe(origin);

    const tokens = await client.authorizationCodeGrant(config, callback, {
      ...checks,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: origin,
      aud: CLIENT_ID,
      sub: String(userId),
      nonce: checks.expectedNonce,
    });
    expect(typeof claims.auth_time).toBe('number');

    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info).toEqual({
      sub: String(userId),
      name: 'Noa Vidal',
      given_name: 'Noa',
      family_name: 'Vidal',
      email: 'noa@example.org',
    });

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);

    await client.tokenRevocation(config, refreshed.refresh_token!);
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toThrow();
    await expect(
      client.fetchUserInfo(config, refreshed.access_token, claims.sub),
    ).rejects.toThrow();
  });

  it('signs in with form_post, then signs out through the end-session endpoint', async () => {
    const config = await discover();
    const first = await startSignIn(config);
    const { cookie } = await signInAsBrowser(first.url);

    // Signed in already: authorize answers at once, here as a self-posting form.
    const { url, checks } = await startSignIn(config, { response_mode: 'form_post' });
    const page = await fetch(url, { headers: { cookie } });
    const html = await page.text();
    expect(formAction(html)).toBe(REDIRECT_URI);
    const posted = new Request(REDIRECT_URI, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(hiddenFields(html)),
    });
    const tokens = await client.authorizationCodeGrant(config, posted, checks);
    expect(tokens.claims()?.nonce).toBe(checks.expectedNonce);

    const endUrl = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: AFTER_LOGOUT,
      state: 'bye',
    });
    const ended = await fetch(endUrl, { redirect: 'manual', headers: { cookie } });
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toBe(`${AFTER_LOGOUT}?state=bye`);
    expect(ended.headers.getSetCookie()[0]).toMatch(/^highwater_identity=; .*Max-Age=0/);

    // Every token of that sign-in session stops, and the browser is signed out.
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toThrow();
    const again = await startSignIn(config, { prompt: 'none' });
    const silent = await fetch(again.url, { redirect: 'manual', headers: { cookie } });
    expect(new URL(silent.headers.get('location')!).searchParams.get('error')).toBe(
      'login_required',
    );
  });

  it('asks before signing out without an ID token, and never returns to an unregistered address', async () => {
    const ask = await fetch(`${origin}/identity/end-session`);
    expect(ask.status).toBe(200);
    const question = await ask.text();
    expect(question).toContain('Sign out of Highwater?');
    expect(question).toContain('<a href="/">Stay signed in</a>');
    const foreign = await fetch(
      `${origin}/identity/end-session?client_id=${CLIENT_ID}&post_logout_redirect_uri=${encodeURIComponent('https://evil.example/')}`,
      { redirect: 'manual' },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
  });

  it('keeps signing in across a key rotation, the next key published before it signs', async () => {
    const before = await jwks();
    const planned = await rotateSigningKeys(t.db);
    const published = await jwks();
    expect(published.keys.map((key) => key.kid)).toContain(planned.kid);
    expect(published.keys.length).toBe(before.keys.length + 1);

    const signInOnce = async () => {
      const config = await discover();
      const { url, checks } = await startSignIn(config);
      const { login } = await signInAsBrowser(url);
      const tokens = await client.authorizationCodeGrant(
        config,
        new URL(login.headers.get('location')!),
        checks,
      );
      const [header] = tokens.id_token!.split('.');
      return JSON.parse(Buffer.from(header!, 'base64url').toString()) as { kid: string };
    };
    // Not yet active: the old key still signs.
    expect((await signInOnce()).kid).not.toBe(planned.kid);

    const urgent = await rotateSigningKeys(t.db, { immediately: true });
    expect((await signInOnce()).kid).toBe(urgent.kid);
    const after = await jwks();
    expect(after.keys.map((key) => key.kid)).toEqual([urgent.kid]);
  });
});
