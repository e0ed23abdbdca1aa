import { vi } from 'vitest';
import type { TokenResponse } from '@highwater/core/api/tokens';
import type { User } from '@highwater/core/api/user';

export const IDENTITY_BASE = 'http://localhost:3000/identity';

let counter = 0;

export function tokenResponse(overrides: Partial<TokenResponse> = {}): TokenResponse {
  counter += 1;
  return {
    access_token: `access-${counter}`,
    token_type: 'Bearer',
    expires_in: 900,
    refresh_token: `refresh-${counter}`,
    ...overrides,
  };
}

export const demoUser: User = {
  id: 7,
  email: 'ana@demo.highwater.test',
  firstName: 'Ana',
  lastName: 'Ruiz',
  avatar: { secure_url: null },
  clientGroups: [{ id: 1, name: 'Harbor City', slug: 'harbor-city', masvEmbedUrl: null }],
  lng: -76.3,
  lat: 36.85,
  userSettings: {
    preferredSystemOfMeasure: 'IMPERIAL',
    lastViewedMapTutorial: null,
    preferredLanguage: null,
  },
};

export interface TokenCall {
  url: string;
  fields: Record<string, string>;
}

/**
 * A fetch that plays the identity service: /token answers from a queue (default: fresh tokens),
 * /logout answers 204. Every call is recorded.
 */
export function fakeIdentityFetch() {
  const tokenCalls: TokenCall[] = [];
  const logoutCalls: { authorization: string | null }[] = [];
  const tokenAnswers: Response[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    if (url === `${IDENTITY_BASE}/token`) {
      tokenCalls.push({
        url,
        fields: Object.fromEntries(new URLSearchParams(init?.body as string)),
      });
      // Let concurrent callers pile up before the answer comes back.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return (
        tokenAnswers.shift() ??
        new Response(JSON.stringify(tokenResponse()), {
          headers: { 'content-type': 'application/json' },
        })
      );
    }
    if (url === `${IDENTITY_BASE}/logout`) {
      logoutCalls.push({ authorization: new Headers(init?.headers).get('authorization') });
      return new Response(null, { status: 204 });
    }
    return new Response('not found', { status: 404 });
  });
  return { fetchFn, tokenCalls, logoutCalls, tokenAnswers };
}

/** The address a fetch was called with. */
export const requestUrl = (input: RequestInfo | URL): string =>
  input instanceof Request ? input.url : input.toString();
