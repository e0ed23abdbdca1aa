import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, TEST_PASSWORD } from '../helpers/fixtures.ts';
import {
  authorizeQuery,
  callbackUrl,
  formAction,
  hiddenFields,
  newPkce,
  postLogin,
} from './sign-in-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  await createUser(t.db, { email: 'lee@example.org' });
  // A user without a password (an account that signs in elsewhere) cannot sign in here.
  await t.db.insertInto('users').values({ email: 'nopass@example.org' }).execute();
});
afterAll(() => t.close());

const authorize = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/identity/authorize?${query}`, headers });

const loginFields = async () =>
  hiddenFields((await authorize(authorizeQuery(t.config, newPkce()))).body);

describe('GET /identity/authorize', () => {
  it('answers prompt=none without a session with login_required, by form_post', async () => {
    const res = await authorize(
      authorizeQuery(t.config, newPkce(), { prompt: 'none', state: 'x' }),
    );
    expect(res.statusCode).toBe(200);
    expect(formAction(res.body)).toBe(callbackUrl(t.config));
    expect(hiddenFields(res.body)).toEqual({
      error: 'login_required',
      state: 'x',
      iss: t.config.publicOrigin,
    });
    expect(res.body).toContain('<script src="/identity/form-post.js" defer></script>');
  });

  it('refuses an unknown client with a page that does not redirect', async () => {
    const res = await authorize(authorizeQuery(t.config, newPkce(), { client_id: 'someone-else' }));
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('is not registered');
    expect(res.body).not.toContain('<form');
    expect(res.body).not.toContain(callbackUrl(t.config));
  });

  it('refuses a redirect_uri that is not registered, and a missing one, without redirecting', async () => {
    for (const redirect of [
      'https://evil.example/auth/callback',
      `${callbackUrl(t.config)}/x`,
      undefined,
    ]) {
      const res = await authorize(authorizeQuery(t.config, newPkce(), { redirect_uri: redirect }));
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain('<form');
      expect(res.body).not.toContain('evil.example');
    }
  });

  it('sends other bad parameters back to the client as invalid_request', async () => {
    const bad: Record<string, string | undefined>[] = [
      { response_type: 'token' },
      { code_challenge_method: 'plain' },
      { code_challenge_method: undefined },
      { code_challenge: 'too-short' },
      { code_challenge: undefined },
      { scope: 'openid "quoted"' },
      { nonce: 'line\nbreak' },
      { prompt: 'consent' },
    ];
    for (const overrides of bad) {
      const res = await authorize(authorizeQuery(t.config, newPkce(), overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(200);
      expect(formAction(res.body)).toBe(callbackUrl(t.config));
      expect(hiddenFields(res.body), JSON.stringify(overrides)).toEqual({
        error: 'invalid_request',
        state: 'state-123',
        iss: t.config.publicOrigin,
      });
    }
    const noState = await authorize(authorizeQuery(t.config, newPkce(), { state: undefined }));
    expect(hiddenFields(noState.body)).toEqual({
      error: 'invalid_request',
      iss: t.config.publicOrigin,
    });
  });

  it('answers in the query, the default response mode, with a 303 and the issuer', async () => {
    for (const responseMode of ['query', undefined]) {
      const res = await authorize(
        authorizeQuery(t.config, newPkce(), { response_mode: responseMode, prompt: 'none' }),
      );
      expect(res.statusCode).toBe(303);
      const target = new URL(String(res.headers.location));
      expect(`${target.origin}${target.pathname}`).toBe(callbackUrl(t.config));
      expect(Object.fromEntries(target.searchParams)).toEqual({
        error: 'login_required',
        state: 'state-123',
        iss: t.config.publicOrigin,
      });
    }
    const bad = await authorize(authorizeQuery(t.config, newPkce(), { response_mode: 'fragment' }));
    expect(bad.statusCode).toBe(303);
    expect(new URL(String(bad.headers.location)).searchParams.get('error')).toBe('invalid_request');
  });

  it('shows the login page in Spanish by lang or by Accept-Language, English by default', async () => {
    const byQuery = await authorize(authorizeQuery(t.config, newPkce(), { lang: 'es' }));
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.body).toContain('<html lang="es">');
    expect(byQuery.body).toContain('Inicie sesión en Highwater');
    expect(byQuery.body).toContain('Contraseña');
    expect(hiddenFields(byQuery.body).lang).toBe('es');
    expect(byQuery.body).toMatch(
      /href="\/identity\/authorize\?[^"]*lang=en" lang="en"[^>]*>English</,
    );

    const byHeader = await authorize(authorizeQuery(t.config, newPkce()), {
      'accept-language': 'fr-FR, es-MX;q=0.8, en;q=0.5',
    });
    expect(byHeader.body).toContain('<html lang="es">');

    const byDefault = await authorize(authorizeQuery(t.config, newPkce()), {
      'accept-language': 'de',
    });
    expect(byDefault.body).toContain('<html lang="en">');
    expect(byDefault.body).toContain('Sign in to Highwater');
    expect(byDefault.body).toContain('<label for="email">Work e-mail</label>');
    expect(byDefault.body).toContain('autocomplete="current-password"');
  });

  it('shows the login page again with prompt=login even when signed in', async () => {
    const login = await postLogin(t.app, await loginFields(), { email: 'lee@example.org' });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const res = await authorize(authorizeQuery(t.config, newPkce(), { prompt: 'login' }), {
      cookie,
    });
    expect(res.body).toContain('name="password"');
    expect(hiddenFields(res.body).code).toBeUndefined();
  });
});

describe('POST /identity/login', () => {
  it('gives a wrong password and an unknown user the same 401 answer', async () => {
    const fields = await loginFields();
    const answers = await Promise.all([
      postLogin(t.app, fields, { email: 'lee@example.org', password: 'wrong password' }),
      postLogin(t.app, fields, { email: 'nobody@example.org', password: 'wrong password' }),
      postLogin(t.app, fields, { email: 'nopass@example.org', password: 'anything' }),
    ]);
    const normalise = (body: string) => body.replace(/value="[^"]*@example\.org"/, 'value=""');
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).toContain('role="alert">Incorrect e-mail or password.</p>');
      expect(res.body).toContain('aria-invalid="true"');
      expect(normalise(res.body)).toBe(normalise(answers[0].body));
    }
    // The e-mail is kept for the next try; the password never is.
    expect(answers[0].body).toContain('value="lee@example.org"');
    expect(answers[0].body).not.toContain('wrong password');
  });

  it('shows the error in Spanish when the form was Spanish', async () => {
    const fields = hiddenFields(
      (await authorize(authorizeQuery(t.config, newPkce(), { lang: 'es' }))).body,
    );
    const res = await postLogin(t.app, fields, { email: 'lee@example.org', password: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Correo electrónico o contraseña incorrectos.');
    expect(res.body).toContain('<html lang="es">');
  });

  it('refuses a form posted from another site', async () => {
    const res = await postLogin(
      t.app,
      await loginFields(),
      { email: 'lee@example.org' },
      {
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    // Without Fetch Metadata, the Origin (or else the Referer) must be this site.
    const postWith = async (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/identity/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams({
          ...(await loginFields()),
          email: 'lee@example.org',
          password: TEST_PASSWORD,
        }).toString(),
      });
    const crossOrigin: Record<string, string>[] = [
      { origin: 'http://evil.test' },
      { origin: 'null' },
      { origin: 'http://evil.test', referer: `${t.config.publicOrigin}/identity/authorize` },
      { referer: 'http://evil.test/page' },
      {},
      { 'sec-fetch-site': 'same-site', origin: t.config.publicOrigin },
    ];
    for (const headers of crossOrigin) {
      const refused = await postWith(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(refused.body).toContain('This sign-in form was sent from another site.');
    }
    const byReferer = await postWith({
      referer: `${t.config.publicOrigin}/identity/authorize?lang=en`,
    });
    expect(byReferer.statusCode).toBe(200);
    const sameOrigin = await postLogin(
      t.app,
      await loginFields(),
      { email: 'lee@example.org' },
      {
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('refuses a login for an unregistered redirect and returns bad parameters to the client', async () => {
    const fields = await loginFields();
    const untrusted = await postLogin(
      t.app,
      { ...fields, redirect_uri: 'https://evil.example/cb' },
      {
        email: 'lee@example.org',
      },
    );
    expect(untrusted.statusCode).toBe(400);
    expect(untrusted.body).not.toContain('evil.example');

    const invalid = await postLogin(
      t.app,
      { ...fields, code_challenge_method: 'plain' },
      {
        email: 'lee@example.org',
      },
    );
    expect(invalid.statusCode).toBe(200);
    expect(hiddenFields(invalid.body)).toEqual({
      error: 'invalid_request',
      state: 'state-123',
      iss: t.config.publicOrigin,
    });
  });

  it('answers a form without the password field with a 400 page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: t.config.publicOrigin,
      },
      payload: 'email=lee%40example.org',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('The sign-in request is not valid.');
  });
});
