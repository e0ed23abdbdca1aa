import { useEffect } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { POINTS_DRAWN_MARK, type PointsDrawnDetail } from '@highwater/core/performance-marks';
import { SOURCES } from './map-overlays.ts';

/**
 * Marks the performance timeline when the map has drawn `points` (null while no answer is in):
 * on the first frame rendered once their source has loaded them. The source reads as loading
 * from the moment it is given data until its worker has cut the tiles of the view.
 */
export function usePointsDrawnMark(map: MapLibreMap | null, points: FeatureCollection | null) {
  useEffect(() => {
    if (!map || !points) return;
    const drawn = () => {
      if (!map.getSource(SOURCES.points) || !map.isSourceLoaded(SOURCES.points)) return;
      map.off('render', drawn);
      const detail: PointsDrawnDetail = { features: points.features.length };
      performance.mark(POINTS_DRAWN_MARK, { detail });
    };
    map.on('render', drawn);
    return () => {
      map.off('render', drawn);
    };
  }, [map, points]);
}
