import type { MapStyleSource } from '@highwater/core/map-styles';
import type { BaseLayer } from './base-layer.ts';

/**
 * What a map says about its base layer: the configured online map could not load and the built-in
 * one is shown (fallback), or satellite was chosen where no imagery is configured, so the
 * built-in map stands in for it (imagery unavailable). Nothing when the map shows what was chosen.
 */
export type BaseStyleNotice = 'fallback' | 'imagery-unavailable' | null;

export function baseStyleNotice(
  source: MapStyleSource['kind'],
  layer: BaseLayer,
  failed: boolean,
): BaseStyleNotice {
  if (source === 'offline') return layer === 'satellite' ? 'imagery-unavailable' : null;
  return failed ? 'fallback' : null;
}
