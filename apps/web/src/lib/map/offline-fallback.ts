import type { Map as MapLibreMap, MapSourceDataEvent } from 'maplibre-gl';
import { offlineStyle } from './offline-style.ts';

/**
 * How long an online base map has to draw its first tile. A request that hangs (a firewall that
 * drops packets, a captive portal) raises no error, so without a bound the map would stay blank.
 */
export const BASE_MAP_LOAD_BOUND_MS = 3_000;

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
 * fails, its sources fail before a single tile arrived (typically: no network), or no tile
 * arrived within the bound. Calls onFallback once it did. Answers a function that stops
 * watching (and a switch under way).
 */
export function fallBackToOfflineStyle(map: MapLibreMap, onFallback: () => void): () => void {
  let tileArrived = false;
  let switched = false;
  let stopped = false;
  let bound: ReturnType<typeof setTimeout> | undefined;

  const fallBack = () => {
    if (switched || tileArrived) return;
    switched = true;
    clearTimeout(bound);
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
  // A hidden page draws no frames, so MapLibre asks for no tiles: the bound counts while it shows.
  const restartBound = () => {
    clearTimeout(bound);
    if (!tileArrived && !switched && document.visibilityState === 'visible') {
      bound = setTimeout(fallBack, BASE_MAP_LOAD_BOUND_MS);
    }
  };
  const onData = (event: MapSourceDataEvent) => {
    if (!event.tile || isScreenData(event)) return;
    tileArrived = true;
    clearTimeout(bound);
  };
  const onError = (event: object) => {
    if (isScreenData(event)) return;
    // A source's error carries its sourceId; other errors after the style loaded are not ours.
    if (map.isStyleLoaded() && !('sourceId' in event)) return;
    fallBack();
  };

  map.on('sourcedata', onData);
  map.on('error', onError);
  document.addEventListener('visibilitychange', restartBound);
  restartBound();
  return () => {
    stopped = true;
    clearTimeout(bound);
    map.off('sourcedata', onData);
    map.off('error', onError);
    document.removeEventListener('visibilitychange', restartBound);
  };
}
