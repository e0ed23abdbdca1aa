import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { SITE_LAYERS, SITE_SOURCES, type SiteSource } from '@/lib/map/site-layers.ts';

/**
 * Puts the post's flood extents and storm drains on the map if its current style lacks them:
 * called on every style change, so a switch of base layer or the offline fallback keeps them.
 */
export function ensurePostLayers(map: MapLibreMap, data: Record<SiteSource, FeatureCollection>) {
  if (!map.isStyleLoaded()) return;
  for (const [key, id] of Object.entries(SITE_SOURCES) as [SiteSource, string][]) {
    const source = map.getSource<GeoJSONSource>(id);
    if (source) void source.setData(data[key]);
    else map.addSource(id, { type: 'geojson', data: data[key] });
  }
  for (const layer of SITE_LAYERS) if (!map.getLayer(layer.id)) map.addLayer(layer);
}
