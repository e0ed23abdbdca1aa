import { useEffect, useRef, type RefObject } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { formatNearPoint } from '@highwater/core/filters/api-query';
import type { NearPoint } from '@highwater/core/filters/filter';
import { nearBounds } from './near-circle.ts';
import { moveAnimation, prefersReducedMotion } from './selection-view.ts';
import { FIT_PADDING_PX } from './use-camera.ts';

/** Identifies a location filter: its centre and radius. */
export const nearKey = (near: NearPoint | undefined) => (near ? formatNearPoint(near) : '');

/**
 * Fits the map to the location filter's circle when a new one is chosen (a place found, the
 * device's location, a saved search, another radius), so that its pin can be seen and dragged.
 * Not on load (use-camera.ts places the map then), and not after a move of the pin
 * itself (`movedByPin` holds the key it made), which is in view already.
 */
export function useNearCamera(
  map: MapLibreMap | null,
  near: NearPoint | undefined,
  movedByPin: RefObject<string | null>,
): void {
  const shown = useRef<string | null>(null);
  const key = nearKey(near);

  useEffect(() => {
    if (!map) return;
    const previous = shown.current;
    shown.current = key;
    if (previous === null || previous === key || !near) return;
    const byPin = movedByPin.current;
    movedByPin.current = null;
    if (byPin === key) return;
    const bounds = nearBounds(near);
    if (bounds) {
      map.fitBounds(bounds, { ...moveAnimation(prefersReducedMotion()), padding: FIT_PADDING_PX });
    }
  }, [map, key, near, movedByPin]);
}
