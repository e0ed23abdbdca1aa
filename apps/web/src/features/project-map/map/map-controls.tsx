import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useMapControlSlot } from '@/lib/map/use-map-control-slot.ts';

/**
 * A screen's own buttons in the map's bottom-right control corner, above the zoom buttons. While
 * there is no map (it is being made, or the browser cannot draw one) they stand in that corner on
 * their own, so that the help stays within reach.
 */
export function MapControls({ map, children }: { map: MapLibreMap | null; children: ReactNode }) {
  // Added after the zoom buttons, so MapLibre stacks it above them.
  const slot = useMapControlSlot(map, 'bottom-right');
  return map ? createPortal(children, slot) : <div className="hw-map__controls">{children}</div>;
}
