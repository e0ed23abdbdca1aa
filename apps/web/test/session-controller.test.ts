import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@highwater/core/api/user';
import {
  AUTH_ANSWER_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  WEB_CLIENT_ID,
} from '@highwater/core/constants';
import { ClientError, NetworkError } from '@/api/api-errors.ts';
import { SignInStateMismatchError } from '@/auth/auth-errors.ts';
import { createIdentityClient } from '@/auth/identity-client.ts';
import { codeChallenge, createPendingSignIn, findPendingSignIn } from '@/auth/pkce.ts';
import { SessionController, type SessionState } from '@/auth/session-controller.ts';
import { readStoredSession, type StoredSession } from '@/auth/stored-session.ts';
import { demoUser, fakeIdentityFetch, IDENTITY_BASE } from './helpers/fake-identity.ts';

const controllers: SessionController[] = [];

interface Options {
  loadUser?: () => Promise<User>;
  now?: () => number;
  win?: Window;
  silentCheckTimeoutMs?: number;
  leaveTo?: (page: string) => void;
}

function makeSession(options: Options = {}) {
  const identity = fakeIdentityFetch();
  const loadUser = vi.fn(options.loadUser ?? (async () => demoUser));
  const controller = new SessionController({
    identity: createIdentityClient(IDENTITY_BASE, window.location.origin, identity.fetchFn),
    loadUser,
    win: options.win,
    now: options.now,
    silentCheckTimeoutMs: options.silentCheckTimeoutMs,
    leaveTo: options.leaveTo,
  });
  controllers.push(controller);
  return { controller, identity, loadUser };
}

function storeSession(session: Partial<StoredSession> = {}) {
  const stored: StoredSession = {
    access_token: 'stored-access',
    token_type: 'Bearer',
    expires_in: 900,
    refresh_token: 'stored-refresh',
    retrieved_at: Date.now(),
    ...session,
  };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
  return stored;
}

/** What the sign-in callback page leaves in the tab before it opens the app at "/". */
function handOff(answer: Record<string, string>) {
  sessionStorage.setItem(AUTH_ANSWER_STORAGE_KEY, JSON.stringify(answer));
}

const frame = () => document.querySelector('iframe');

async function answerSilentCheck(data: (state: string) => unknown) {
  await vi.waitFor(() => expect(frame()).not.toBeNull());
  const iframe = frame()!;
  const state = new URL(iframe.src).searchParams.get('state')!;
  window.dispatchEvent(
    new MessageEvent('message', {
      data: data(state),
      origin: window.location.origin,
      source: iframe.contentWindow,
    }),
  );
  return iframe;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('session start-up', () => {
  it('does nothing inside a same-origin frame', async () => {
    const parent = { location: { origin: window.location.origin } };
    const framed = new Proxy(window, {
      get(target, property) {
        if (property === 'top') return parent;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    storeSession();
    const { controller, identity, loadUser } = makeSession({ win: framed });

    await controller.start();

    expect(controller.getState().status).toBe('unknown');
    expect(identity.fetchFn).not.toHaveBeenCalled();
    expect(loadUser).not.toHaveBeenCalled();
    expect(frame()).toBeNull();
  });

  it('exchanges a code handed over in the tab, replacing the stored session, and returns to the page', async () => {
    storeSession({ access_token: 'old-access' });
    const pending = createPendingSignIn(sessionStorage, '/harbor-city/flood-watch/map?x=1', 0);
    handOff({ code: 'the-code', state: pending.state });
    const { controller, identity, loadUser } = makeSession();

    const started = controller.start();
    // The address is set before the first await, so the router reads the page meant.
    expect(window.location.pathname + window.location.search).toBe(
      '/harbor-city/flood-watch/map?x=1',
    );
    await started;

    expect(identity.tokenCalls).toHaveLength(1);
    expect(identity.tokenCalls[0]!.fields).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      client_id: WEB_CLIENT_ID,
      redirect_uri: `${window.location.origin}/auth/callback`,
      code_verifier: pending.codeVerifier,
    });
    expect(readStoredSession(localStorage)?.access_token).not.toBe('old-access');
    expect(loadUser).toHaveBeenCalledOnce();
    expect(controller.getState()).toEqual({ status: 'signed-in', user: demoUser, error: null });
    expect(sessionStorage.getItem(AUTH_ANSWER_STORAGE_KEY)).toBeNull();
  });

  it('ignores a code in the address: the sign-in service never puts one there', async () => {
    const pending = createPendingSignIn(sessionStorage, '/', 0);
    window.history.replaceState(null, '', `/?code=the-code&state=${pending.state}`);
    const { controller, identity } = makeSession();

    const started = controller.start();
    await answerSilentCheck(() => 'NO_SESSION');
    await started;

    expect(identity.tokenCalls).toHaveLength(0);
    expect(controller.getState().status).toBe('signed-out');
  });

  it('goes on as without an answer when the answer is an error, back on the page it started from', async () => {
    const pending = createPendingSignIn(sessionStorage, '/harbor-city/files', 0);
    handOff({ error: 'access_denied', state: pending.state });
    storeSession();
    const { controller, identity } = makeSession();

    await controller.start();

    expect(window.location.pathname).toBe('/harbor-city/files');
    expect(identity.tokenCalls).toHaveLength(0);
    expect(controller.getState()).toEqual({ status: 'signed-in', user: demoUser, error: null });
    expect(sessionStorage.getItem(AUTH_ANSWER_STORAGE_KEY)).toBeNull();
  });

  it('refuses a code whose state this browser did not start', async () => {
    handOff({ code: 'the-code', state: 'forged' });
    const { controller, identity } = makeSession();

    await controller.start();

    expect(identity.tokenCalls).toHaveLength(0);
    expect(controller.getState().status).toBe('signed-out');
    expect(controller.getState().error).toBeInstanceOf(SignInStateMismatchError);
    expect(window.location.search).toBe('');
  });

  it('raises the response text when the code exchange fails', async () => {
    const pending = createPendingSignIn(sessionStorage, '/', 0);
    handOff({ code: 'used', state: pending.state });
    const { controller, identity } = makeSession();
    identity.tokenAnswers.push(new Response('{"error":"invalid_grant"}', { status: 400 }));

    await controller.start();

    expect(controller.getState().error?.message).toBe('{"error":"invalid_grant"}');
    expect(readStoredSession(localStorage)).toBeNull();
  });

  it('uses stored tokens without asking the identity service', async () => {
    storeSession();
    const { controller, identity } = makeSession({
      loadUser: async () => {
        expect(await controllers[0]!.authorization()).toBe('Bearer stored-access');
        return demoUser;
      },
    });

    await controller.start();

    expect(controller.getState().status).toBe('signed-in');
    expect(identity.fetchFn).not.toHaveBeenCalled();
    expect(frame()).toBeNull();
  });

  it('signs in silently through a hidden frame', async () => {
    const { controller, identity } = makeSession();
    const started = controller.start();
    expect(controller.getState().status).toBe('checking');

    const iframe = await answerSilentCheck((state) => ({
      type: 'highwater:auth',
      code: 'silent-code',
      state,
    }));
    await started;

    const authorize = new URL(iframe.src);
    expect(authorize.origin + authorize.pathname).toBe(`${IDENTITY_BASE}/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: WEB_CLIENT_ID,
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'openid profile',
      code_challenge_method: 'S256',
      prompt: 'none',
    });
    expect(iframe.width).toBe('1');
    expect(identity.tokenCalls[0]!.fields.code).toBe('silent-code');
    expect(await codeChallenge(identity.tokenCalls[0]!.fields.code_verifier!)).toBe(
      authorize.searchParams.get('code_challenge'),
    );
    expect(frame()).toBeNull();
    expect(controller.getState().status).toBe('signed-in');
  });

  it('ignores messages that do not come from its frame', async () => {
    const { controller } = makeSession({ silentCheckTimeoutMs: 200 });
    const started = controller.start();
    await vi.waitFor(() => expect(frame()).not.toBeNull());
    window.dispatchEvent(
      new MessageEvent('message', { data: 'NO_SESSION', origin: 'https://elsewhere.test' }),
    );
    expect(controller.getState().status).toBe('checking');
    await started;
  });

  it('treats NO_SESSION as signed out, without an error', async () => {
    const { controller, loadUser } = makeSession();
    const started = controller.start();
    await answerSilentCheck(() => 'NO_SESSION');
    await started;

    expect(controller.getState()).toEqual({ status: 'signed-out', user: null, error: null });
    expect(loadUser).not.toHaveBeenCalled();
    expect(frame()).toBeNull();
  });

  it('gives up the silent check after 5 seconds', async () => {
    // Only timeouts are faked: the PKCE digest settles outside the microtask queue, so the test
    // waits (on real immediates) for the frame, and with it the timeout, before moving the clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { controller, loadUser } = makeSession();
    const started = controller.start();
    while (!frame()) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(controller.getState().status).toBe('checking');
    await vi.advanceTimersByTimeAsync(1);
    await started;

    expect(controller.getState()).toEqual({ status: 'signed-out', user: null, error: null });
    expect(loadUser).not.toHaveBeenCalled();
    expect(frame()).toBeNull();
  });

  it.each([401, 404])('drops the stored tokens when /me answers %i', async (status) => {
    storeSession();
    const { controller } = makeSession({
      loadUser: async () => {
        throw new ClientError(status, 'Unauthorized', null);
      },
    });

    await controller.start();

    expect(controller.getState()).toEqual({ status: 'signed-out', user: null, error: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('shows other failures of /me as an error and keeps the tokens', async () => {
    storeSession();
    const failure = new Error('The current-user answer is not an object');
    const { controller, loadUser } = makeSession({
      loadUser: async () => {
        throw failure;
      },
    });

    await controller.start();

    expect(controller.getState()).toEqual({ status: 'signed-out', user: null, error: failure });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(loadUser).toHaveBeenCalledOnce();
  });

  it('prepares a top-level sign-in that remembers where the user was', async () => {
    window.history.replaceState(null, '', '/harbor-city/files?from=main');
    const { controller } = makeSession();

    const url = new URL(await controller.signInUrl());

    expect(url.searchParams.get('prompt')).toBeNull();
    const pending = JSON.parse(sessionStorage.getItem('highwater.sign-in')!) as {
      state: string;
      returnTo: string;
    }[];
    expect(pending).toEqual([
      expect.objectContaining({
        state: url.searchParams.get('state'),
        returnTo: '/harbor-city/files',
      }),
    ]);
  });
});

describe('return_to a main-site page', () => {
  const ADMIN = '/?return_to=%2Fadmin%2Fsettings%3Flang%3Des';

  it('opens the page after a sign-in that came back with a code', async () => {
    const pending = createPendingSignIn(sessionStorage, ADMIN, 0);
    handOff({ code: 'the-code', state: pending.state });
    const leaveTo = vi.fn();
    const { controller } = makeSession({ leaveTo });

    await controller.start();

    expect(controller.getState().status).toBe('signed-in');
    expect(leaveTo).toHaveBeenCalledWith('/admin/settings?lang=es');
  });

  it('proves the sign-in session silently rather than trusting stored tokens', async () => {
    storeSession();
    window.history.replaceState(null, '', ADMIN);
    const leaveTo = vi.fn();
    const { controller, identity } = makeSession({ leaveTo });

    const started = controller.start();
    await answerSilentCheck((state) => ({ type: 'highwater:auth', code: 'silent-code', state }));
    await started;

    expect(identity.tokenCalls[0]!.fields.code).toBe('silent-code');
    expect(leaveTo).toHaveBeenCalledWith('/admin/settings?lang=es');
  });

  it('stays signed out, asking to sign in, when the sign-in service has no session', async () => {
    storeSession();
    window.history.replaceState(null, '', ADMIN);
    const leaveTo = vi.fn();
    const { controller } = makeSession({ leaveTo });

    const started = controller.start();
    await answerSilentCheck(() => 'NO_SESSION');
    await started;

    expect(controller.getState().status).toBe('signed-out');
    expect(leaveTo).not.toHaveBeenCalled();
    // The sign-in it offers comes back to the same address, and so to the page.
    const url = new URL(await controller.signInUrl());
    const pending = findPendingSignIn(sessionStorage, url.searchParams.get('state')!);
    expect(pending?.returnTo).toBe(ADMIN);
  });

  it('never leaves for another site', async () => {
    const pending = createPendingSignIn(
      sessionStorage,
      '/?return_to=%2F%2Fevil.example%2Fadmin%2F',
      0,
    );
    handOff({ code: 'the-code', state: pending.state });
    const leaveTo = vi.fn();
    const { controller } = makeSession({ leaveTo });

    await controller.start();

    expect(controller.getState().status).toBe('signed-in');
    expect(leaveTo).not.toHaveBeenCalled();
  });
});

describe('a network drop at start-up', () => {
  const dropped = () => new NetworkError(new TypeError('Failed to fetch'));

  /** /me fails with each of `failures` in turn, then answers the user. */
  function flakyMe(...failures: unknown[]) {
    return async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return demoUser;
    };
  }

  /** Every state the controller goes through from now on. */
  function recordStates(controller: SessionController) {
    const states: SessionState[] = [];
    controller.subscribe(() => states.push(controller.getState()));
    return states;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('rides out a one-second drop of /me without showing an error', async () => {
    storeSession();
    const { controller, loadUser } = makeSession({ loadUser: flakyMe(dropped()) });
    const states = recordStates(controller);

    const started = controller.start();
    await vi.advanceTimersByTimeAsync(1_000);
    await started;

    expect(controller.getState()).toEqual({ status: 'signed-in', user: demoUser, error: null });
    expect(states.every((state) => state.error === null)).toBe(true);
    expect(loadUser).toHaveBeenCalledTimes(2);
  });

  it('makes the code exchange again without losing the sign-in it belongs to', async () => {
    const pending = createPendingSignIn(sessionStorage, '/', 0);
    handOff({ code: 'the-code', state: pending.state });
    const { controller, identity } = makeSession();
    identity.fetchFn.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    const started = controller.start();
    await vi.advanceTimersByTimeAsync(1_100);
    await started;

    expect(controller.getState().status).toBe('signed-in');
    expect(identity.tokenCalls.map((call) => call.fields.code_verifier)).toEqual([
      pending.codeVerifier,
    ]);
    expect(identity.fetchFn).toHaveBeenCalledTimes(2);
  });

  it('shows the error after the spec’s 3 retries, then recovers by itself', async () => {
    storeSession();
    const { controller, loadUser } = makeSession({
      loadUser: flakyMe(dropped(), dropped(), dropped(), dropped(), dropped()),
    });

    const started = controller.start();
    await vi.advanceTimersByTimeAsync(6_999);
    expect(controller.getState().status).toBe('checking');
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(controller.getState().error).toBeInstanceOf(NetworkError);
    expect(loadUser).toHaveBeenCalledTimes(4);

    // Still down 8 s later; up again 16 s after that.
    await vi.advanceTimersByTimeAsync(8_000);
    expect(controller.getState().error).toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(16_000);
    expect(controller.getState()).toEqual({ status: 'signed-in', user: demoUser, error: null });
    expect(loadUser).toHaveBeenCalledTimes(6);
  });

  it('tries again as soon as the browser is back online, or when asked to', async () => {
    storeSession();
    const { controller } = makeSession({
      loadUser: flakyMe(dropped(), dropped(), dropped(), dropped()),
    });
    const started = controller.start();
    await vi.advanceTimersByTimeAsync(7_000);
    await started;
    expect(controller.getState().error).toBeInstanceOf(NetworkError);

    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().status).toBe('signed-in');

    const second = makeSession({
      loadUser: flakyMe(dropped(), dropped(), dropped(), dropped()),
    });
    const secondStart = second.controller.start();
    await vi.advanceTimersByTimeAsync(7_000);
    await secondStart;
    await second.controller.retry();
    expect(second.controller.getState().status).toBe('signed-in');
    expect(second.loadUser).toHaveBeenCalledTimes(5);
  });

  it('shows an answer such as 403 at once and does not ask again', async () => {
    storeSession();
    const refused = new ClientError(403, 'Forbidden', null);
    const { controller, loadUser } = makeSession({ loadUser: flakyMe(refused) });

    await controller.start();
    expect(controller.getState().error).toBe(refused);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(loadUser).toHaveBeenCalledOnce();
  });
});

describe('token refresh', () => {
  it('refreshes within 5 seconds of expiry, once for many concurrent calls', async () => {
    let clock = 10_000_000;
    storeSession({ retrieved_at: clock, expires_in: 60, refresh_token: 'old-refresh' });
    const { controller, identity } = makeSession({ now: () => clock });

    clock += 54_000;
    // A header that is not due is answered at once, not on a later turn of the event loop.
    expect(controller.authorization()).toBe('Bearer stored-access');
    expect(identity.tokenCalls).toHaveLength(0);

    clock += 2_000;
    const headers = await Promise.all(
      Array.from({ length: 20 }, async () => controller.authorization()),
    );

    expect(identity.tokenCalls).toHaveLength(1);
    expect(identity.tokenCalls[0]!.fields).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'old-refresh',
      client_id: WEB_CLIENT_ID,
    });
    const refreshed = readStoredSession(localStorage)!;
    expect(refreshed.retrieved_at).toBe(clock);
    expect(new Set(headers)).toEqual(new Set([`Bearer ${refreshed.access_token}`]));
  });

  it('signs out when the refresh token is refused', async () => {
    storeSession({ retrieved_at: 0, expires_in: 60 });
    const { controller, identity } = makeSession();
    identity.tokenAnswers.push(new Response('{"error":"invalid_grant"}', { status: 400 }));

    expect(await controller.authorization()).toBeNull();
    expect(controller.getState().status).toBe('signed-out');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('sign-out', () => {
  it('calls logout, drops the tokens and signs out every tab', async () => {
    storeSession();
    const here = makeSession();
    const otherTab = makeSession();
    await Promise.all([here.controller.start(), otherTab.controller.start()]);
    expect(otherTab.controller.getState().status).toBe('signed-in');

    await here.controller.signOut();

    expect(here.identity.logoutCalls).toEqual([{ authorization: 'Bearer stored-access' }]);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(here.controller.getState()).toEqual({ status: 'signed-out', user: null, error: null });
    await vi.waitFor(() => expect(otherTab.controller.getState().status).toBe('signed-out'));
    expect(otherTab.controller.getState().user).toBeNull();
  });

  it('still signs out when the logout call fails', async () => {
    storeSession();
    const { controller, identity } = makeSession();
    identity.fetchFn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await controller.signOut();
    expect(controller.getState().status).toBe('signed-out');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('hears sign-outs through storage events where BroadcastChannel is missing', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    storeSession();
    const { controller } = makeSession();
    await controller.start();
    expect(controller.getState().status).toBe('signed-in');

    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_STORAGE_KEY, oldValue: '{}', newValue: null }),
    );

    expect(controller.getState().status).toBe('signed-out');
  });
});
