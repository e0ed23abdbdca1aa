import type { ComponentType } from 'react';
import { NetworkError } from '@/api/api-errors.ts';
import { reloadFailedStylesheets } from '@/lib/failed-stylesheets.ts';

/**
 * How each browser says a module or its stylesheet did not arrive (Chromium, Firefox, Safari,
 * then the bundler's loader for a stylesheet).
 */
const NOT_ARRIVED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/;

/** A screen's code that did not arrive, as opposed to code that arrived and failed to run. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && NOT_ARRIVED.test(error.message);

/** The code of one screen (a route's component), loaded once and asked for again while it fails. */
export class RouteChunk {
  /** The component, once its code has arrived. */
  loaded: ComponentType | undefined;

  constructor(private readonly load: () => Promise<ComponentType>) {}

  /**
   * Loads the component, with the styles of an earlier failed load. A chunk that did not arrive
   * rejects with a NetworkError: a failure that may pass (lib/network-retry.ts).
   */
  async fetch(): Promise<ComponentType> {
    try {
      await reloadFailedStylesheets();
      this.loaded = await this.load();
      return this.loaded;
    } catch (error) {
      throw isChunkLoadError(error) ? new NetworkError(error) : error;
    }
  }
}
