import { useEffect } from 'react';
import type { Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import { CLUSTER_LAYER } from './map-overlays.ts';
import { moveAnimation, prefersReducedMotion } from './selection-view.ts';

/** Zoom levels a click on a cluster goes in by: a cell of the clusters' grid then fills the view. */
const CLUSTER_ZOOM_STEP = 2;

/** Zooms in on a cluster, by CLUSTER_ZOOM_STEP, centred on it. */
export function zoomInOn(map: MapLibreMap, lng: number, lat: number): void {
  map.easeTo({
    center: [lng, lat],
    zoom: map.getZoom() + CLUSTER_ZOOM_STEP,
    ...moveAnimation(prefersReducedMotion()),
  });
}

/** A click on a cluster of the layer zooms in on it; the pointer shows that clusters can be clicked. */
export function useClusterClicks(map: MapLibreMap | null): void {
  useEffect(() => {
    if (!map) return;
    const onClick = (event: MapLayerMouseEvent) => {
      const geometry = event.features?.[0]?.geometry;
      if (geometry?.type !== 'Point') return;
      const [lng, lat] = geometry.coordinates as [number, number];
      zoomInOn(map, lng, lat);
    };
    const onEnter = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    const onLeave = () => {
      map.getCanvas().style.cursor = '';
    };
    map.on('click', CLUSTER_LAYER, onClick);
    map.on('mouseenter', CLUSTER_LAYER, onEnter);
    map.on('mouseleave', CLUSTER_LAYER, onLeave);
    return () => {
      map.off('click', CLUSTER_LAYER, onClick);
      map.off('mouseenter', CLUSTER_LAYER, onEnter);
      map.off('mouseleave', CLUSTER_LAYER, onLeave);
    };
  }, [map]);
}
