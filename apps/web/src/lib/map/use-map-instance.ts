import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Map as MapLibreMap, MapOptions } from 'maplibre-gl';
import { logError } from '../error-reporting.ts';
import { loadMapLibre } from './load-maplibre.ts';
import { useMapLocale } from './map-locale.ts';
import { rememberMapSize, SPARE_MAP_CLASS, takeSpareMap } from './spare-map.ts';

export type MapLibreModule = Awaited<ReturnType<typeof loadMapLibre>>;

export interface MapHandle {
  map: MapLibreMap;
  maplibre: MapLibreModule;
}

export type MapCreateOptions = Omit<MapOptions, 'container' | 'style'>;

/**
 * A map's container holds its map while it lives, for the browser tests that read what the map
 * drew (MapLibre's queryRenderedFeatures): WebGL leaves nothing in the page to inspect.
 */
export interface MapContainerElement extends HTMLElement {
  maplibreMap?: MapLibreMap;
}

/** The zoom buttons of the explorable maps, bottom right. */
export function addZoomButtons({ map, maplibre }: MapHandle): void {
  map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'bottom-right');
}

/**
 * MapLibre makes its canvas a region named "Map", inside the screen's own map region: a keyboard
 * map's canvas is the control it is, a still map's is part of the picture its container names.
 */
function nameCanvas(canvas: HTMLCanvasElement, interactive: boolean) {
  if (interactive) {
    canvas.setAttribute('role', 'application');
  } else {
    canvas.removeAttribute('role');
    canvas.removeAttribute('aria-label');
  }
}

/**
 * One MapLibre map for the life of the screen, loaded on demand. StrictMode mounts effects twice:
 * the first run is cancelled before MapLibre has loaded, or its map is removed, so only one map
 * ever lives. createOptions and setUp (the screen's controls and markers) are read once, when the
 * map is made; the base style follows with useBaseStyle.
 */
export function useMapInstance(
  container: RefObject<HTMLDivElement | null>,
  createOptions: () => MapCreateOptions,
  setUp?: (handle: MapHandle) => void,
  /** Take the spare map made ahead (spare-map.ts) when there is one; a screen's main map only. */
  { spare = false }: { spare?: boolean } = {},
) {
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const [failure, setFailure] = useState(false);
  const initial = useRef({ createOptions, setUp, locale: useMapLocale() });

  useEffect(() => {
    let created: MapLibreMap | null = null;
    let cancelled = false;
    loadMapLibre()
      .then((maplibre) => {
        if (cancelled || !container.current) return;
        const options = initial.current.createOptions();
        created =
          (spare && takeSpareMap(container.current, options, initial.current.locale)) ||
          new maplibre.Map({
            container: container.current,
            // The base style follows once the map exists (use-base-style.ts).
            style: { version: 8, sources: {}, layers: [] },
            attributionControl: { compact: true },
            locale: initial.current.locale,
            ...options,
          });
        nameCanvas(created.getCanvas(), options.interactive !== false);
        (container.current as MapContainerElement).maplibreMap = created;
        if (spare) {
          // The next spare is made at this size (spare-map.ts).
          const element = container.current;
          rememberMapSize(element);
          created.on('resize', () => rememberMapSize(element));
        }
        const made = { map: created, maplibre };
        initial.current.setUp?.(made);
        setHandle(made);
      })
      .catch((error: unknown) => {
        // The library's own text is for the console; the screen says it in the user's words.
        logError(error);
        setFailure(true);
      });
    const element: MapContainerElement | null = container.current;
    return () => {
      cancelled = true;
      if (element) delete element.maplibreMap;
      if (created) {
        const element = created.getContainer();
        created.remove();
        // A spare map's element is its own, inside the container.
        if (element.classList.contains(SPARE_MAP_CLASS)) element.remove();
      }
      setHandle(null);
    };
  }, [container, spare]);

  return { handle, failure };
}
