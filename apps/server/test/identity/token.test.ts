import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@highwater/core/api/tokens';
import { WEB_CLIENT_ID } from '@highwater/core/constants';
import { hashToken } from '@/main-site/identity/token-hash.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import {
  callbackUrl,
  exchangeCode,
  newPkce,
  refreshTokens,
  signIn,
  tokenRequest,
} from './sign-in-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  await createUser(t.db, { email: 'kim@example.org' });
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: `Bearer ${token}` } });

async function signedInTokens(): Promise<TokenResponse> {
  const { code, pkce } = await signIn(t.app, t.config, 'kim@example.org');
  const res = await exchangeCode(t.app, t.config, code, pkce.verifier);
  expect(res.statusCode).toBe(200);
  return res.json<TokenResponse>();
}

describe('POST /identity/token, authorization_code', () => {
  it('refuses a code_verifier that does not match the challenge, and keeps the code usable', async () => {
    const { code, pkce } = await signIn(t.app, t.config, 'kim@example.org');
    const wrong = await exchangeCode(t.app, t.config, code, newPkce().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['cache-control']).toBe('no-store');
    expect(wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'code_verifier does not match the code_challenge',
    });
    const right = await exchangeCode(t.app, t.config, code, pkce.verifier);
    expect(right.statusCode).toBe(200);
  });

  it('refuses a reused code and revokes the tokens issued for it', async () => {
    const { code, pkce } = await signIn(t.app, t.config, 'kim@example.org');
    const first = await exchangeCode(t.app, t.config, code, pkce.verifier);
    expect(first.statusCode).toBe(200);
    const tokens = first.json<TokenResponse>();
    expect((await me(tokens.access_token)).statusCode).toBe(200);

    const again = await exchangeCode(t.app, t.config, code, pkce.verifier);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await refreshTokens(t.app, tokens.refresh_token)).json()).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses an expired code', async () => {
    const { code, pkce } = await signIn(t.app, t.config, 'kim@example.org');
    await t.db
      .updateTable('authorization_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('code_hash', '=', hashToken(code))
      .execute();
    const res = await exchangeCode(t.app, t.config, code, pkce.verifier);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The authorization code has expired',
    });
  });

  it('issues codes that live 60 seconds', async () => {
    const before = Date.now();
    const { code } = await signIn(t.app, t.config, 'kim@example.org');
    const row = await t.db
      .selectFrom('authorization_codes')
      .select('expires_at')
      .where('code_hash', '=', hashToken(code))
      .executeTakeFirstOrThrow();
    const lifetime = new Date(row.expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThan(55_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);
  });

  it('refuses a different redirect_uri, an unknown client and an unknown code', async () => {
    const { code, pkce } = await signIn(t.app, t.config, 'kim@example.org');
    const base = {
      grant_type: 'authorization_code',
      code,
      client_id: WEB_CLIENT_ID,
      redirect_uri: callbackUrl(t.config),
      code_verifier: pkce.verifier,
    };
    const redirect = await tokenRequest(t.app, {
      ...base,
      redirect_uri: 'http://localhost:3000/other',
    });
    expect(redirect.json()).toMatchObject({ error: 'invalid_grant' });
    const client = await tokenRequest(t.app, { ...base, client_id: 'unknown-client' });
    expect(client.statusCode).toBe(400);
    expect(client.json()).toMatchObject({ error: 'invalid_client' });
    const unknown = await tokenRequest(t.app, { ...base, code: 'not-a-code' });
    expect(unknown.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('ignores a client_secret', async () => {
    const { code, pkce } = await signIn(t.app, t.config, 'kim@example.org');
    const res = await tokenRequest(t.app, {
      grant_type: 'authorization_code',
      code,
      client_id: WEB_CLIENT_ID,
      client_secret: 'anything',
      redirect_uri: callbackUrl(t.config),
      code_verifier: pkce.verifier,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /identity/token, refresh_token', () => {
  it('rotates: each refresh gives a new pair in the same family', async () => {
    const first = await signedInTokens();
    const second = (await refreshTokens(t.app, first.refresh_token)).json<TokenResponse>();
    const third = (await refreshTokens(t.app, second.refresh_token)).json<TokenResponse>();
    expect(new Set([first.refresh_token, second.refresh_token, third.refresh_token]).size).toBe(3);
    const families = await t.db
      .selectFrom('access_tokens')
      .select('family_id')
      .where(
        'token_hash',
        'in',
        [first, second, third].map((x) => hashToken(x.access_token)),
      )
      .orderBy('family_id')
      .execute();
    expect(new Set(families.map((f) => f.family_id)).size).toBe(1);
    expect((await me(third.access_token)).statusCode).toBe(200);
  });

  it('treats a reused refresh token as stolen and revokes the whole family', async () => {
    const first = await signedInTokens();
    const second = (await refreshTokens(t.app, first.refresh_token)).json<TokenResponse>();
    expect((await me(second.access_token)).statusCode).toBe(200);

    const reuse = await refreshTokens(t.app, first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ error: 'invalid_grant' });

    expect((await me(first.access_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
    expect((await refreshTokens(t.app, second.refresh_token)).json()).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a refresh token presented by another client id', async () => {
    const tokens = await signedInTokens();
    const res = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: 'unknown-client',
    });
    expect(res.json()).toMatchObject({ error: 'invalid_client' });
    // Not a reuse: the token still works for its own client.
    expect((await refreshTokens(t.app, tokens.refresh_token)).statusCode).toBe(200);
  });
});

describe('POST /identity/token, malformed requests', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['no grant_type', { client_id: WEB_CLIENT_ID }, 'invalid_request'],
    [
      'an unknown grant_type',
      { grant_type: 'password', client_id: WEB_CLIENT_ID },
      'unsupported_grant_type',
    ],
    ['no code', { grant_type: 'authorization_code', client_id: WEB_CLIENT_ID }, 'invalid_request'],
    [
      'no code_verifier',
      { grant_type: 'authorization_code', code: 'c', client_id: WEB_CLIENT_ID, redirect_uri: 'x' },
      'invalid_request',
    ],
    [
      'a code_verifier that is too short',
      {
        grant_type: 'authorization_code',
        code: 'c',
        client_id: WEB_CLIENT_ID,
        redirect_uri: 'x',
        code_verifier: 'short',
      },
      'invalid_request',
    ],
    [
      'no refresh_token',
      { grant_type: 'refresh_token', client_id: WEB_CLIENT_ID },
      'invalid_request',
    ],
    ['no client_id', { grant_type: 'refresh_token', refresh_token: 'r' }, 'invalid_request'],
  ];
  it.each(cases)('answers %s with a 400 OAuth error', async (_name, fields, error) => {
    const res = await tokenRequest(t.app, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
    expect(typeof res.json<{ error_description: unknown }>().error_description).toBe('string');
  });

  it('answers a JSON body, an empty body and a repeated field with invalid_request', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/identity/token',
      payload: { grant_type: 'refresh_token', refresh_token: 'r', client_id: WEB_CLIENT_ID },
    });
    const empty = await t.app.inject({ method: 'POST', url: '/identity/token' });
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/identity/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&grant_type=authorization_code&client_id=highwater-web',
    });
    for (const res of [json, empty, repeated]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
