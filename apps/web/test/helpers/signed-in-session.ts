import type { User } from '@highwater/core/api/user';
import { createIdentityClient } from '@/auth/identity-client.ts';
import { SessionController } from '@/auth/session-controller.ts';
import { fakeIdentityFetch, IDENTITY_BASE } from './fake-identity.ts';

/**
 * A session controller over a stored, unexpired token and the fake identity service, so that
 * `start()` signs in without a redirect; the user comes from `loadUser`.
 */
export function signedInSession(loadUser: () => Promise<User>) {
  localStorage.setItem(
    'highwater.session',
    JSON.stringify({
      access_token: 'token-1',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_token: 'r',
      retrieved_at: Date.now(),
    }),
  );
  return new SessionController({
    identity: createIdentityClient(
      IDENTITY_BASE,
      window.location.origin,
      fakeIdentityFetch().fetchFn,
    ),
    loadUser,
    silentCheckTimeoutMs: 10,
  });
}
