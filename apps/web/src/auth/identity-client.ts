import { AUTH_CALLBACK_PATH, WEB_CLIENT_ID } from '@highwater/core/constants';
import type { TokenResponse } from '@highwater/core/api/tokens';
import { toNetworkError } from '@/api/api-errors.ts';
import { isRecord } from '@/lib/storage.ts';
import { TokenRequestError } from './auth-errors.ts';
import { codeChallenge, type PendingSignIn } from './pkce.ts';

export interface AuthorizeOptions {
  /** 'none' for the silent check: answer at once, never show a page. */
  prompt?: 'none';
  /** The language of the identity service's pages. */
  lang?: string;
}

/** Calls of the identity service (spec 000 section 7). */
export interface IdentityClient {
  authorizeUrl(pending: PendingSignIn, options?: AuthorizeOptions): Promise<string>;
  exchangeCode(code: string, codeVerifier: string): Promise<TokenResponse>;
  refresh(refreshToken: string): Promise<TokenResponse>;
  logout(authorization: string): Promise<void>;
}

export const redirectUri = (origin: string) => `${origin}${AUTH_CALLBACK_PATH}`;

function isTokenResponse(value: unknown): value is TokenResponse {
  return (
    isRecord(value) &&
    typeof value.access_token === 'string' &&
    typeof value.token_type === 'string' &&
    typeof value.expires_in === 'number' &&
    typeof value.refresh_token === 'string'
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function createIdentityClient(
  identityBase: string,
  origin: string,
  fetchFn: typeof fetch,
): IdentityClient {
  const base = identityBase.replace(/\/$/, '');

  async function tokenRequest(fields: Record<string, string>): Promise<TokenResponse> {
    let response: Response;
    let text: string;
    try {
      response = await fetchFn(`${base}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        credentials: 'same-origin',
      });
      text = await response.text();
    } catch (error) {
      throw toNetworkError(error);
    }
    if (!response.ok) throw new TokenRequestError(response.status, text);
    const body = parseJson(text);
    if (!isTokenResponse(body)) throw new TokenRequestError(response.status, text);
    return body;
  }

  return {
    async authorizeUrl(pending, options = {}) {
      const params = new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        redirect_uri: redirectUri(origin),
        response_type: 'code',
        response_mode: 'form_post',
        state: pending.state,
        scope: 'openid profile',
        nonce: pending.nonce,
        code_challenge: await codeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      if (options.prompt) params.set('prompt', options.prompt);
      if (options.lang) params.set('lang', options.lang);
      return `${base}/authorize?${params.toString()}`;
    },
    exchangeCode: (code, codeVerifier) =>
      tokenRequest({
        grant_type: 'authorization_code',
        code,
        client_id: WEB_CLIENT_ID,
        redirect_uri: redirectUri(origin),
        code_verifier: codeVerifier,
      }),
    refresh: (refreshToken) =>
      tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: WEB_CLIENT_ID,
      }),
    async logout(authorization) {
      await fetchFn(`${base}/logout`, {
        headers: { Authorization: authorization },
        credentials: 'same-origin',
      });
    },
  };
}
