import type {
  AllLayoutProperties,
  AllPaintProperties,
  LayerSpecification,
  SourceSpecification,
  StyleSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { SITE_LAYERS, SITE_SOURCES } from '@/lib/map/site-layers.ts';
import { EMPTY_COLLECTION } from './point-features.ts';
import { pointColorExpression, type PointPalette } from './point-palette.ts';
import type { PointDisplay } from './point-display.ts';

/** The screen's own sources, drawn over whatever base style is in use. */
export const SOURCES = {
  density: 'hw-density',
  near: 'hw-near',
  points: 'hw-points',
  clusters: 'hw-clusters',
  changed: 'hw-changed',
  ...SITE_SOURCES,
} as const;
export type OverlaySource = keyof typeof SOURCES;

export const POINT_LAYER = 'hw-points';
/** The density squares' opacity: their colour reads true while streets and water show through. */
export const DENSITY_OPACITY = 0.8;
export const COUNT_IMAGE_PREFIX = 'hw-count-';
export const CLUSTER_LAYER = 'hw-clusters';
export const CLUSTER_IMAGE_PREFIX = 'hw-cluster-';

export interface OverlayOptions {
  palette: PointPalette;
  showSeverity: boolean;
  display: PointDisplay;
}

const radius = (extra: number) =>
  [
    'interpolate',
    ['linear'],
    ['zoom'],
    3,
    ['+', 3, extra, ['case', ['>', ['get', 'count'], 1], 1.5, 0]],
    12,
    ['+', 6, extra, ['case', ['>', ['get', 'count'], 1], 2, 0]],
    16,
    ['+', 8, extra, ['case', ['>', ['get', 'count'], 1], 2, 0]],
  ] as const;

/** Most severe (or unseen) groups first, then the biggest: they keep their badge in a crowd. */
const badgeSortKey = (showSeverity: boolean) =>
  [
    '-',
    0,
    [
      '+',
      ['*', showSeverity ? ['get', 'severity'] : ['-', 1, ['get', 'seen']], 10_000],
      ['min', ['get', 'count'], 9_999],
    ],
  ] as const;

/**
 * The density squares lowest, then the location filter's circle, flood extents and storm drains;
 * points, their rings and counts on top.
 */
export function overlayLayers({
  palette,
  showSeverity,
  display,
}: OverlayOptions): LayerSpecification[] {
  const pointsVisibility = display === 'layer' ? 'visible' : 'none';
  return [
    {
      // Translucent, so streets and imagery show through; the colour is the count's class.
      id: 'hw-density-fill',
      type: 'fill',
      source: SOURCES.density,
      paint: { 'fill-color': ['get', 'color'], 'fill-opacity': DENSITY_OPACITY },
    },
    {
      // A light edge sets neighbouring squares apart, on street maps and dark imagery alike.
      id: 'hw-density-line',
      type: 'line',
      source: SOURCES.density,
      paint: { 'line-color': palette.halo, 'line-width': 1, 'line-opacity': 0.7 },
    },
    {
      id: 'hw-near-fill',
      type: 'fill',
      source: SOURCES.near,
      paint: { 'fill-color': palette.near, 'fill-opacity': 0.1 },
    },
    {
      // A light edge under the outline keeps the circle visible on dark imagery.
      id: 'hw-near-halo',
      type: 'line',
      source: SOURCES.near,
      paint: { 'line-color': palette.halo, 'line-width': 4, 'line-opacity': 0.7 },
    },
    {
      id: 'hw-near-line',
      type: 'line',
      source: SOURCES.near,
      paint: { 'line-color': palette.near, 'line-width': 2 },
    },
    ...SITE_LAYERS,
    {
      // Counts per cell stand for the points when a view holds too many to send (use-map-points).
      // The area grows with the count's digits, so a busy cell reads as bigger at a glance.
      id: CLUSTER_LAYER,
      type: 'circle',
      source: SOURCES.clusters,
      paint: {
        'circle-radius': ['interpolate', ['linear'], ['log10', ['get', 'count']], 0, 12, 5, 26],
        'circle-color': palette.cluster,
        'circle-opacity': 0.85,
        'circle-stroke-color': palette.halo,
        'circle-stroke-width': 2,
      },
    },
    {
      id: 'hw-clusters-count',
      type: 'symbol',
      source: SOURCES.clusters,
      layout: {
        'icon-image': ['concat', CLUSTER_IMAGE_PREFIX, ['get', 'label']],
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    },
    {
      // A light halo outside the dark outline keeps points visible on dark imagery too.
      id: 'hw-points-halo',
      type: 'circle',
      source: SOURCES.points,
      layout: { visibility: pointsVisibility },
      paint: { 'circle-radius': radius(2.5), 'circle-color': palette.halo, 'circle-opacity': 0.8 },
    },
    {
      id: POINT_LAYER,
      type: 'circle',
      source: SOURCES.points,
      layout: {
        visibility: pointsVisibility,
        // Unseen (or more severe) points are drawn over the others.
        'circle-sort-key': showSeverity ? ['get', 'severity'] : ['-', 1, ['get', 'seen']],
      },
      paint: {
        'circle-radius': radius(0),
        'circle-color': pointColorExpression(palette, showSeverity),
        'circle-stroke-color': palette.outline,
        'circle-stroke-width': 1.5,
      },
    },
    {
      id: 'hw-points-featured',
      type: 'circle',
      source: SOURCES.points,
      filter: ['==', ['get', 'featured'], 1],
      layout: { visibility: pointsVisibility },
      paint: {
        'circle-radius': radius(4.5),
        'circle-opacity': 0,
        'circle-stroke-color': palette.featured,
        'circle-stroke-width': 2.5,
      },
    },
    {
      // A ring around the points another person just changed, whichever way points are drawn.
      id: 'hw-points-changed',
      type: 'circle',
      source: SOURCES.changed,
      paint: {
        'circle-radius': radius(7),
        'circle-opacity': 0,
        'circle-stroke-color': palette.changed,
        'circle-stroke-width': 3,
      },
    },
    {
      // Counts are images drawn on demand (count-images.ts): the offline style has no fonts.
      id: 'hw-points-count',
      type: 'symbol',
      source: SOURCES.points,
      filter: ['>', ['get', 'count'], 1],
      layout: {
        visibility: pointsVisibility,
        'icon-image': ['concat', COUNT_IMAGE_PREFIX, ['to-string', ['get', 'count']]],
        'icon-anchor': 'bottom-left',
        'icon-offset': [3, -3],
        // A badge that would cover another is left out (each one placed also blocks the next),
        // so a zoomed-out map reads as points with a few counts rather than a wall of them;
        // zooming in brings the others back. MapLibre places them as the map settles, in its
        // own placement pass: no work of ours per frame.
        'icon-allow-overlap': false,
        'icon-ignore-placement': false,
        'symbol-sort-key': badgeSortKey(showSeverity),
      },
    },
  ] as LayerSpecification[];
}

const emptySource = (): SourceSpecification => ({ type: 'geojson', data: EMPTY_COLLECTION });

/**
 * Adds the screen's sources (empty) and layers to a base style. Given to MapLibre as its
 * transformStyle, so that every style switch, including the offline fallback, keeps them.
 */
export function withOverlays(
  style: StyleSpecification,
  options: OverlayOptions,
): StyleSpecification {
  const sources = { ...style.sources };
  for (const id of Object.values(SOURCES)) sources[id] = emptySource();
  const own = new Set(overlayLayers(options).map((layer) => layer.id));
  return {
    ...style,
    sources,
    layers: [...style.layers.filter((layer) => !own.has(layer.id)), ...overlayLayers(options)],
  };
}

/** A property of a layer's paint or layout with its value, as Object.entries gives it. */
type Entry<Properties> = [keyof Properties, Properties[keyof Properties]];

/**
 * Brings the screen's layers, which every style carries (withOverlays is the map's
 * transformStyle), to new colours or a new display mode in place: only the paint and layout
 * properties that changed are set (MapLibre ignores a value equal to the one it has; filters do
 * not depend on the options). Removing and adding every layer instead had MapLibre validate each
 * one again and lay out its source's tiles afresh.
 */
export function updateOverlayLayers(map: MapLibreMap, options: OverlayOptions): void {
  for (const layer of overlayLayers(options)) {
    const paint = Object.entries(layer.paint ?? {}) as Entry<AllPaintProperties>[];
    for (const [name, value] of paint) map.setPaintProperty(layer.id, name, value);
    const layout = Object.entries(layer.layout ?? {}) as Entry<AllLayoutProperties>[];
    for (const [name, value] of layout) map.setLayoutProperty(layer.id, name, value);
  }
}

export function setOverlayData(
  map: MapLibreMap,
  source: OverlaySource,
  data: FeatureCollection,
): void {
  void map.getSource<GeoJSONSource>(SOURCES[source])?.setData(data);
}
