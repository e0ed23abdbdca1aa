import { useEffect, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { DensityRequest } from '@/api/get-post-density.ts';
import { useDebounced } from '../filters/use-debounced.ts';
import { densityRequest } from './density-bins.ts';

/** A run of moves (keys held, a fling) asks once, after the map has settled this long. */
const SETTLE_MS = 250;

/**
 * The density request for the map's current view, while the layer is on; null when off. Until the
 * map exists, the view it is known to open on (`planned`, when there is one) stands for it, so the
 * first view's counts are asked for while MapLibre is still being set up.
 */
export function useDensityView(
  map: MapLibreMap | null,
  on: boolean,
  planned: DensityRequest | null,
): DensityRequest | null {
  const [view, setView] = useState<DensityRequest | null>(null);
  // The plan of the view the map opens on, as it was before the map existed: it stands for the
  // map's view until the map has read its own, and a later plan (the map placed already) never does.
  const [plan, setPlan] = useState(map ? null : planned);
  if (!map && (planned?.bbox !== plan?.bbox || planned?.zoom !== plan?.zoom)) setPlan(planned);
  useEffect(() => {
    if (!map || !on) return;
    const read = () => {
      const bounds = map.getBounds();
      const next = densityRequest(
        {
          west: bounds.getWest(),
          south: bounds.getSouth(),
          east: bounds.getEast(),
          north: bounds.getNorth(),
        },
        map.getZoom(),
      );
      // A move within the same cells keeps the request, and so the cached answer.
      setView((previous) =>
        previous && next && previous.bbox === next.bbox && previous.zoom === next.zoom
          ? previous
          : next,
      );
    };
    read();
    map.on('moveend', read);
    return () => {
      map.off('moveend', read);
    };
  }, [map, on]);
  // Off, the settled view goes too: turned on again, the map asks for its view of then at once.
  const settled = useDebounced(on ? view : null, SETTLE_MS);
  // The first view is asked for at once: there is no run of moves to wait out.
  return on ? (settled ?? view ?? plan) : null;
}
