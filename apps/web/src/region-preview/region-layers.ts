import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { RegionPreviewData } from '@highwater/core/region-preview';

export const REGIONS_SOURCE = 'regions';
const EXISTING_SOURCE = 'existing-regions';

/** The new regions, each a feature with an id of its own (its place in the file) and colour. */
export function regionFeatures(data: RegionPreviewData): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: data.regions.map((region, index) => ({
      type: 'Feature',
      id: index + 1,
      properties: { name: region.name, colour: region.colour },
      geometry: region.geometry,
    })),
  };
}

function existingFeatures(data: RegionPreviewData): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: data.existing.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
  };
}

/**
 * Draws the regions over the base map: the saved ones as grey dashed outlines beneath, the new
 * ones filled faintly in their list's colours. Called on every style load, since falling back to
 * the offline base map replaces the style and everything in it.
 */
export function addRegionLayers(map: MapLibreMap, data: RegionPreviewData): void {
  if (map.getSource(REGIONS_SOURCE)) return;
  map.addSource(EXISTING_SOURCE, { type: 'geojson', data: existingFeatures(data) });
  map.addSource(REGIONS_SOURCE, { type: 'geojson', data: regionFeatures(data) });
  map.addLayer({
    id: 'existing-outline',
    type: 'line',
    source: EXISTING_SOURCE,
    paint: { 'line-color': '#6b7583', 'line-width': 1.5, 'line-dasharray': [3, 2] },
  });
  map.addLayer({
    id: 'regions-fill',
    type: 'fill',
    source: REGIONS_SOURCE,
    paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': 0.25 },
  });
  map.addLayer({
    id: 'regions-outline',
    type: 'line',
    source: REGIONS_SOURCE,
    paint: { 'line-color': ['get', 'colour'], 'line-width': 2 },
  });
}
