import type { StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { Map as MapLibreMap, MapSourceDataEvent } from 'maplibre-gl';
import type { RuntimeConfig } from '@highwater/core/api/runtime-config';
import type { BaseLayer } from './base-layer.ts';
import { mapStyleSource, rasterStyle } from './map-style.ts';
import { offlineStyle } from './offline-style.ts';

/** The style for a base layer as configured: the offline style, raster tiles or a style URL. */
export async function resolveStyle(
  config: Pick<RuntimeConfig, 'mapStyles'>,
  layer: BaseLayer,
): Promise<StyleSpecification | string> {
  const source = mapStyleSource(config, layer);
  if (source.kind === 'tiles') return rasterStyle(source.tiles);
  if (source.kind === 'style') return source.url;
  return offlineStyle();
}

/**
 * Switches a map to the offline style when its configured style cannot load: the style itself
 * fails, or its sources fail before a single tile arrived (typically: no network). Calls
 * onFallback once it did. Answers a function that stops watching.
 */
export function fallBackToOfflineStyle(map: MapLibreMap, onFallback: () => void): () => void {
  let tileArrived = false;
  let switched = false;
  const onData = (event: MapSourceDataEvent) => {
    if (event.tile) tileArrived = true;
  };
  const onError = (event: object) => {
    if (switched || tileArrived) return;
    // A source's error carries its sourceId; other errors after the style loaded are not ours.
    if (map.isStyleLoaded() && !('sourceId' in event)) return;
    switched = true;
    void offlineStyle().then((style) => {
      map.setStyle(style);
      onFallback();
    });
  };
  map.on('sourcedata', onData);
  map.on('error', onError);
  return () => {
    map.off('sourcedata', onData);
    map.off('error', onError);
  };
}
