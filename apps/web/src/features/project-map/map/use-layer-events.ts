import { useEffect, useRef } from 'react';
import type { Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import { POINT_LAYER } from './map-overlays.ts';

export interface LayerEvents {
  /** A click on a point of the layer (its group key), or on the map elsewhere (null). */
  onClick: (key: string | null) => void;
  onDoubleClick: () => void;
  onHover: (key: string) => void;
  onLeave: () => void;
}

const keyOf = (event: MapLayerMouseEvent): string | null => {
  const key: unknown = event.features?.[0]?.properties.key;
  return typeof key === 'string' ? key : null;
};

/** Clicks and hovering on the WebGL points layer, and clicks on the map around it. */
export function useLayerEvents(map: MapLibreMap | null, events: LayerEvents): void {
  const latest = useRef(events);
  latest.current = events;

  useEffect(() => {
    if (!map) return;
    let onPoint = false;
    const onPointClick = (event: MapLayerMouseEvent) => {
      onPoint = true;
      latest.current.onClick(keyOf(event));
    };
    const onMapClick = () => {
      // The layer's handler runs first for a click on a point.
      if (!onPoint) latest.current.onClick(null);
      onPoint = false;
    };
    const onMove = (event: MapLayerMouseEvent) => {
      const key = keyOf(event);
      if (key) latest.current.onHover(key);
      map.getCanvas().style.cursor = 'pointer';
    };
    const onLeave = () => {
      map.getCanvas().style.cursor = '';
      latest.current.onLeave();
    };
    const onDoubleClick = () => latest.current.onDoubleClick();
    map.on('click', POINT_LAYER, onPointClick);
    map.on('click', onMapClick);
    map.on('mousemove', POINT_LAYER, onMove);
    map.on('mouseleave', POINT_LAYER, onLeave);
    map.on('dblclick', onDoubleClick);
    return () => {
      map.off('click', POINT_LAYER, onPointClick);
      map.off('click', onMapClick);
      map.off('mousemove', POINT_LAYER, onMove);
      map.off('mouseleave', POINT_LAYER, onLeave);
      map.off('dblclick', onDoubleClick);
    };
  }, [map]);
}
