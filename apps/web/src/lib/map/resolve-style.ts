import type { StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { Map as MapLibreMap, MapSourceDataEvent } from 'maplibre-gl';
import type { MapStyleSource } from '@highwater/core/map-styles';
import { rasterStyle } from './map-style.ts';
import { offlineStyle } from './offline-style.ts';

/** The style for a base layer's source: the offline style, raster tiles or a style address. */
export async function resolveStyle(source: MapStyleSource): Promise<StyleSpecification | string> {
  if (source.kind === 'tiles') return rasterStyle(source);
  if (source.kind === 'style') return source.url;
  return offlineStyle();
}

/**
 * Whether a source event is about the screen's own data, which comes in GeoJSON sources, while a
 * base map's comes in tiles: the screen's posts are drawn long before an unreachable tile server
 * answers, and say nothing about whether the base map loads.
 */
function isScreenData(event: object): boolean {
  return (
    'source' in event &&
    typeof event.source === 'object' &&
    event.source !== null &&
    'type' in event.source &&
    event.source.type === 'geojson'
  );
}

/**
 * Switches a map to the offline style when its configured style cannot load: the style itself
 * fails, or its sources fail before a single tile arrived (typically: no network). Calls
 * onFallback once it did. Answers a function that stops watching (and a switch under way).
 */
export function fallBackToOfflineStyle(map: MapLibreMap, onFallback: () => void): () => void {
  let tileArrived = false;
  let switched = false;
  let stopped = false;
  const onData = (event: MapSourceDataEvent) => {
    if (event.tile && !isScreenData(event)) tileArrived = true;
  };
  const onError = (event: object) => {
    if (switched || tileArrived || isScreenData(event)) return;
    // A source's error carries its sourceId; other errors after the style loaded are not ours.
    if (map.isStyleLoaded() && !('sourceId' in event)) return;
    switched = true;
    // After MapLibre has finished handling the error that is being dispatched.
    void Promise.resolve().then(() => {
      if (stopped) return;
      // A map with a transformStyle swaps styles only once the current one has loaded, which a
      // style that failed never does: drop it first, without waiting.
      if (!map.isStyleLoaded()) map.setStyle(null, { transformStyle: undefined });
      map.setStyle(offlineStyle(), { diff: false });
      onFallback();
    });
  };
  map.on('sourcedata', onData);
  map.on('error', onError);
  return () => {
    stopped = true;
    map.off('sourcedata', onData);
    map.off('error', onError);
  };
}
