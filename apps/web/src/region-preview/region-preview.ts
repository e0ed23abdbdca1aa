import { Value } from '@sinclair/typebox/value';
import { readMapStyle } from '@highwater/core/map-styles';
import {
  REGION_PREVIEW_DATA_ID,
  REGION_PREVIEW_MAP_ID,
  RegionPreviewData,
} from '@highwater/core/region-preview';
import { loadMapLibre } from '@/lib/map/load-maplibre.ts';
import { fallBackToOfflineStyle } from '@/lib/map/offline-fallback.ts';
import { resolveStyle } from '@/lib/map/resolve-style.ts';
import { addRegionLayers, REGIONS_SOURCE } from './region-layers.ts';

/**
 * The region upload's preview map (a page of the main site, not the dashboard): the checked
 * regions over the product's base map, fitted to them. Without this script, or when the map cannot
 * be made (no WebGL), the page's list still names every region.
 */
async function showPreviewMap(): Promise<void> {
  const figure = document.getElementById(REGION_PREVIEW_MAP_ID);
  const container = figure?.querySelector('div');
  const block = document.getElementById(REGION_PREVIEW_DATA_ID);
  if (!figure || !container || !block) return;
  const data: unknown = JSON.parse(block.textContent || 'null');
  if (!Value.Check(RegionPreviewData, data)) {
    console.error('The region preview’s data is not as expected');
    return;
  }
  const [maplibre, style] = await Promise.all([
    loadMapLibre(),
    resolveStyle(readMapStyle(data.mapStyle) ?? { kind: 'offline' }),
  ]);
  figure.hidden = false;
  const map = new maplibre.Map({
    container,
    style,
    bounds: data.bounds,
    // Clear of the zoom buttons (top right) and the credits (bottom).
    fitBoundsOptions: { padding: { top: 24, right: 56, bottom: 48, left: 24 } },
    locale: data.locale,
    attributionControl: { compact: true },
  });
  map.addControl(new maplibre.NavigationControl({ showCompass: false }));
  fallBackToOfflineStyle(map, () => undefined);
  map.on('style.load', () => addRegionLayers(map, data));
  // Says when the regions are drawn: screen readers hear the map is ready, tests can tell.
  map.on('idle', () => {
    if (!map.getSource(REGIONS_SOURCE) || !map.isSourceLoaded(REGIONS_SOURCE)) return;
    const drawn = new Set(map.querySourceFeatures(REGIONS_SOURCE).map((feature) => feature.id));
    container.dataset.drawnRegions = String(drawn.size);
    container.setAttribute('aria-busy', 'false');
  });
}

showPreviewMap().catch((error: unknown) => {
  document.getElementById(REGION_PREVIEW_MAP_ID)?.setAttribute('hidden', '');
  console.error(error);
});
