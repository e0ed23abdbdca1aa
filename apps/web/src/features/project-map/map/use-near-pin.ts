import { useEffect, useRef } from 'react';
import type { Marker } from 'maplibre-gl';
import type { NearPoint } from '@highwater/core/filters/filter';
import { setOverlayData } from './map-overlays.ts';
import { nearFeatures, pinPoint } from './near-circle.ts';
import type { MapHandle } from '@/lib/map/use-map-instance.ts';

export interface NearPinOptions {
  /** The pin's accessible name. */
  label: string;
  color: string | undefined;
  /** The new centre, once the pin is let go. */
  onMove: (point: { lng: number; lat: number }) => void;
}

/**
 * The draggable pin at the centre of the location filter: MapLibre's default marker, which drags
 * by pointer and, once focused, by the arrow keys (Shift for bigger steps). The circle follows
 * the pin while it moves; letting go hands the new centre over.
 */
export function useNearPin(
  handle: MapHandle | null,
  near: NearPoint | undefined,
  { label, color, onMove }: NearPinOptions,
): void {
  const pin = useRef<Marker | null>(null);
  const latest = useRef({ near, label, onMove });
  latest.current = { near, label, onMove };
  const shown = near !== undefined;

  useEffect(() => {
    const start = latest.current.near;
    if (!handle || !shown || !start) return;
    const marker = new handle.maplibre.Marker({ draggable: true, color });
    const element = marker.getElement();
    element.classList.add('near-pin');
    element.setAttribute('aria-label', latest.current.label);
    const moved = () => pinPoint(marker.getLngLat());
    marker.on('drag', () => {
      const radius = latest.current.near?.radius;
      if (radius) setOverlayData(handle.map, 'near', nearFeatures({ ...moved(), radius }));
    });
    marker.on('dragend', () => latest.current.onMove(moved()));
    marker.setLngLat([start.lng, start.lat]).addTo(handle.map);
    pin.current = marker;
    return () => {
      marker.remove();
      pin.current = null;
    };
  }, [handle, shown, color]);

  const lng = near?.lng;
  const lat = near?.lat;
  useEffect(() => {
    if (lng !== undefined && lat !== undefined) pin.current?.setLngLat([lng, lat]);
  }, [lng, lat]);

  useEffect(() => {
    pin.current?.getElement().setAttribute('aria-label', label);
  }, [label]);
}
