import type { StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { BASE_MAP_MAX_ZOOM, BASE_MAP_TILES } from '@highwater/core/base-map-tiles';

/**
 * Colours of the offline base map: quiet, so that data on top stands out, with water clearly
 * apart from land and a darker shoreline, since flooding happens where they meet.
 */
const COLORS = {
  water: '#a9cde2',
  shore: '#7fa9c2',
  land: '#f4f2ea',
  county: '#d9d4c6',
  state: '#aaa393',
  country: '#8a8375',
};

const SOURCE = 'base-map';

const line = (color: string, width: number) => ({
  'line-color': color,
  'line-width': ['interpolate', ['linear'], ['zoom'], 3, width * 0.5, 10, width * 1.5],
});

/**
 * A base map drawn from data bundled with the app (world-atlas and us-atlas): land, country,
 * state and county borders. It needs no network beyond this server, so the map always shows
 * something. Its vector tiles are cut when the app is built (vite-plugins/base-map-tiles.ts) and
 * served by the server, so that opening a map cuts nothing.
 */
export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'Highwater offline',
    sources: {
      [SOURCE]: {
        type: 'vector',
        // MapLibre's worker asks for the tiles, and needs the whole address.
        tiles: [`${window.location.origin}${BASE_MAP_TILES}`],
        maxzoom: BASE_MAP_MAX_ZOOM,
        attribution: 'Natural Earth · US Census Bureau',
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': COLORS.water } },
      {
        id: 'land',
        type: 'fill',
        source: SOURCE,
        'source-layer': 'land',
        paint: { 'fill-color': COLORS.land },
      },
      {
        id: 'us-land',
        type: 'fill',
        source: SOURCE,
        'source-layer': 'us-land',
        paint: { 'fill-color': COLORS.land },
      },
      {
        id: 'shore',
        type: 'line',
        source: SOURCE,
        'source-layer': 'land',
        paint: line(COLORS.shore, 0.8),
      },
      {
        id: 'counties',
        type: 'line',
        source: SOURCE,
        'source-layer': 'counties',
        minzoom: 6,
        paint: line(COLORS.county, 1),
      },
      {
        id: 'states',
        type: 'line',
        source: SOURCE,
        'source-layer': 'states',
        paint: line(COLORS.state, 1.2),
      },
      {
        id: 'countries',
        type: 'line',
        source: SOURCE,
        'source-layer': 'countries',
        paint: line(COLORS.country, 1.4),
      },
    ],
  } as StyleSpecification;
}
