import { QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS } from '@highwater/core/constants';
import { NetworkError, ServerError } from '@/api/api-errors.ts';
import { TokenRequestError } from '@/auth/auth-errors.ts';

/** The spec's backoff (000 section 9): 1 s, 2 s, 4 s, … at most 30 s; attempt counts from 0. */
export const retryDelay = (attempt: number) =>
  Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS);

/**
 * A failure that may pass by itself: no answer arrived, or the server failed. An HTTP answer
 * such as 401, 403 or 404 would be the same on every try.
 */
export function mayPass(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof ServerError) return true;
  return error instanceof TokenRequestError && error.status >= 500;
}

export interface RetryOptions {
  /** Tries after the first; the spec's 3 by default. */
  retries?: number;
  win?: Pick<Window, 'setTimeout'>;
}

/** Calls `call` until it succeeds, fails for good, or has used up its retries with backoff. */
export async function withRetries<T>(
  call: () => Promise<T>,
  { retries = QUERY_RETRIES, win = window }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= retries || !mayPass(error)) throw error;
      await new Promise((resolve) => win.setTimeout(resolve, retryDelay(attempt)));
    }
  }
}

export interface KeepTryingHandlers<T> {
  onSuccess: (value: T) => void;
  /** A failure that will not pass by waiting; trying stops. */
  onFailure: (error: unknown) => void;
}

/**
 * While a failure that may pass is on screen: tries again at the next steps of the backoff (after
 * `withRetries`' three: 8 s, 16 s, then every 30 s) and at once when the browser says it is back
 * online. Stops at the first success or lasting failure; the answer stops it earlier.
 */
export function keepTrying<T>(
  call: () => Promise<T>,
  handlers: KeepTryingHandlers<T>,
  win: Pick<
    Window,
    'setTimeout' | 'clearTimeout' | 'addEventListener' | 'removeEventListener'
  > = window,
): () => void {
  let attempt = QUERY_RETRIES;
  let timer: number | undefined;
  let stopped = false;
  let running = false;

  const stop = () => {
    stopped = true;
    win.clearTimeout(timer);
    win.removeEventListener('online', tryNow);
  };
  const schedule = () => {
    timer = win.setTimeout(tryNow, retryDelay(attempt));
    attempt += 1;
  };
  async function attemptOnce() {
    try {
      const value = await call();
      if (stopped) return;
      stop();
      handlers.onSuccess(value);
    } catch (error) {
      if (stopped) return;
      if (mayPass(error)) {
        schedule();
      } else {
        stop();
        handlers.onFailure(error);
      }
    } finally {
      running = false;
    }
  }
  function tryNow() {
    if (stopped || running) return;
    running = true;
    win.clearTimeout(timer);
    void attemptOnce();
  }

  win.addEventListener('online', tryNow);
  schedule();
  return stop;
}
