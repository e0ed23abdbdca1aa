import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, warnAboutMissingBases } from '@/lib/runtime-config.ts';
import { testConfig } from './helpers/render-app.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('run-time config', () => {
  it('loads and checks /config.json', async () => {
    const fetchFn = vi.fn(async () => Response.json(testConfig));
    expect(await loadRuntimeConfig(fetchFn)).toEqual(testConfig);
    expect(fetchFn).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('refuses a config without its fields', async () => {
    const { apiBase, ...partial } = testConfig;
    await expect(loadRuntimeConfig(async () => Response.json(partial))).rejects.toThrow(
      /config\.json/,
    );
  });

  it('warns after 5 seconds about a missing identity or API base', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnAboutMissingBases({ identityBase: '', apiBase: '/api/v2' });
    vi.advanceTimersByTime(4_999);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn.mock.calls).toEqual([['The identity service base address is not configured']]);

    warn.mockClear();
    warnAboutMissingBases(null);
    vi.advanceTimersByTime(5_000);
    expect(warn).toHaveBeenCalledTimes(2);

    warn.mockClear();
    warnAboutMissingBases(testConfig);
    vi.advanceTimersByTime(5_000);
    expect(warn).not.toHaveBeenCalled();
  });
});
