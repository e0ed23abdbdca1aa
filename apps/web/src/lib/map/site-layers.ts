import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { FLOOD_EXTENT_OPACITY } from '@highwater/core/constants';

/**
 * The flood extents drawn on posts' photos and the storm drains near them: the same sources and
 * looks on the project map and on a post's small map.
 */
export const SITE_SOURCES = {
  floodExtents: 'hw-flood-extents',
  stormDrains: 'hw-storm-drains',
} as const;
export type SiteSource = keyof typeof SITE_SOURCES;

/** Flood extents under storm drains. */
export const SITE_LAYERS: LayerSpecification[] = [
  {
    id: 'hw-flood-extents-fill',
    type: 'fill',
    source: SITE_SOURCES.floodExtents,
    paint: { 'fill-color': '#1f6fd1', 'fill-opacity': FLOOD_EXTENT_OPACITY },
  },
  {
    id: 'hw-flood-extents-line',
    type: 'line',
    source: SITE_SOURCES.floodExtents,
    paint: { 'line-color': '#1f6fd1', 'line-width': 1.5 },
  },
  {
    id: 'hw-storm-drains',
    type: 'circle',
    source: SITE_SOURCES.stormDrains,
    paint: {
      'circle-radius': 5,
      'circle-color': '#1b2329',
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  },
];
