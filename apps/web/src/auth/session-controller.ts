import type { User } from '@highwater/core/api/user';
import { ClientError } from '@/api/api-errors.ts';
import { logError } from '@/lib/error-reporting.ts';
import { keepTrying, mayPass, withRetries } from '@/lib/network-retry.ts';
import { isNoSessionError, SignInStateMismatchError, TokenRequestError } from './auth-errors.ts';
import { takeHandedOffAnswer } from './auth-answer.ts';
import type { IdentityClient } from './identity-client.ts';
import { createPendingSignIn, findPendingSignIn, takePendingSignIn } from './pkce.ts';
import { returnToPage } from './return-to.ts';
import { silentAuthorize, type AuthorizationAnswer } from './silent-check.ts';
import { listenForSignOut, type SignOutBroadcast } from './sign-out-broadcast.ts';
import {
  authorizationHeader,
  clearStoredSession,
  isExpiring,
  readStoredSession,
  toStoredSession,
  writeStoredSession,
  type StoredSession,
} from './stored-session.ts';

export type SessionStatus = 'unknown' | 'checking' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  /** Present exactly when signed in. */
  user: User | null;
  /** Why the start-up check failed, shown with a way to reload. */
  error: Error | null;
}

export interface SessionControllerOptions {
  identity: IdentityClient;
  /** Loads the current user with the session's tokens (GET /me). */
  loadUser: () => Promise<User>;
  win?: Window;
  now?: () => number;
  silentCheckTimeoutMs?: number;
  /** Opens a main-site page (return_to) once signed in; by default the browser goes there. */
  leaveTo?: (page: string) => void;
}

const REFRESH_LOCK = 'highwater.session.refresh';

function isInSameOriginFrame(win: Window): boolean {
  if (win.top === win || win.top === null) return false;
  try {
    return win.top.location.origin === win.location.origin;
  } catch {
    return false;
  }
}

/**
 * The sign-in session (spec 000 section 4): its start-up order, token refresh, and sign-out shared
 * by every tab. Framework-free so that every branch is testable; React reads it through a context.
 */
export class SessionController {
  private state: SessionState = { status: 'unknown', user: null, error: null };
  private readonly listeners = new Set<() => void>();
  private readonly win: Window;
  private readonly now: () => number;
  private readonly broadcast: SignOutBroadcast;
  private refreshing: Promise<StoredSession | null> | null = null;
  private started = false;
  private startUp: (() => Promise<void>) | null = null;
  private stopTrying: () => void = () => {};

  constructor(private readonly options: SessionControllerOptions) {
    this.win = options.win ?? window;
    this.now = options.now ?? Date.now;
    this.broadcast = listenForSignOut(this.win, () => this.becomeSignedOut());
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Runs the start-up order once. A code handed over by the sign-in callback is taken at once
   * (before any await), and the address set back to the one the user started from, so that the
   * router, created right after, sees the address the user meant to open.
   * A failure that may pass (no answer, a server error) is tried again with the spec's backoff
   * before it is shown, and after that until it passes (see `retry`).
   */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    if (isInSameOriginFrame(this.win)) return;

    const answer = this.takeAnswer();
    // A main-site page sent the user here to sign in. Its own session is the identity service's,
    // which only a code proves: stored tokens may outlive it, and going back on them alone could
    // send the user between the two pages for ever.
    const returnTo = returnToPage(this.win.location.href);
    this.setState({ status: 'checking', user: null, error: null });
    let obtainTokens: (() => Promise<void>) | null = answer
      ? this.exchanger(answer)
      : readStoredSession(this.storage) && !returnTo
        ? null
        : () => this.silentSignIn();
    // Each step that succeeded stays done, so a later try resumes where the last one failed.
    this.startUp = async () => {
      if (obtainTokens) {
        await obtainTokens();
        obtainTokens = null;
      }
      await this.loadUser();
      if (returnTo && this.state.status === 'signed-in') this.leaveTo(returnTo);
    };
    await this.check(this.startUp);
  }

  /** Tries the failed start-up check again now (the error screen's button). */
  async retry(): Promise<void> {
    if (!this.startUp || !this.state.error) return;
    this.stopTrying();
    await this.check(this.startUp);
  }

  /**
   * The Authorization header for an API call: at once while the tokens are good (so that a call
   * made during a render is sent during it), after a refresh when they expire soon.
   */
  authorization(): string | null | Promise<string | null> {
    const session = readStoredSession(this.storage);
    if (session && isExpiring(session, this.now())) {
      return this.refresh().then((renewed) => (renewed ? authorizationHeader(renewed) : null));
    }
    return session ? authorizationHeader(session) : null;
  }

  /**
   * A new Authorization header after the server refused `rejected` before it was due to expire
   * (a long-lived stream the server ended): refreshes unless another call or tab already did.
   * A refresh token the service refuses signs the user out (null).
   */
  async renewAuthorization(rejected: string): Promise<string | null> {
    const session = readStoredSession(this.storage);
    if (!session) return null;
    if (authorizationHeader(session) !== rejected) return authorizationHeader(session);
    const renewed = await this.refresh(rejected);
    return renewed ? authorizationHeader(renewed) : null;
  }

  /** Prepares a top-level sign-in and answers the authorize address to send the browser to. */
  async signInUrl(lang?: string): Promise<string> {
    const pending = createPendingSignIn(this.sessionStorage, this.returnTo(), this.now());
    return this.options.identity.authorizeUrl(pending, { lang });
  }

  async signOut(): Promise<void> {
    try {
      const authorization = await this.authorization();
      if (authorization) await this.options.identity.logout(authorization);
    } catch {
      // The tokens are dropped below whatever the identity service answered.
    }
    clearStoredSession(this.storage);
    this.broadcast.announce();
    this.becomeSignedOut();
  }

  /** Changes the signed-in user locally, e.g. a setting saved optimistically. */
  updateUser(update: (user: User) => User): void {
    if (this.state.user) this.setState({ ...this.state, user: update(this.state.user) });
  }

  dispose(): void {
    this.stopTrying();
    this.broadcast.close();
    this.listeners.clear();
  }

  private leaveTo(page: string): void {
    if (this.options.leaveTo) this.options.leaveTo(page);
    else this.win.location.assign(page);
  }

  private get storage(): Storage {
    return this.win.localStorage;
  }

  private get sessionStorage(): Storage {
    return this.win.sessionStorage;
  }

  private setState(next: SessionState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private becomeSignedOut(): void {
    this.stopTrying();
    this.setState({ status: 'signed-out', user: null, error: null });
  }

  private returnTo(): string {
    const url = new URL(this.win.location.href);
    url.searchParams.delete('from');
    return `${url.pathname}${url.search}${url.hash}`;
  }

  /**
   * Takes the answer the sign-in callback page left in this tab. A top-level sign-in comes back
   * to "/", so the address becomes the one the user started from. An error answer ends that
   * round trip and start-up goes on as without one.
   */
  private takeAnswer(): AuthorizationAnswer | null {
    const answer = takeHandedOffAnswer(this.sessionStorage);
    if (answer === null) return null;
    const pending = findPendingSignIn(this.sessionStorage, answer.state);
    const url = new URL(this.win.location.href);
    if (pending && url.pathname === '/' && url.search === '') {
      this.win.history.replaceState(this.win.history.state, '', pending.returnTo);
    }
    if ('error' in answer) {
      takePendingSignIn(this.sessionStorage, answer.state);
      return null;
    }
    return answer;
  }

  private async check(startUp: () => Promise<void>): Promise<void> {
    try {
      await withRetries(startUp, { win: this.win });
    } catch (error) {
      this.fail(error, startUp);
    }
  }

  private fail(error: unknown, startUp: () => Promise<void>): void {
    if (isNoSessionError(error)) {
      this.setState({ status: 'signed-out', user: null, error: null });
      return;
    }
    logError(error);
    this.setState({ status: 'signed-out', user: null, error: toError(error) });
    if (mayPass(error)) {
      // A successful try sets the state itself (signed in, or signed out by a 401).
      this.stopTrying = keepTrying(
        startUp,
        { onSuccess: () => {}, onFailure: (lasting) => this.fail(lasting, startUp) },
        this.win,
      );
    }
  }

  /** The code exchange, with its PKCE state taken once so that the call can be made again. */
  private exchanger(answer: AuthorizationAnswer): () => Promise<void> {
    const pending = takePendingSignIn(this.sessionStorage, answer.state);
    return async () => {
      if (!pending) throw new SignInStateMismatchError();
      const tokens = await this.options.identity.exchangeCode(answer.code, pending.codeVerifier);
      writeStoredSession(this.storage, toStoredSession(tokens, this.now()));
    };
  }

  private async silentSignIn(): Promise<void> {
    const pending = createPendingSignIn(this.sessionStorage, this.returnTo(), this.now());
    const url = await this.options.identity.authorizeUrl(pending, { prompt: 'none' });
    const answer = await silentAuthorize(this.win, url, this.options.silentCheckTimeoutMs);
    await this.exchanger(answer)();
  }

  private async loadUser(): Promise<void> {
    try {
      const user = await this.options.loadUser();
      this.setState({ status: 'signed-in', user, error: null });
    } catch (error) {
      if (error instanceof ClientError && (error.status === 401 || error.status === 404)) {
        clearStoredSession(this.storage);
        this.becomeSignedOut();
        return;
      }
      throw error;
    }
  }

  /** One refresh at a time, however many calls need it (and across tabs where Web Locks exist). */
  private refresh(rejected: string | null = null): Promise<StoredSession | null> {
    this.refreshing ??= this.refreshUnderLock(rejected).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private refreshUnderLock(rejected: string | null): Promise<StoredSession | null> {
    const locks = this.win.navigator.locks as LockManager | undefined;
    return locks
      ? locks.request(REFRESH_LOCK, () => this.refreshNow(rejected))
      : this.refreshNow(rejected);
  }

  /** `rejected`: an access token the server refused, renewed even if not yet due. */
  private async refreshNow(rejected: string | null): Promise<StoredSession | null> {
    // Another tab may have refreshed while this one waited for the lock.
    const current = readStoredSession(this.storage);
    if (!current) return null;
    const refused = rejected !== null && authorizationHeader(current) === rejected;
    if (!refused && !isExpiring(current, this.now())) return current;
    try {
      const tokens = await this.options.identity.refresh(current.refresh_token);
      const next = toStoredSession(tokens, this.now());
      writeStoredSession(this.storage, next);
      return next;
    } catch (error) {
      if (error instanceof TokenRequestError && error.status >= 400 && error.status < 500) {
        // The refresh token is spent or revoked: the session is over.
        clearStoredSession(this.storage);
        this.becomeSignedOut();
        return null;
      }
      throw error;
    }
  }
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
