import type { Config } from '@/config.ts';
import { NoaaTideAdapter } from './noaa-tides.ts';
import { OfflineTideAdapter } from './offline-tides.ts';
import type { TideAdapter } from './tide-adapter.ts';

/** The configured tide source; the live one falls back to the offline prediction. */
export function chooseTideAdapter(
  config: Pick<Config, 'tideService' | 'noaaTidesUrl' | 'tideTimeoutMs'>,
  onFallback?: (error: unknown) => void,
): TideAdapter {
  const offline = new OfflineTideAdapter();
  if (config.tideService === 'offline') return offline;
  return new NoaaTideAdapter({
    baseUrl: config.noaaTidesUrl,
    timeoutMs: config.tideTimeoutMs,
    fallback: offline,
    onFallback,
  });
}
