import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { parseMapHash, withMapHash } from './map-hash.ts';

function writeHash(map: MapLibreMap): void {
  const center = map.getCenter();
  const next = withMapHash(window.location.href, {
    lng: center.lng,
    lat: center.lat,
    zoom: map.getZoom(),
  });
  // Written outside the router on purpose: a move of the map is not a navigation.
  if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
}

/**
 * Keeps the map position in the address hash: written after every move, written back after
 * navigations that dropped it, and followed when the user edits it.
 */
export function useMapHash(map: MapLibreMap | null): void {
  const location = useLocation();

  useEffect(() => {
    if (!map) return;
    const onMoveEnd = () => writeHash(map);
    const onHashChange = () => {
      const position = parseMapHash(window.location.hash);
      if (position) map.jumpTo({ center: [position.lng, position.lat], zoom: position.zoom });
    };
    map.on('moveend', onMoveEnd);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      map.off('moveend', onMoveEnd);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [map]);

  useEffect(() => {
    if (map && !parseMapHash(window.location.hash)) writeHash(map);
  }, [map, location]);
}
