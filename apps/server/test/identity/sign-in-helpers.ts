import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AUTH_CALLBACK_PATH, WEB_CLIENT_ID } from '@highwater/core/constants';
import type { Config } from '@/config.ts';
import { TEST_PASSWORD } from '../helpers/fixtures.ts';

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function newPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const callbackUrl = (config: Config) => `${config.publicOrigin}${AUTH_CALLBACK_PATH}`;

/** The query of an authorization request as the web app sends it, with overrides (undefined drops). */
export function authorizeQuery(
  config: Config,
  pkce: Pkce,
  overrides: Record<string, string | undefined> = {},
): string {
  const fields: Record<string, string | undefined> = {
    client_id: WEB_CLIENT_ID,
    redirect_uri: callbackUrl(config),
    response_type: 'code',
    response_mode: 'form_post',
    state: 'state-123',
    scope: 'openid profile',
    nonce: 'nonce-456',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const entries = Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined);
  return new URLSearchParams(entries).toString();
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields of the first form of a page. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(match[1]!)] = unescape(match[2]!);
  }
  return fields;
}

export function formAction(html: string): string | undefined {
  const match = /<form[^>]*action="([^"]*)"/.exec(html);
  return match ? unescape(match[1]!) : undefined;
}

/** The identity session cookie a response set, as a Cookie header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header : [header]).find(
    (c) => c?.startsWith('highwater_identity=') || c?.startsWith('__Host-highwater_identity='),
  );
  if (!cookie) throw new Error('no identity session cookie was set');
  return cookie.split(';')[0]!;
}

export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** The sign-in form posted as a browser posts it from the login page: with its Origin. */
export function postLogin(
  app: FastifyInstance,
  loginFields: Record<string, string>,
  credentials: { email: string; password?: string },
  headers: Record<string, string> = {},
) {
  const body = form({
    ...loginFields,
    email: credentials.email,
    password: credentials.password ?? TEST_PASSWORD,
  });
  return app.inject({
    method: 'POST',
    url: '/identity/login',
    ...body,
    headers: { ...body.headers, origin: app.config.publicOrigin, ...headers },
  });
}

export interface SignedIn {
  code: string;
  cookie: string;
  pkce: Pkce;
}

/** The browser part of sign-in: authorize, then the login form, then the form_post's code. */
export async function signIn(
  app: FastifyInstance,
  config: Config,
  email: string,
  state = 'state-123',
): Promise<SignedIn> {
  const pkce = newPkce();
  const page = await app.inject({
    method: 'GET',
    url: `/identity/authorize?${authorizeQuery(config, pkce, { state })}`,
  });
  if (page.statusCode !== 200) throw new Error(`authorize answered ${page.statusCode}`);
  const login = await postLogin(app, hiddenFields(page.body), { email });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}`);
  const code = hiddenFields(login.body).code;
  if (!code) throw new Error('the login answer carries no code');
  return { code, cookie: sessionCookieOf(login), pkce };
}

export function tokenRequest(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body = form(fields);
  return app.inject({
    method: 'POST',
    url: '/identity/token',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

export const exchangeCode = (
  app: FastifyInstance,
  config: Config,
  code: string,
  verifier: string,
) =>
  tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    client_id: WEB_CLIENT_ID,
    redirect_uri: callbackUrl(config),
    code_verifier: verifier,
  });

export const refreshTokens = (app: FastifyInstance, refreshToken: string) =>
  tokenRequest(app, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: WEB_CLIENT_ID,
  });
