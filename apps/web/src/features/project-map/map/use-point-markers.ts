import { useEffect, useRef } from 'react';
import type { Marker } from 'maplibre-gl';
import type { MapHandle } from '@/lib/map/use-map-instance.ts';
import type { PointGroup } from './point-groups.ts';
import {
  createMarkerElement,
  drawMarkerElement,
  markerSignature,
  type MarkerLook,
} from './point-marker-element.ts';

export interface MarkerEvents {
  onClick: (group: PointGroup) => void;
  onDoubleClick: (group: PointGroup) => void;
  onHover: (group: PointGroup) => void;
  onLeave: (group: PointGroup) => void;
}

interface Entry {
  marker: Marker;
  element: HTMLButtonElement;
  signature: string;
  group: PointGroup;
}

/**
 * DOM markers for the given groups (all of them up to the marker limit, else the selected ones),
 * added, redrawn and removed in place as the groups change.
 */
export function usePointMarkers(
  handle: MapHandle | null,
  groups: readonly PointGroup[],
  lookOf: (group: PointGroup) => MarkerLook,
  events: MarkerEvents,
): void {
  const entries = useRef(new Map<string, Entry>());
  const latestEvents = useRef(events);
  latestEvents.current = events;

  useEffect(() => {
    if (!handle) return;
    const current = entries.current;
    const wanted = new Set(groups.map((group) => group.key));
    for (const [key, entry] of current) {
      if (!wanted.has(key)) {
        entry.marker.remove();
        current.delete(key);
      }
    }
    for (const group of groups) {
      const look = lookOf(group);
      const signature = markerSignature(group, look);
      let entry = current.get(group.key);
      if (!entry) {
        const element = createMarkerElement();
        const marker = new handle.maplibre.Marker({ element, anchor: 'center' })
          .setLngLat([group.lng, group.lat])
          .addTo(handle.map);
        const created: Entry = { marker, element, signature: '', group };
        const on = (type: string, handler: (entry: Entry) => void) =>
          element.addEventListener(type, (event) => {
            event.stopPropagation();
            handler(created);
          });
        on('click', (e) => latestEvents.current.onClick(e.group));
        on('dblclick', (e) => latestEvents.current.onDoubleClick(e.group));
        on('mouseenter', (e) => latestEvents.current.onHover(e.group));
        on('focus', (e) => latestEvents.current.onHover(e.group));
        on('mouseleave', (e) => latestEvents.current.onLeave(e.group));
        on('blur', (e) => latestEvents.current.onLeave(e.group));
        entry = created;
        current.set(group.key, entry);
      }
      entry.group = group;
      if (entry.signature !== signature) {
        drawMarkerElement(entry.element, group, look);
        entry.signature = signature;
      }
      // Selected markers stay above the others.
      entry.element.style.zIndex = look.selected ? '2' : '';
    }
  }, [handle, groups, lookOf]);

  useEffect(
    () => () => {
      for (const entry of entries.current.values()) entry.marker.remove();
      entries.current.clear();
    },
    [handle],
  );
}
