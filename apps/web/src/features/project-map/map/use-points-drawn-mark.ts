import { useEffect } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { POINTS_DRAWN_MARK, type PointsDrawnDetail } from '@highwater/core/performance-marks';
import { SOURCES, type OverlaySource } from './map-overlays.ts';

/**
 * Marks the performance timeline when the map has drawn an answer (null while none is in): the
 * points, or the clusters standing for them, on the first frame rendered once their source has
 * loaded them. A source reads as loading from the moment it is given data until its worker has
 * cut the tiles of the view.
 */
export function usePointsDrawnMark(
  map: MapLibreMap | null,
  drawn: { source: OverlaySource; data: FeatureCollection } | null,
) {
  useEffect(() => {
    if (!map || !drawn) return;
    const source = SOURCES[drawn.source];
    const onRender = () => {
      if (!map.getSource(source) || !map.isSourceLoaded(source)) return;
      map.off('render', onRender);
      const detail: PointsDrawnDetail = { features: drawn.data.features.length };
      performance.mark(POINTS_DRAWN_MARK, { detail });
    };
    map.on('render', onRender);
    return () => {
      map.off('render', onRender);
    };
  }, [map, drawn]);
}
