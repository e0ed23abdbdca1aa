import { useEffect, useState } from 'react';
import type { ControlPosition, IControl, Map as MapLibreMap } from 'maplibre-gl';

/**
 * An element in one of the map's control corners for a screen's own buttons (through
 * createPortal): they stack with MapLibre's controls there instead of floating over the map.
 */
export function useMapControlSlot(map: MapLibreMap | null, position: ControlPosition) {
  const [slot] = useState(() => {
    const element = document.createElement('div');
    element.className = 'maplibregl-ctrl';
    return element;
  });
  useEffect(() => {
    if (!map) return;
    const control: IControl = { onAdd: () => slot, onRemove: () => slot.remove() };
    map.addControl(control, position);
    return () => {
      map.removeControl(control);
    };
  }, [map, position, slot]);
  return slot;
}
