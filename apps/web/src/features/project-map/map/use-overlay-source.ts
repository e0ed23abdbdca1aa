import { useEffect, type RefObject } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { setOverlayData, type OverlaySource } from './map-overlays.ts';

export type OverlayData = Record<OverlaySource, FeatureCollection>;

/**
 * Gives one of the screen's sources its data on the map, and keeps it in `latest`, from which a
 * new base style's empty sources are filled again.
 */
export function useOverlaySource(
  map: MapLibreMap | null,
  latest: RefObject<OverlayData>,
  source: OverlaySource,
  data: FeatureCollection,
): void {
  useEffect(() => {
    latest.current = { ...latest.current, [source]: data };
    if (map) setOverlayData(map, source, data);
  }, [map, latest, source, data]);
}
