import type { Feature, FeatureCollection, Polygon } from 'geojson';
import type { PostsDensity } from '@highwater/core/api/density';
import {
  cellBounds,
  densityCells,
  formatDensityBbox,
  MERCATOR_MAX_LAT,
  type DensityBbox,
} from '@highwater/core/density-grid';
import type { DensityRequest } from '@/api/get-post-density.ts';

/**
 * Viridis in five steps, light (few) to dark (many): ordered in lightness for every kind of colour
 * vision, and apart from the severity and status colours of the points drawn over it.
 */
export const DENSITY_COLORS = ['#fde725', '#5ec962', '#21918c', '#3b528b', '#440154'] as const;

/**
 * From a street's zoom on, with up to this many sightings in view, the points are drawn over the
 * density: each can be told apart and chosen. Zoomed out, or with more, they would hide the
 * squares and say less than they do, so only the selected ones are shown.
 */
export const DENSITY_POINTS_MIN_ZOOM = 14;
export const DENSITY_POINTS_MAX = 500;

export const pointsShownWithDensity = (inView: number, zoom: number) =>
  zoom >= DENSITY_POINTS_MIN_ZOOM && inView <= DENSITY_POINTS_MAX;

/**
 * What to ask for a map view: the cells covering it at the zoom (core/density-grid.ts), sent as a
 * box a quarter cell inside their outer edges, so the server finds the same cells and every view
 * within the same cells shares one cached answer. Null when the view has no area.
 */
export function densityRequest(view: DensityBbox, zoom: number): DensityRequest | null {
  const lng = (value: number) => Math.max(-180, Math.min(180, value));
  const lat = (value: number) => Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, value));
  const clamped = {
    west: lng(view.west),
    east: lng(view.east),
    south: lat(view.south),
    north: lat(view.north),
  };
  if (!(clamped.west < clamped.east && clamped.south < clamped.north)) return null;
  const whole = Math.floor(Math.max(0, zoom));
  const range = densityCells(clamped, whole);
  const first = cellBounds(range.level, range.minX, range.minY);
  const last = cellBounds(range.level, range.maxX, range.maxY);
  const inset = (outer: number, inner: number) => outer + (inner - outer) / 4;
  return {
    bbox: formatDensityBbox({
      west: inset(first.west, first.east),
      north: inset(first.north, first.south),
      east: inset(last.east, last.west),
      south: inset(last.south, last.north),
    }),
    zoom: whole,
  };
}

/** One step of the scale: counts from `from` to `to`, in `color`. */
export interface DensityClass {
  from: number;
  to: number;
  color: string;
}

/**
 * Up to five classes from 1 to the largest count, in equal steps of the logarithm: a few busy
 * streets do not wash every other square into the palest colour.
 */
export function densityClasses(max: number): DensityClass[] {
  if (max < 1) return [];
  const steps = Math.min(DENSITY_COLORS.length, max);
  const starts: number[] = [1];
  for (let k = 1; k < steps; k++) {
    const start = Math.max(starts[k - 1]! + 1, Math.ceil(max ** (k / steps)));
    if (start > max) break;
    starts.push(start);
  }
  const last = DENSITY_COLORS.length - 1;
  return starts.map((from, k) => ({
    from,
    to: k + 1 < starts.length ? starts[k + 1]! - 1 : max,
    // Few classes keep the ends of the scale apart.
    color:
      DENSITY_COLORS[starts.length === 1 ? last : Math.round((k * last) / (starts.length - 1))]!,
  }));
}

export function classOf(classes: readonly DensityClass[], count: number): DensityClass | undefined {
  return classes.find((c) => count >= c.from && count <= c.to);
}

export interface DensityDrawing {
  features: FeatureCollection<Polygon, { count: number; color: string }>;
  classes: DensityClass[];
  total: number;
}

export const NO_DENSITY: DensityDrawing = {
  features: { type: 'FeatureCollection', features: [] },
  classes: [],
  total: 0,
};

/** The answer as squares coloured by class, with the scale for the legend. */
export function densityDrawing(answer: PostsDensity): DensityDrawing {
  const classes = densityClasses(Math.max(0, ...answer.bins.map((bin) => bin.count)));
  const features = answer.bins.map((bin): Feature<Polygon, { count: number; color: string }> => {
    const b = cellBounds(answer.level, bin.x, bin.y);
    return {
      type: 'Feature',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [b.west, b.north],
            [b.east, b.north],
            [b.east, b.south],
            [b.west, b.south],
            [b.west, b.north],
          ],
        ],
      },
      properties: {
        count: bin.count,
        color: classOf(classes, bin.count)?.color ?? DENSITY_COLORS[0],
      },
    };
  });
  return { features: { type: 'FeatureCollection', features }, classes, total: answer.total };
}
