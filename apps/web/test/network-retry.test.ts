import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientError, NetworkError, ServerError } from '@/api/api-errors.ts';
import { SignInStateMismatchError, TokenRequestError } from '@/auth/auth-errors.ts';
import { keepTrying, mayPass, retryDelay, withRetries } from '@/lib/network-retry.ts';

const dropped = () => new NetworkError(new TypeError('Failed to fetch'));

/** A call that fails with each of `failures` in turn, then answers 'ok'; with its call times. */
function flaky(...failures: unknown[]) {
  const times: number[] = [];
  const call = vi.fn(async () => {
    times.push(Date.now());
    const failure = failures.shift();
    if (failure) throw failure;
    return 'ok';
  });
  return { call, times };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('which failures are tried again', () => {
  it('no answer and server errors, never an HTTP answer such as 401, 403 or 404', () => {
    expect(mayPass(dropped())).toBe(true);
    expect(mayPass(new ServerError(503, 'Service Unavailable', ''))).toBe(true);
    expect(mayPass(new TokenRequestError(502, 'Bad Gateway'))).toBe(true);
    for (const status of [400, 401, 403, 404]) {
      expect(mayPass(new ClientError(status, '', null))).toBe(false);
    }
    expect(mayPass(new TokenRequestError(400, '{"error":"invalid_grant"}'))).toBe(false);
    expect(mayPass(new SignInStateMismatchError())).toBe(false);
    expect(mayPass(new Error('The current-user answer is not an object'))).toBe(false);
    // A raw TypeError is a bug, not a dropped connection: the clients wrap fetch's own.
    expect(mayPass(new TypeError('x is undefined'))).toBe(false);
  });

  it('back off from 1 s, doubling, to at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe('start-up retries', () => {
  it('ride out a short drop: 1 s, then 2 s later', async () => {
    const { call, times } = flaky(dropped(), dropped());
    const result = withRetries(call);
    await vi.runAllTimersAsync();
    expect(await result).toBe('ok');
    expect(times).toEqual([0, 1_000, 3_000]);
  });

  it('give up after 3 retries, 7 s in', async () => {
    const { call, times } = flaky(dropped(), dropped(), dropped(), dropped(), dropped());
    const result = withRetries(call).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(NetworkError);
    expect(times).toEqual([0, 1_000, 3_000, 7_000]);
  });

  it('do not repeat an answer', async () => {
    const { call } = flaky(new ClientError(404, 'Not Found', null));
    await expect(withRetries(call)).rejects.toBeInstanceOf(ClientError);
    expect(call).toHaveBeenCalledOnce();
  });
});

describe('trying on while the error shows', () => {
  it('goes on with the backoff, 8 s, 16 s, then every 30 s, until it works', async () => {
    const { call, times } = flaky(dropped(), dropped(), dropped());
    const onSuccess = vi.fn();
    keepTrying(call, { onSuccess, onFailure: vi.fn() });
    await vi.runAllTimersAsync();
    expect(times).toEqual([8_000, 24_000, 54_000, 84_000]);
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('ok');
  });

  it('tries at once when the browser is back online', async () => {
    const { call, times } = flaky();
    const onSuccess = vi.fn();
    keepTrying(call, { onSuccess, onFailure: vi.fn() });
    await vi.advanceTimersByTimeAsync(2_000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(times).toEqual([2_000]);
    expect(onSuccess).toHaveBeenCalledOnce();
    // Done: neither the timer nor another online event calls again.
    await vi.runAllTimersAsync();
    window.dispatchEvent(new Event('online'));
    expect(call).toHaveBeenCalledOnce();
  });

  it('stops at a failure that will not pass, and when told to', async () => {
    const lasting = new ClientError(403, 'Forbidden', null);
    const { call } = flaky(dropped(), lasting);
    const onFailure = vi.fn();
    keepTrying(call, { onSuccess: vi.fn(), onFailure });
    await vi.runAllTimersAsync();
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(lasting);
    expect(call).toHaveBeenCalledTimes(2);

    const other = flaky();
    const stop = keepTrying(other.call, { onSuccess: vi.fn(), onFailure: vi.fn() });
    stop();
    window.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(other.call).not.toHaveBeenCalled();
  });
});
