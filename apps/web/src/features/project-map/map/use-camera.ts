import { useEffect, useRef, type RefObject } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { HOME_MAP_ZOOM, SELECTED_POST_PADDING_MILES } from '@highwater/core/constants';
import type { PointGroup } from './point-groups.ts';
import { moveAnimation, paddedBounds, prefersReducedMotion } from './selection-view.ts';

/** Room around the fitted points for the controls and the point markers. */
const FIT_PADDING_PX = 48;
/** Fitting every point never zooms in closer than this (one lone point would fill the screen). */
const FIT_ALL_MAX_ZOOM = 12;

interface CameraInput {
  map: MapLibreMap | null;
  /** The position restored from the address hash, which wins over any fitting on load. */
  restored: boolean;
  center: { lng: number; lat: number };
  /** Undefined until the first points have arrived. */
  groups: readonly PointGroup[] | undefined;
  selectedGroups: readonly PointGroup[];
  /** The ids of the selection that the map itself made by a click: the point is in view already. */
  selectedByMap: RefObject<string | null>;
}

const selectionKey = (groups: readonly PointGroup[]) => groups.map((group) => group.key).join('|');

/**
 * Where the map looks. On load: the position in the hash, else the selection (with
 * SELECTED_POST_PADDING_MILES around it), else all points, else the project centre. Afterwards it
 * moves to a selection made elsewhere (the list, a link), within MAP_FLY_MAX_MS.
 */
export function useCamera({
  map,
  restored,
  center,
  groups,
  selectedGroups,
  selectedByMap,
}: CameraInput) {
  const placed = useRef(false);
  const lastSelection = useRef('');
  const key = selectionKey(selectedGroups);

  useEffect(() => {
    if (!map || groups === undefined) return;
    if (!placed.current) {
      placed.current = true;
      lastSelection.current = key;
      if (!restored) placeOnLoad(map, groups, selectedGroups, center);
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
  }, [map, groups, key, selectedGroups, center, restored, selectedByMap]);
}

function placeOnLoad(
  map: MapLibreMap,
  groups: readonly PointGroup[],
  selectedGroups: readonly PointGroup[],
  center: { lng: number; lat: number },
): void {
  const bounds =
    selectedGroups.length > 0
      ? paddedBounds(selectedGroups, SELECTED_POST_PADDING_MILES)
      : paddedBounds(groups, 0);
  if (!bounds) {
    map.jumpTo({ center: [center.lng, center.lat], zoom: HOME_MAP_ZOOM });
    return;
  }
  map.fitBounds(bounds, {
    animate: false,
    padding: FIT_PADDING_PX,
    ...(selectedGroups.length > 0 ? {} : { maxZoom: FIT_ALL_MAX_ZOOM }),
  });
}
