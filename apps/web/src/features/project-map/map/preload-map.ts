import i18next from 'i18next';
import { loadMapLibre } from '@/lib/map/load-maplibre.ts';
import { mapLocale } from '@/lib/map/map-locale.ts';
import { prepareSpareMap } from '@/lib/map/spare-map.ts';

/** The map's own chunk (the module loader asks for it once). */
export const loadMapView = () => import('./map-view.tsx');

/**
 * Asks for MapLibre and the map's chunk as soon as the map screen is on its way, and makes the
 * screen's map once MapLibre is there: all of it while the session and the project are asked for,
 * not after.
 */
export function preloadMap(): void {
  // A failed preload is the map's to report: it asks for both again when it is made.
  loadMapLibre()
    .then((maplibre) => prepareSpareMap(maplibre, mapLocale(i18next.t)))
    .catch(() => {});
  loadMapView().catch(() => {});
}
