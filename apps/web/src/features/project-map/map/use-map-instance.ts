import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Map as MapLibreMap, MapOptions } from 'maplibre-gl';
import { loadMapLibre } from '@/lib/map/load-maplibre.ts';

export type MapLibreModule = Awaited<ReturnType<typeof loadMapLibre>>;

export interface MapHandle {
  map: MapLibreMap;
  maplibre: MapLibreModule;
}

type CreateOptions = () => Omit<MapOptions, 'container' | 'style'>;

/**
 * One MapLibre map for the life of the screen. StrictMode mounts effects twice: the first run is
 * cancelled before MapLibre has loaded, or its map is removed, so only one map ever lives.
 * createOptions is read once, when the map is made.
 */
export function useMapInstance(
  container: RefObject<HTMLDivElement | null>,
  createOptions: CreateOptions,
) {
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const options = useRef(createOptions);

  useEffect(() => {
    let created: MapLibreMap | null = null;
    let cancelled = false;
    loadMapLibre()
      .then((maplibre) => {
        if (cancelled || !container.current) return;
        created = new maplibre.Map({
          container: container.current,
          // The base style follows once the map exists (use-base-style.ts).
          style: { version: 8, sources: {}, layers: [] },
          attributionControl: { compact: true },
          ...options.current(),
        });
        created.addControl(new maplibre.NavigationControl({ showCompass: false }), 'bottom-right');
        setHandle({ map: created, maplibre });
      })
      .catch((error: unknown) =>
        setFailure(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      cancelled = true;
      created?.remove();
      setHandle(null);
    };
  }, [container]);

  return { handle, failure };
}
