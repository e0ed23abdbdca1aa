import type { Map as MapLibreMap, TransformStyleFunction } from 'maplibre-gl';
import type { MapCreateOptions, MapLibreModule } from './use-map-instance.ts';
import { isRecord, readStored, readStoredJson, writeStored } from '../storage.ts';
import { offlineStyle } from './offline-style.ts';
import type { PixelSize } from '../pixel-size.ts';

/**
 * A map made while a map screen's calls are still on their way, for that screen to take. Making a
 * map is mostly MapLibre setting up WebGL and compiling the shaders of what it draws (over half a
 * second under software WebGL), work that otherwise starts only once the screen has its project;
 * the spare does it in the quiet before, drawing the offline base map, off screen.
 */
interface Spare {
  map: MapLibreMap;
  element: HTMLDivElement;
  locale: string;
  /** The transformStyle of the screen that took the map; until then styles are drawn as they are. */
  transform: { current: TransformStyleFunction | undefined };
  /** Stops the timer that removes a spare nobody took. */
  cancelExpiry: () => void;
}

/** The class of a spare map's own element, inside the screen's map container once taken. */
export const SPARE_MAP_CLASS = 'spare-map';

/** A spare no screen took within this long (the screen failed, the user went elsewhere) goes. */
const SPARE_KEPT_MS = 60_000;

let spare: Spare | null = null;

/** The screen's map size, kept with the window's size then (rememberMapSize). */
const MAP_SIZE_KEY = 'highwater.mapSize';
const MAX_SIDE = 16_384;

const isSize = (value: unknown): value is PixelSize =>
  isRecord(value) &&
  [value.width, value.height].every(
    (side) => Number.isInteger(side) && (side as number) > 0 && (side as number) <= MAX_SIDE,
  );

const windowSize = (): PixelSize => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The size the screen's map had last time in a window of this size, or null. Under software WebGL
 * a map's canvas given a new size costs 0.1 to 0.2 s of main thread (its drawing buffer is made
 * again), more than the set-up a spare saves: a spare is made only at the size it will have.
 */
function spareSize(): PixelSize | null {
  const kept = readStoredJson(MAP_SIZE_KEY);
  if (!isRecord(kept) || !isSize(kept.window) || !isSize(kept.map)) return null;
  const now = windowSize();
  return kept.window.width === now.width && kept.window.height === now.height ? kept.map : null;
}

/**
 * Keeps the screen's map size (its container's, in this window) for the next spare. Written only
 * when it changed: a window dragged wider resizes the map every frame.
 */
export function rememberMapSize(container: HTMLElement): void {
  const map = { width: container.clientWidth, height: container.clientHeight };
  if (!isSize(map)) return;
  const kept = JSON.stringify({ window: windowSize(), map });
  if (readStored(MAP_SIZE_KEY) !== kept) writeStored(MAP_SIZE_KEY, kept);
}

const localeKey = (locale: Record<string, string>) => JSON.stringify(locale);

/**
 * Makes the spare map, once, at the size the screen's map had in a window of this size. A first
 * visit, or a window of another size, makes none: the screen makes its map in place. Where a map
 * cannot be made, nothing happens.
 */
export function prepareSpareMap(maplibre: MapLibreModule, locale: Record<string, string>): void {
  // Without workers there is no map to make (see load-maplibre.ts).
  if (spare || typeof Worker !== 'function') return;
  const size = spareSize();
  if (!size) return;
  const element = document.createElement('div');
  element.className = SPARE_MAP_CLASS;
  // Drawn but not seen or reached: under the page, out of the accessibility tree. Transparent too:
  // MapLibre's stylesheet makes a compact attribution visible inside hidden.
  element.style.cssText =
    `position:fixed;left:0;top:0;width:${size.width}px;height:${size.height}px;` +
    'visibility:hidden;opacity:0;pointer-events:none;z-index:-1';
  element.setAttribute('aria-hidden', 'true');
  // Its canvas and attribution button take focus: inert, a keyboard never lands in a hidden map.
  element.setAttribute('inert', '');
  document.body.append(element);
  const transform: Spare['transform'] = { current: undefined };
  try {
    const map = new maplibre.Map({
      container: element,
      style: offlineStyle(),
      center: [0, 0],
      zoom: 0,
      attributionControl: { compact: true },
      locale,
      transformStyle: (previous, next) =>
        transform.current ? transform.current(previous, next) : next,
    });
    const expiry = window.setTimeout(discardSpareMap, SPARE_KEPT_MS);
    spare = {
      map,
      element,
      locale: localeKey(locale),
      transform,
      cancelExpiry: () => window.clearTimeout(expiry),
    };
  } catch {
    // The screen makes its own map and says why that failed.
    element.remove();
  }
}

/** Removes the spare map, if there is one. */
export function discardSpareMap(): void {
  if (!spare) return;
  spare.cancelExpiry();
  spare.map.remove();
  spare.element.remove();
  spare = null;
}

/**
 * The spare map, moved into `container` and set to the screen's place and transformStyle, when
 * one was made in the same language; else null (and a spare in another language goes).
 */
export function takeSpareMap(
  container: HTMLElement,
  options: Pick<MapCreateOptions, 'center' | 'zoom' | 'transformStyle'>,
  locale: Record<string, string>,
): MapLibreMap | null {
  const taken = spare;
  if (!taken || taken.locale !== localeKey(locale)) {
    discardSpareMap();
    return null;
  }
  spare = null;
  taken.cancelExpiry();
  taken.element.removeAttribute('aria-hidden');
  taken.element.removeAttribute('inert');
  taken.element.style.cssText = 'width:100%;height:100%';
  container.append(taken.element);
  taken.transform.current = options.transformStyle;
  // The element's new size reaches MapLibre through its resize observer, a frame later: at once.
  taken.map.resize();
  taken.map.jumpTo({
    ...(options.center !== undefined ? { center: options.center } : {}),
    ...(options.zoom !== undefined ? { zoom: options.zoom } : {}),
  });
  return taken.map;
}
