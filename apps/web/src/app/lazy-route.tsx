import type { ComponentType } from 'react';
import { NetworkError } from '@/api/api-errors.ts';
import { logError } from '@/lib/error-reporting.ts';
import { ChunkRetry } from './chunk-retry.tsx';
import { RouteChunk } from './route-chunk.ts';

/**
 * A route's `lazy` that survives a dropped connection. The router keeps what `lazy` answered for
 * good, a failure included, which left a screen broken until a reload. So when the code does not
 * arrive the route gets a stand-in instead: it says so where the screen would be, while the rest
 * of the app keeps working, asks again (at once when the browser is back online), and then shows
 * the screen. Code that arrived and failed to run still fails as before.
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const chunk = new RouteChunk(async () => pick(await load()));
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: await chunk.fetch() };
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      logError(error);
      return { Component: () => <ChunkRetry chunk={chunk} /> };
    }
  };
}
