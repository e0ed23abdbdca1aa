import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@highwater/core/api/tokens';
import { hashToken } from '@/main-site/identity/token-hash.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import { exchangeCode, refreshTokens, signIn } from './sign-in-helpers.ts';

const REFRESH_TTL_SECONDS = 3600;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    REFRESH_TOKEN_TTL_SECONDS: String(REFRESH_TTL_SECONDS),
  });
  await createUser(t.db, { email: 'rio@example.org' });
});
afterAll(() => t.close());

async function signedIn(): Promise<{ tokens: TokenResponse }> {
  const browser = await signIn(t.app, t.config, 'rio@example.org');
  const res = await exchangeCode(t.app, t.config, browser.code, browser.pkce.verifier);
  expect(res.statusCode).toBe(200);
  return { tokens: res.json<TokenResponse>() };
}

const familyOf = async (refreshToken: string) =>
  t.db
    .selectFrom('refresh_tokens as r')
    .innerJoin('token_families as f', 'f.id', 'r.family_id')
    .select(['f.id', 'f.expires_at', 'f.session_id_hash', 'r.expires_at as token_expires_at'])
    .where('r.token_hash', '=', hashToken(refreshToken))
    .executeTakeFirstOrThrow();

describe('a sign-in has a hard time limit', () => {
  it('sets the family expiry once, and no refreshed token outlives it', async () => {
    const { tokens } = await signedIn();
    const first = await familyOf(tokens.refresh_token);
    const limit = first.expires_at.getTime();
    expect(limit - Date.now()).toBeLessThanOrEqual(REFRESH_TTL_SECONDS * 1000);
    expect(limit - Date.now()).toBeGreaterThan(REFRESH_TTL_SECONDS * 1000 - 60_000);

    let current = tokens.refresh_token;
    for (let i = 0; i < 3; i++) {
      const next = (await refreshTokens(t.app, current)).json<TokenResponse>();
      current = next.refresh_token;
      const family = await familyOf(current);
      expect(family.id).toBe(first.id);
      expect(family.expires_at.getTime()).toBe(limit);
      expect(family.token_expires_at.getTime()).toBeLessThanOrEqual(limit);
    }
  });

  it('refuses a refresh once the family reached its limit, however fresh the token', async () => {
    const { tokens } = await signedIn();
    const family = await familyOf(tokens.refresh_token);
    await t.db
      .updateTable('token_families')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', family.id)
      .execute();
    const res = await refreshTokens(t.app, tokens.refresh_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'This sign-in has reached its time limit; sign in again',
    });
  });

  it('caps the family at its sign-in session, and caps its tokens in turn', async () => {
    const short = await createTestApp({
      IDENTITY_SESSION_TTL_SECONDS: '600',
      ACCESS_TOKEN_TTL_SECONDS: '900',
    });
    try {
      await createUser(short.db, { email: 'rio@example.org' });
      const browser = await signIn(short.app, short.config, 'rio@example.org');
      const res = await exchangeCode(short.app, short.config, browser.code, browser.pkce.verifier);
      const tokens = res.json<TokenResponse>();
      const family = await short.db
        .selectFrom('token_families as f')
        .innerJoin('identity_sessions as s', 's.id_hash', 'f.session_id_hash')
        .select(['f.expires_at', 's.expires_at as session_expires_at'])
        .executeTakeFirstOrThrow();
      expect(family.expires_at.getTime()).toBe(family.session_expires_at.getTime());
      // The access token would live 15 minutes; the session ends in 10.
      expect(tokens.expires_in).toBeLessThanOrEqual(600);
    } finally {
      await short.close();
    }
  });

  it('refuses a refresh once its sign-in session has expired, and revokes the family', async () => {
    const { tokens } = await signedIn();
    const family = await familyOf(tokens.refresh_token);
    // The family's own limit still lies ahead; only the session is over.
    await t.db
      .updateTable('identity_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id_hash', '=', family.session_id_hash!)
      .execute();
    const res = await refreshTokens(t.app, tokens.refresh_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The sign-in session has ended; sign in again',
    });
    const after = await t.db
      .selectFrom('token_families')
      .select('revoked_at')
      .where('id', '=', family.id)
      .executeTakeFirstOrThrow();
    expect(after.revoked_at).not.toBeNull();
  });

  it('refuses a refresh once its sign-in session was revoked', async () => {
    const { tokens } = await signedIn();
    const family = await familyOf(tokens.refresh_token);
    // Revoked directly (an administrator ending it), not through sign-out.
    await t.db
      .updateTable('identity_sessions')
      .set({ revoked_at: new Date() })
      .where('id_hash', '=', family.session_id_hash!)
      .execute();
    const res = await refreshTokens(t.app, tokens.refresh_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
