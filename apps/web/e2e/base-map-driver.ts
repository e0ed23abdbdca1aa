import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { DEFAULT_MAP_STYLES, MAP_STYLE_PRESETS, mapStyleOrigins } from '@highwater/core/map-styles';
import { BASE_MAP_LOAD_BOUND_MS } from '@/lib/map/offline-fallback.ts';

/** Helpers of the base-map tests: the default online maps' hosts out of reach, whatever the machine. */

/** Blank settings leave the server's defaults (startServer names the offline maps otherwise). */
export const DEFAULT_MAP_SETTINGS = { MAP_STYLE_STREET: '', MAP_STYLE_SATELLITE: '' } as const;

/** Where the default street and satellite maps load from. */
export const DEFAULT_MAP_ORIGINS = {
  street: mapStyleOrigins(MAP_STYLE_PRESETS[DEFAULT_MAP_STYLES.street]),
  satellite: mapStyleOrigins(MAP_STYLE_PRESETS[DEFAULT_MAP_STYLES.satellite]),
} as const;

/** How an unreachable host behaves: refused at once, or never answering (packets dropped). */
export type Unreachable = 'abort' | 'hang';

export interface CutOff {
  /** Addresses asked of hosts other than the app's and the default maps' (there should be none). */
  strays(): string[];
}

const originOf = (address: string) => new URL(address).origin;

/**
 * Answers no request that leaves the app's own server: the default maps' hosts fail the way
 * `how` says, anything else is refused and noted, so a test never reaches the network.
 */
export async function cutOffOutsideHosts(
  context: BrowserContext,
  appUrl: string,
  how: Unreachable,
): Promise<CutOff> {
  const appOrigin = originOf(appUrl);
  const mapOrigins: string[] = [...DEFAULT_MAP_ORIGINS.street, ...DEFAULT_MAP_ORIGINS.satellite];
  const strays: string[] = [];
  await context.route(
    (url) => url.origin !== appOrigin,
    async (route: Route) => {
      const address = route.request().url();
      if (!mapOrigins.includes(originOf(address))) {
        strays.push(address);
        await route.abort('blockedbyclient');
      } else if (how === 'abort') {
        await route.abort('internetdisconnected');
      }
      // 'hang': the request is left unanswered until the page closes.
    },
  );
  return { strays: () => [...strays] };
}

/** Resolves once the page asks the given base layer's default host for anything. */
export function firstAskOf(page: Page, layer: keyof typeof DEFAULT_MAP_ORIGINS): Promise<Request> {
  const origins: readonly string[] = DEFAULT_MAP_ORIGINS[layer];
  return page.waitForRequest((request) => origins.includes(originOf(request.url())), {
    timeout: 60_000,
  });
}

/**
 * Moves the page's clock (see controlTime) past the product's bound on an online map's first
 * tile, so that a request left hanging costs the test no real wait.
 */
export function boundPasses(page: Page): Promise<void> {
  return page.clock.fastForward(BASE_MAP_LOAD_BOUND_MS);
}
