import { polygonsOf, type AreaGeometry } from './area-geometry.ts';

export interface Bbox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** The bounding box of an area's outer rings (holes lie inside them). */
export function geometryBbox(geometry: AreaGeometry): Bbox {
  const box: Bbox = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const [outer] of polygonsOf(geometry)) {
    for (const [lng, lat] of outer ?? []) {
      box.minLng = Math.min(box.minLng, lng);
      box.minLat = Math.min(box.minLat, lat);
      box.maxLng = Math.max(box.maxLng, lng);
      box.maxLat = Math.max(box.maxLat, lat);
    }
  }
  return box;
}

export function bboxContains(box: Bbox, lng: number, lat: number): boolean {
  return lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;
}
