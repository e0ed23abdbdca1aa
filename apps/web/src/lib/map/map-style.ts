import type { StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { RuntimeConfig } from '@highwater/core/api/runtime-config';
import type { BaseLayer } from './base-layer.ts';

export const OFFLINE_STYLE = 'offline';

/**
 * What a configured map style names: the built-in offline style, a raster tile template
 * (an address with {z}, {x} and {y}, e.g. satellite imagery), or a MapLibre style address.
 */
export type MapStyleSource =
  { kind: 'offline' } | { kind: 'tiles'; tiles: string } | { kind: 'style'; url: string };

export function mapStyleSource(
  config: Pick<RuntimeConfig, 'mapStyles'>,
  layer: BaseLayer,
): MapStyleSource {
  const value = config.mapStyles[layer].trim();
  if (value === '' || value === OFFLINE_STYLE) return { kind: 'offline' };
  if (value.includes('{z}')) return { kind: 'tiles', tiles: value };
  return { kind: 'style', url: value };
}

/** A style that shows raster tiles only (e.g. satellite imagery). */
export function rasterStyle(tiles: string): StyleSpecification {
  return {
    version: 8,
    sources: { imagery: { type: 'raster', tiles: [tiles], tileSize: 256, maxzoom: 19 } },
    layers: [{ id: 'imagery', type: 'raster', source: 'imagery' }],
  };
}
