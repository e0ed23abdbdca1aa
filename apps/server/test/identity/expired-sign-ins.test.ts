import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@highwater/core/api/tokens';
import { purgeExpiredSignIns } from '@/main-site/identity/expired-sign-ins.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import { exchangeCode, refreshTokens, signIn } from './sign-in-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  await createUser(t.db, { email: 'lee@example.org' });
});
afterAll(() => t.close());

const count = async (table: 'access_tokens' | 'refresh_tokens' | 'token_families') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('purging expired sign-ins', () => {
  it('keeps what still works and deletes what expired', async () => {
    const { code, pkce } = await signIn(t.app, t.config, 'lee@example.org');
    const tokens = (await exchangeCode(t.app, t.config, code, pkce.verifier)).json<TokenResponse>();

    expect(await purgeExpiredSignIns(t.db)).toBe(0);
    expect((await refreshTokens(t.app, tokens.refresh_token)).statusCode).toBe(200);
    expect(await count('token_families')).toBe(1);

    const later = new Date(Date.now() + (t.config.refreshTokenTtlSeconds + 60) * 1000);
    expect(await purgeExpiredSignIns(t.db, later)).toBeGreaterThan(0);
    expect(await count('access_tokens')).toBe(0);
    expect(await count('refresh_tokens')).toBe(0);
    expect(await count('token_families')).toBe(0);
    expect(await t.db.selectFrom('identity_sessions').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('authorization_codes').selectAll().execute()).toEqual([]);
  });
});

describe('integrity rules of the schema', () => {
  it('allows one account per e-mail whatever its case', async () => {
    await expect(createUser(t.db, { email: 'LEE@example.org' })).rejects.toThrow();
  });
});
