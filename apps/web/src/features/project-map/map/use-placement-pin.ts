import { useEffect, useRef } from 'react';
import type { MapMouseEvent, Marker } from 'maplibre-gl';
import type { MapHandle } from '@/lib/map/use-map-instance.ts';
import { pinPoint } from './near-circle.ts';

type Point = { lng: number; lat: number };

/** A new sighting being placed on the map (new-sighting/): where it is, and how to move it. */
export interface SightingPlacement {
  point: Point | null;
  onPlace: (point: Point) => void;
  /** Goes up by one each time the pin is asked to go to the map's centre. */
  centreRequests: number;
}

/** Closer than this, a place found by search is shown at this zoom (a few streets). */
const PLACE_ZOOM = 15;

/**
 * While a sighting is being placed, a click on the map puts its pin there (and chooses no
 * sighting); the pin is MapLibre's default marker, dragged by pointer or, once focused, by the
 * arrow keys. A place chosen elsewhere (a search) that is out of view is flown to.
 */
export function usePlacementPin(
  handle: MapHandle | null,
  placement: SightingPlacement | null,
  { label, color }: { label: string; color: string | undefined },
): void {
  const latest = useRef(placement);
  latest.current = placement;
  const active = placement !== null;

  useEffect(() => {
    if (!handle || !active) return;
    const { map } = handle;
    const onClick = (event: MapMouseEvent) => latest.current?.onPlace(pinPoint(event.lngLat));
    map.on('click', onClick);
    const canvas = map.getCanvasContainer();
    canvas.classList.add('hw-map__canvas--placing');
    return () => {
      map.off('click', onClick);
      canvas.classList.remove('hw-map__canvas--placing');
    };
  }, [handle, active]);

  const pin = useRef<Marker | null>(null);
  const shown = Boolean(placement?.point);
  useEffect(() => {
    const start = latest.current?.point;
    if (!handle || !shown || !start) return;
    const marker = new handle.maplibre.Marker({ draggable: true, color });
    const element = marker.getElement();
    element.classList.add('placement-pin');
    element.setAttribute('aria-label', label);
    marker.on('dragend', () => latest.current?.onPlace(pinPoint(marker.getLngLat())));
    marker.setLngLat([start.lng, start.lat]).addTo(handle.map);
    pin.current = marker;
    return () => {
      marker.remove();
      pin.current = null;
    };
    // The label follows below without making the pin again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, shown, color]);

  useEffect(() => {
    pin.current?.getElement().setAttribute('aria-label', label);
  }, [label]);

  const lng = placement?.point?.lng;
  const lat = placement?.point?.lat;
  useEffect(() => {
    if (!handle || lng === undefined || lat === undefined) return;
    pin.current?.setLngLat([lng, lat]);
    const { map } = handle;
    if (!map.getBounds().contains([lng, lat])) {
      map.easeTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), PLACE_ZOOM) });
    }
  }, [handle, lng, lat]);

  const requests = placement?.centreRequests ?? 0;
  const answered = useRef(requests);
  useEffect(() => {
    if (requests === answered.current || !handle) return;
    answered.current = requests;
    latest.current?.onPlace(pinPoint(handle.map.getCenter()));
  }, [handle, requests]);
}
