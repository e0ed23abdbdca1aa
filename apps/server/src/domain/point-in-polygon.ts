import { polygonsOf, type AreaGeometry, type Position, type Ring } from './area-geometry.ts';

type RingPlace = 'inside' | 'outside' | 'boundary';

// Degrees; about a millimetre, so a point on an edge counts as on it despite float rounding.
const EPSILON = 1e-8;

function onSegment(lng: number, lat: number, [ax, ay]: Position, [bx, by]: Position): boolean {
  const cross = (bx - ax) * (lat - ay) - (by - ay) * (lng - ax);
  const length = Math.hypot(bx - ax, by - ay);
  if (Math.abs(cross) > EPSILON * Math.max(length, EPSILON)) return false;
  return (
    lng >= Math.min(ax, bx) - EPSILON &&
    lng <= Math.max(ax, bx) + EPSILON &&
    lat >= Math.min(ay, by) - EPSILON &&
    lat <= Math.max(ay, by) + EPSILON
  );
}

/** Where a point lies against one ring (even-odd ray casting, with edges detected first). */
export function pointInRing(lng: number, lat: number, ring: Ring): RingPlace {
  let inside = false;
  let previous = ring[ring.length - 1];
  for (const current of ring) {
    const a = previous ?? current;
    const b = current;
    previous = current;
    if (onSegment(lng, lat, a, b)) return 'boundary';
    const [ax, ay] = a;
    const [bx, by] = b;
    if (ay > lat !== by > lat && lng < ((bx - ax) * (lat - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

/** Inside the outer ring and not strictly inside a hole; a point on any edge counts as inside. */
export function pointInPolygonRings(lng: number, lat: number, rings: readonly Ring[]): boolean {
  const [outer, ...holes] = rings;
  if (!outer) return false;
  const place = pointInRing(lng, lat, outer);
  if (place === 'outside') return false;
  if (place === 'boundary') return true;
  return holes.every((hole) => pointInRing(lng, lat, hole) !== 'inside');
}

/** Whether a point lies in a Polygon or in any polygon of a MultiPolygon. */
export function pointInArea(lng: number, lat: number, geometry: AreaGeometry): boolean {
  return polygonsOf(geometry).some((rings) => pointInPolygonRings(lng, lat, rings));
}
