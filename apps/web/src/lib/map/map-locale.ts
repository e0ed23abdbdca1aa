import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * MapLibre's own texts (its controls and the canvas) in the chosen language, for the map's
 * `locale` option. The canvas is named as the keyboard control it is: the map's landmark is the
 * element around it, so the canvas is no second region of the same name.
 */
export function useMapLocale(): Record<string, string> {
  return mapLocale(useTranslation().t);
}

/** The same texts, from a translation function of the chosen language. */
export function mapLocale(t: TFunction): Record<string, string> {
  return {
    'Map.Title': t('map.canvas'),
    'NavigationControl.ZoomIn': t('map.zoom_in'),
    'NavigationControl.ZoomOut': t('map.zoom_out'),
    'NavigationControl.ResetBearing': t('map.reset_bearing'),
    'AttributionControl.ToggleAttribution': t('map.toggle_attribution'),
    'Marker.Title': t('map.marker'),
    'Popup.Close': t('common.close'),
  };
}
