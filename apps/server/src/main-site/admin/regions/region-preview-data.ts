import type { PreviewArea, RegionPreviewData } from '@highwater/core/region-preview';
import { polygonsOf, type AreaGeometry, type Ring } from '@/domain/area-geometry.ts';
import { geometryBbox, type Bbox } from '@/domain/geo-bbox.ts';

const COLOURS = ['#0b4f71', '#b45309', '#6d28d9', '#047857', '#be185d', '#1d4ed8', '#854d0e'];
// Corners closer than this share of the regions' extent to the last one kept are left out of the
// page: a boundary of thousands of corners draws the same at the sizes a preview is seen at, and
// the page stays small. Saving uses the file's own shapes.
const KEPT_STEP = 1 / 2000;
const DIGITS = 1e6;

export interface ListedRegion {
  name: string;
  colour: string;
  /** Corners of its rings, the closing position of each not counted again. */
  corners: number;
}

function union(boxes: Bbox[]): Bbox {
  return boxes.reduce(
    (all, box) => ({
      minLng: Math.min(all.minLng, box.minLng),
      minLat: Math.min(all.minLat, box.minLat),
      maxLng: Math.max(all.maxLng, box.maxLng),
      maxLat: Math.max(all.maxLat, box.maxLat),
    }),
    { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity },
  );
}

const rounded = (value: number) => Math.round(value * DIGITS) / DIGITS;

function thinRing(ring: Ring, step: number): [number, number][] {
  const kept: [number, number][] = [];
  let last: readonly [number, number] | null = null;
  ring.forEach(([lng, lat], index) => {
    const closing = index === ring.length - 1;
    if (!closing && last && Math.hypot(lng - last[0], lat - last[1]) < step) return;
    kept.push([rounded(lng), rounded(lat)]);
    last = [lng, lat];
  });
  // A ring thinned below a triangle is too small to see; its corners keep it drawable.
  return kept.length >= 4 ? kept : ring.map(([lng, lat]) => [rounded(lng), rounded(lat)]);
}

function thinArea(geometry: AreaGeometry, step: number): PreviewArea {
  const polygons = polygonsOf(geometry).map((rings) => rings.map((ring) => thinRing(ring, step)));
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: polygons[0] ?? [] }
    : { type: 'MultiPolygon', coordinates: polygons };
}

const cornersOf = (geometry: AreaGeometry) =>
  polygonsOf(geometry)
    .flat()
    .reduce((sum, ring) => sum + ring.length - 1, 0);

/**
 * The preview of checked regions: the list the page shows (each with its colour and corners) and
 * the data its map script draws, fitted to the new regions, with the saved ones beneath.
 */
export function regionPreview(
  areas: { name: string; geometry: AreaGeometry }[],
  existing: AreaGeometry[],
  map: { style: string; locale: Record<string, string> },
): { list: ListedRegion[]; data: RegionPreviewData } {
  const box = union(areas.map((area) => geometryBbox(area.geometry)));
  const step = Math.max(box.maxLng - box.minLng, box.maxLat - box.minLat) * KEPT_STEP;
  const list = areas.map((area, index) => ({
    name: area.name,
    colour: COLOURS[index % COLOURS.length]!,
    corners: cornersOf(area.geometry),
  }));
  return {
    list,
    data: {
      mapStyle: map.style,
      bounds: [box.minLng, box.minLat, box.maxLng, box.maxLat],
      locale: map.locale,
      regions: areas.map((area, index) => ({
        name: area.name,
        colour: list[index]!.colour,
        geometry: thinArea(area.geometry, step),
      })),
      existing: existing.map((geometry) => thinArea(geometry, step)),
    },
  };
}

/** JSON to place inside a <script type="application/json"> block: no "<" can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
