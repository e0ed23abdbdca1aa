import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@highwater/core/constants';
import { createIdentityClient } from '@/auth/identity-client.ts';
import { SessionController } from '@/auth/session-controller.ts';
import { readStoredSession } from '@/auth/stored-session.ts';
import { demoUser, fakeIdentityFetch, IDENTITY_BASE } from '../helpers/fake-identity.ts';

const controllers: SessionController[] = [];

function session() {
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      access_token: 'refused',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_token: 'r1',
      retrieved_at: Date.now(),
    }),
  );
  const identity = fakeIdentityFetch();
  const controller = new SessionController({
    identity: createIdentityClient(IDENTITY_BASE, window.location.origin, identity.fetchFn),
    loadUser: async () => demoUser,
  });
  controllers.push(controller);
  return { controller, identity };
}

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
  localStorage.clear();
});

describe('renewing a token the server refused (a long-lived stream)', () => {
  it('refreshes a token not yet due, once however many ask', async () => {
    const { controller, identity } = session();
    const headers = await Promise.all([
      controller.renewAuthorization('Bearer refused'),
      controller.renewAuthorization('Bearer refused'),
    ]);
    expect(identity.tokenCalls).toHaveLength(1);
    const renewed = readStoredSession(localStorage)!;
    expect(renewed.access_token).not.toBe('refused');
    expect(headers).toEqual([`Bearer ${renewed.access_token}`, `Bearer ${renewed.access_token}`]);
  });

  it('answers the stored token when another call already renewed it', async () => {
    const { controller, identity } = session();
    expect(await controller.renewAuthorization('Bearer older')).toBe('Bearer refused');
    expect(identity.tokenCalls).toHaveLength(0);
  });

  it('signs out when the refresh token is refused too', async () => {
    const { controller, identity } = session();
    identity.tokenAnswers.push(new Response('{"error":"invalid_grant"}', { status: 400 }));
    expect(await controller.renewAuthorization('Bearer refused')).toBeNull();
    expect(controller.getState().status).toBe('signed-out');
  });
});
