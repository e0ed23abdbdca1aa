import { useEffect, useRef, type RefObject } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { HOME_MAP_ZOOM, SELECTED_POST_PADDING_MILES } from '@highwater/core/constants';
import type { NearPoint } from '@highwater/core/filters/filter';
import { nearBounds } from './near-circle.ts';
import type { PointGroup } from './point-groups.ts';
import { moveAnimation, paddedBounds, prefersReducedMotion } from './selection-view.ts';

/** Room around the fitted points for the controls and the point markers. */
export const FIT_PADDING_PX = 48;
/** Fitting every point never zooms in closer than this (one lone point would fill the screen). */
export const FIT_ALL_MAX_ZOOM = 12;

interface CameraInput {
  map: MapLibreMap | null;
  /** The position restored from the address hash, which wins over any fitting on load. */
  restored: boolean;
  center: { lng: number; lat: number };
  /**
   * What the first view fits: every point, or the corners of a capped answer's extent. Undefined
   * until the first answer has arrived.
   */
  fitTo: readonly Place[] | undefined;
  selectedGroups: readonly PointGroup[];
  /** The location filter, whose whole circle is shown on load rather than only the points in it. */
  near: NearPoint | undefined;
  /** The ids of the selection that the map itself made by a click: the point is in view already. */
  selectedByMap: RefObject<string | null>;
}

interface Place {
  lng: number;
  lat: number;
}

const selectionKey = (groups: readonly PointGroup[]) => groups.map((group) => group.key).join('|');

/**
 * Where the map looks. On load: the position in the hash, else the selection (with
 * SELECTED_POST_PADDING_MILES around it), else the location filter's circle, else all points (or a
 * capped answer's extent), else
 * the project centre. Afterwards it moves to a selection made elsewhere (the list, a link), within
 * MAP_FLY_MAX_MS.
 */
export function useCamera({
  map,
  restored,
  center,
  fitTo,
  selectedGroups,
  near,
  selectedByMap,
}: CameraInput) {
  const placed = useRef(false);
  const lastSelection = useRef('');
  const key = selectionKey(selectedGroups);

  useEffect(() => {
    if (!map || fitTo === undefined) return;
    if (!placed.current) {
      placed.current = true;
      lastSelection.current = key;
      if (!restored) placeOnLoad(map, { fitTo, selectedGroups, near, center });
      return;
    }
    if (key === lastSelection.current) return;
    lastSelection.current = key;
    const byMap = selectedByMap.current;
    selectedByMap.current = null;
    if (selectedGroups.length === 0 || byMap === key) return;
    const bounds = paddedBounds(selectedGroups, SELECTED_POST_PADDING_MILES);
    if (bounds) {
      map.fitBounds(bounds, { ...moveAnimation(prefersReducedMotion()), padding: FIT_PADDING_PX });
    }
  }, [map, fitTo, key, selectedGroups, near, center, restored, selectedByMap]);
}

interface LoadView {
  fitTo: readonly Place[];
  selectedGroups: readonly PointGroup[];
  near: NearPoint | undefined;
  center: { lng: number; lat: number };
}

function placeOnLoad(map: MapLibreMap, { fitTo, selectedGroups, near, center }: LoadView): void {
  const selected = selectedGroups.length > 0;
  const bounds = selected
    ? paddedBounds(selectedGroups, SELECTED_POST_PADDING_MILES)
    : near
      ? nearBounds(near)
      : paddedBounds(fitTo, 0);
  if (!bounds) {
    map.jumpTo({ center: [center.lng, center.lat], zoom: HOME_MAP_ZOOM });
    return;
  }
  map.fitBounds(bounds, {
    animate: false,
    padding: FIT_PADDING_PX,
    ...(selected || near ? {} : { maxZoom: FIT_ALL_MAX_ZOOM }),
  });
}
