import type { StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { RuntimeConfig } from '@highwater/core/api/runtime-config';
import { readMapStyle, type MapStyleSource, type TileSource } from '@highwater/core/map-styles';
import type { BaseLayer } from './base-layer.ts';

/**
 * What a base layer's setting names: the offline style, a preset, a style address or raster tiles.
 * The server refuses other values at start; one that still reaches the browser reads as offline.
 */
export function mapStyleSource(
  config: Pick<RuntimeConfig, 'mapStyles'>,
  layer: BaseLayer,
): MapStyleSource {
  return readMapStyle(config.mapStyles[layer]) ?? { kind: 'offline' };
}

/** A style that shows raster tiles only (e.g. satellite imagery), with their credit. */
export function rasterStyle(source: TileSource): StyleSpecification {
  return {
    version: 8,
    sources: {
      imagery: {
        type: 'raster',
        tiles: [source.tiles],
        tileSize: 256,
        maxzoom: source.maxzoom,
        ...(source.attribution ? { attribution: source.attribution } : {}),
      },
    },
    layers: [{ id: 'imagery', type: 'raster', source: 'imagery' }],
  };
}
