import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@highwater/core/api/tokens';
import { WEB_CLIENT_ID } from '@highwater/core/constants';
import { registerWebClient } from '@/main-site/identity/oauth-clients.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import {
  authorizeQuery,
  exchangeCode,
  form,
  hiddenFields,
  newPkce,
  postLogin,
  refreshTokens,
} from './sign-in-helpers.ts';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  // The most talkative level: every request is logged on arrival and on completion.
  t = await createTestApp(
    { LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  await createUser(t.db, { email: 'ada@example.org' });
});
afterAll(() => t.close());

describe('codes and tokens stay out of addresses and logs', () => {
  it('signs the web app in with no code in any address or log line', async () => {
    const pkce = newPkce();
    const locations: string[] = [];
    const remember = <R extends LightMyRequestResponse>(res: R): R => {
      const location = res.headers.location;
      if (typeof location === 'string') locations.push(location);
      return res;
    };

    const page = remember(
      await t.app.inject({
        method: 'GET',
        url: `/identity/authorize?${authorizeQuery(t.config, pkce)}`,
      }),
    );
    const login = remember(
      await postLogin(t.app, hiddenFields(page.body), { email: 'ada@example.org' }),
    );
    const answer = hiddenFields(login.body);
    const code = answer.code!;
    expect(code).toBeDefined();

    // The browser posts the answer to the callback, which hands it over in the page itself.
    const handOff = remember(
      await t.app.inject({
        method: 'POST',
        url: '/auth/callback',
        ...form(answer),
        headers: { ...form(answer).headers, 'sec-fetch-dest': 'document' },
      }),
    );
    expect(handOff.statusCode).toBe(200);
    expect(handOff.body).toContain(code);

    const tokens = (await exchangeCode(t.app, t.config, code, pkce.verifier)).json<TokenResponse>();
    const next = (await refreshTokens(t.app, tokens.refresh_token)).json<TokenResponse>();
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/identity/revoke',
      ...form({ token: next.refresh_token, client_id: WEB_CLIENT_ID }),
    });
    expect(revoke.statusCode).toBe(200);
    // A stray code or token in an address (a client's own choice) is still not logged.
    await t.app.inject({ method: 'GET', url: `/?code=${code}&state=s` });
    await t.app.inject({ method: 'GET', url: `/auth/callback?code=${code}&iss=x` });
    await t.app.inject({
      method: 'GET',
      url: `/identity/end-session?id_token_hint=${tokens.id_token!}`,
    });

    expect(locations).toEqual([]);
    const secrets = [code, tokens.access_token, tokens.refresh_token, tokens.id_token!];
    secrets.push(next.access_token, next.refresh_token);
    expect(logLines.length).toBeGreaterThan(10);
    const log = logLines.join('\n');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('code=[redacted]');
  });
});

describe('several public origins on one database', () => {
  it("keeps each origin's redirect, matched exactly", async () => {
    const first = await createTestApp({ PUBLIC_ORIGIN: 'https://one.example' });
    try {
      // A second instance with another public origin starts on the same database, twice.
      await registerWebClient(first.db, 'https://two.example');
      await registerWebClient(first.db, 'https://two.example');
      const client = await first.db
        .selectFrom('oauth_clients')
        .select(['redirect_uris', 'post_logout_redirect_uris'])
        .where('client_id', '=', WEB_CLIENT_ID)
        .executeTakeFirstOrThrow();
      expect(client.redirect_uris).toEqual([
        'https://one.example/auth/callback',
        'https://two.example/auth/callback',
      ]);
      expect(client.post_logout_redirect_uris).toEqual([
        'https://one.example/',
        'https://two.example/',
      ]);

      const authorize = (redirect: string) =>
        first.app.inject({
          method: 'GET',
          url: `/identity/authorize?${authorizeQuery(first.config, newPkce(), { redirect_uri: redirect, prompt: 'none' })}`,
        });
      for (const redirect of client.redirect_uris) {
        const res = await authorize(redirect);
        expect(res.statusCode, redirect).toBe(200);
        expect(hiddenFields(res.body).error).toBe('login_required');
      }
      for (const redirect of [
        'https://two.example/auth/callback/',
        'https://two.example/auth/callback?x=1',
        'http://two.example/auth/callback',
        'https://three.example/auth/callback',
      ]) {
        expect((await authorize(redirect)).statusCode, redirect).toBe(400);
      }
    } finally {
      await first.close();
    }
  });
});
