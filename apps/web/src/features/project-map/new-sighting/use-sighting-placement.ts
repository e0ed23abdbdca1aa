import { useCallback, useMemo } from 'react';
import { useScreenSize } from '@/lib/screen-size.ts';
import type { SightingPlacement } from '../map/use-placement-pin.ts';
import { useNewSighting } from './new-sighting-context.tsx';

/**
 * What the map needs of a sighting being added: on large screens while the form is open beside
 * it, on phones and tablets while the form has stepped aside for the place to be picked.
 */
export function useSightingPlacement(): SightingPlacement | null {
  const { isOpen, picking, draft, setPlace, centreRequests } = useNewSighting();
  const large = useScreenSize() === 'large';
  const active = isOpen && (large || picking);
  const onPlace = useCallback(
    (point: { lng: number; lat: number }) => setPlace({ ...point, name: null }),
    [setPlace],
  );
  const lng = draft.place?.lng;
  const lat = draft.place?.lat;
  return useMemo(
    () =>
      active
        ? {
            point: lng !== undefined && lat !== undefined ? { lng, lat } : null,
            onPlace,
            centreRequests,
          }
        : null,
    [active, lng, lat, onPlace, centreRequests],
  );
}
