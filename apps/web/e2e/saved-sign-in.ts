import { createHash, randomBytes } from 'node:crypto';
import type { Browser, BrowserContextOptions, Cookie } from 'playwright-core';
import {
  AUTH_CALLBACK_PATH,
  SESSION_STORAGE_KEY,
  WEB_CLIENT_ID,
  type Language,
} from '@highwater/core/constants';
import type { TokenResponse } from '@highwater/core/api/tokens';
import { toStoredSession } from '@/auth/stored-session.ts';
import { LANG_STORAGE_KEY } from '@/i18n/setup.ts';
import { AppUser, DEMO, launchBrowser } from './driver.ts';

/**
 * A sign-in through the identity pages takes seconds of a browser: each demo person signs in
 * that way once per run, and the tests that are not about signing in start from what it left.
 */

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The identity service's session cookies of each demo person, by e-mail. */
export type IdentityCookies = Record<string, Cookie[]>;

/**
 * Signs a person in through the login page, in a browser profile of their own: the identity
 * service's cookies. The app is not loaded, before or after: the sign-in is what is kept.
 */
export async function identityCookiesOf(
  browser: Browser,
  baseUrl: string,
  email: string,
): Promise<Cookie[]> {
  const user = await AppUser.open(browser, baseUrl);
  const isCallback = (url: URL) => url.pathname === AUTH_CALLBACK_PATH;
  try {
    await user.page.route(isCallback, (route) => route.fulfill({ body: '' }));
    await user.page.goto(authorizeRequest(baseUrl).address.toString());
    await user.fillLoginForm(email);
    await user.page.waitForURL(isCallback);
    return await user.context.cookies();
  } finally {
    await user.close();
  }
}

/** Signs every demo person in through the login page, each in a browser profile of their own. */
export async function signInEveryone(baseUrl: string): Promise<IdentityCookies> {
  const browser = await launchBrowser();
  try {
    const entries = await Promise.all(
      Object.values(DEMO).map(
        async (email) => [email, await identityCookiesOf(browser, baseUrl, email)] as const,
      ),
    );
    return Object.fromEntries(entries);
  } finally {
    await browser.close();
  }
}

const base64Url = (bytes: Buffer) => bytes.toString('base64url');

/** An authorization request as the web app makes it, with PKCE: its address and code verifier. */
function authorizeRequest(baseUrl: string, prompt?: 'none'): { address: URL; verifier: string } {
  const verifier = base64Url(randomBytes(32));
  const address = new URL('/identity/authorize', baseUrl);
  address.search = new URLSearchParams({
    client_id: WEB_CLIENT_ID,
    redirect_uri: `${baseUrl}${AUTH_CALLBACK_PATH}`,
    response_type: 'code',
    response_mode: 'query',
    state: base64Url(randomBytes(16)),
    scope: 'openid profile',
    nonce: base64Url(randomBytes(16)),
    code_challenge: base64Url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...(prompt ? { prompt } : {}),
  }).toString();
  return { address, verifier };
}

/**
 * A browser profile's state for a person already signed in to the identity service: its cookies,
 * and tokens of a sign-in of its own (each profile needs its own refresh token, which is used
 * once), obtained as the web app obtains them: a code from /identity/authorize, with PKCE. Given
 * a language, the profile has chosen it before.
 */
export async function signedInState(
  baseUrl: string,
  cookies: Cookie[],
  language?: Language,
): Promise<StorageState> {
  const { address: authorize, verifier } = authorizeRequest(baseUrl, 'none');
  const answer = await fetch(authorize, {
    headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
    redirect: 'manual',
  });
  const code = new URL(answer.headers.get('location') ?? '', baseUrl).searchParams.get('code');
  if (!code) throw new Error(`No code from the identity service: ${answer.status}`);

  const response = await fetch(new URL('/identity/token', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${baseUrl}${AUTH_CALLBACK_PATH}`,
      client_id: WEB_CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
  if (!response.ok) throw new Error(`The token call answered ${response.status}`);
  const tokens = (await response.json()) as TokenResponse;
  const session = toStoredSession(tokens, Date.now());
  return {
    cookies,
    origins: [
      {
        origin: baseUrl,
        localStorage: [
          { name: SESSION_STORAGE_KEY, value: JSON.stringify(session) },
          ...(language ? [{ name: LANG_STORAGE_KEY, value: language }] : []),
        ],
      },
    ],
  };
}
