import { MAP_FLY_MAX_MS, METERS_PER_MILE } from '@highwater/core/constants';
import { METERS_PER_DEGREE_LAT } from '@highwater/core/distance';

export type Bounds = [[number, number], [number, number]];

/** A box around the points, widened by a distance in miles on every side. */
export function paddedBounds(
  points: readonly { lng: number; lat: number }[],
  paddingMiles: number,
): Bounds | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { lng, lat } of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  const padLat = (paddingMiles * METERS_PER_MILE) / METERS_PER_DEGREE_LAT;
  // A degree of longitude shrinks towards the poles; the widest latitude of the box decides.
  const widestLat = Math.max(Math.abs(south), Math.abs(north));
  const padLng = padLat / Math.max(Math.cos((widestLat * Math.PI) / 180), 0.01);
  return [
    [Math.max(west - padLng, -180), Math.max(south - padLat, -85)],
    [Math.min(east + padLng, 180), Math.min(north + padLat, 85)],
  ];
}

/** Camera options for a move: no animation for reduced motion, never longer than MAP_FLY_MAX_MS. */
export function moveAnimation(reducedMotion: boolean): { animate: boolean; maxDuration: number } {
  return { animate: !reducedMotion, maxDuration: MAP_FLY_MAX_MS };
}

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
