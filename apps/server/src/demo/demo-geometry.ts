import type { PolygonGeometry, Position, Ring } from '@/domain/area-geometry.ts';
import type { Circle, LngLat } from './places.ts';
import type { Random } from './random.ts';

const METRES_PER_DEGREE = 111_320;

/** Coordinates to six decimals (about 10 cm): enough for a street, and stable as text. */
export const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/** A point moved east and north by some metres (flat-earth: fine over a few kilometres). */
export function offsetMetres([lng, lat]: LngLat, east: number, north: number): [number, number] {
  const dLat = north / METRES_PER_DEGREE;
  const dLng = east / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return [lng + dLng, lat + dLat];
}

export function distanceMetres([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const east = (lng2 - lng1) * METRES_PER_DEGREE * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  const north = (lat2 - lat1) * METRES_PER_DEGREE;
  return Math.hypot(east, north);
}

export function pathLengthMetres(path: readonly LngLat[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += distanceMetres(path[i - 1]!, path[i]!);
  return total;
}

/** The point at a fraction (0–1) of a path's length, and the unit direction there. */
export function alongPath(
  path: readonly LngLat[],
  fraction: number,
): { at: [number, number]; east: number; north: number } {
  const target = pathLengthMetres(path) * Math.min(Math.max(fraction, 0), 1);
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const length = distanceMetres(a, b);
    if (walked + length >= target || i === path.length - 1) {
      const t = length === 0 ? 0 : (target - walked) / length;
      const at: [number, number] = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      const east = (b[0] - a[0]) * Math.cos((a[1] * Math.PI) / 180);
      const north = b[1] - a[1];
      const norm = Math.hypot(east, north) || 1;
      return { at, east: east / norm, north: north / norm };
    }
    walked += length;
  }
  const only = path[0] ?? [0, 0];
  return { at: [only[0], only[1]], east: 1, north: 0 };
}

/**
 * An irregular closed ring around a centre: the radius wobbles smoothly so the shape reads as a
 * neighbourhood or a puddle rather than a circle. Counter-clockwise, as GeoJSON asks of outer rings.
 */
export function blobRing(random: Random, { center, radiusM }: Circle, vertices = 14): Ring {
  const phase1 = random.float(0, Math.PI * 2);
  const phase2 = random.float(0, Math.PI * 2);
  const lobes = random.int(2, 4);
  const ring: Position[] = [];
  for (let i = 0; i < vertices; i++) {
    const angle = (i / vertices) * Math.PI * 2;
    const wobble =
      1 +
      0.16 * Math.sin(lobes * angle + phase1) +
      0.08 * Math.sin((lobes + 3) * angle + phase2) +
      random.float(-0.04, 0.04);
    const r = radiusM * wobble;
    const [lng, lat] = offsetMetres(center, Math.cos(angle) * r, Math.sin(angle) * r);
    ring.push([round6(lng), round6(lat)]);
  }
  const first = ring[0];
  if (first) ring.push(first);
  return ring;
}

/** A hole is drawn clockwise, as GeoJSON asks of inner rings. */
export function holeRing(random: Random, circle: Circle): Ring {
  return [...blobRing(random, circle, 10)].reverse();
}

export function blobPolygon(random: Random, circle: Circle, vertices = 12): PolygonGeometry {
  return { type: 'Polygon', coordinates: [blobRing(random, circle, vertices)] };
}
