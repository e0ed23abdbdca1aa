import { describe, expect, it } from 'vitest';
import type { PostsDensity } from '@highwater/core/api/density';
import { densityCells, parseDensityBbox } from '@highwater/core/density-grid';
import {
  classOf,
  DENSITY_COLORS,
  densityClasses,
  densityDrawing,
  densityRequest,
  pointsShownWithDensity,
} from '@/features/project-map/map/density-bins.ts';

const HOUSTON = { west: -95.6, south: 29.6, east: -95, north: 30.1 };

describe('the density request of a view', () => {
  it('asks for the cells covering the view at the whole zoom, as the server finds them', () => {
    const request = densityRequest(HOUSTON, 10.6)!;
    expect(request.zoom).toBe(10);
    const sent = parseDensityBbox(request.bbox);
    if (!sent.ok) throw new Error(sent.reason);
    expect(densityCells(sent.value, request.zoom)).toEqual(densityCells(HOUSTON, 10));
  });

  it('asks the same for views within the same cells', () => {
    const moved = { ...HOUSTON, west: HOUSTON.west + 0.001, east: HOUSTON.east + 0.001 };
    expect(densityRequest(moved, 10.2)).toEqual(densityRequest(HOUSTON, 10.9));
  });

  it('cuts a view beyond the edges of the world and skips one without area', () => {
    const wide = densityRequest({ west: -250, south: -89, east: 250, north: 89 }, 0.4)!;
    expect(parseDensityBbox(wide.bbox).ok).toBe(true);
    expect(densityRequest({ ...HOUSTON, east: HOUSTON.west }, 10)).toBeNull();
  });
});

describe('the density scale', () => {
  it('splits 1 to the largest count into up to five classes in steps of the logarithm', () => {
    expect(densityClasses(0)).toEqual([]);
    expect(densityClasses(1)).toEqual([{ from: 1, to: 1, color: DENSITY_COLORS[4] }]);
    expect(densityClasses(3).map((c) => [c.from, c.to])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const classes = densityClasses(10_000);
    expect(classes.map((c) => [c.from, c.to])).toEqual([
      [1, 6],
      [7, 39],
      [40, 251],
      [252, 1584],
      [1585, 10_000],
    ]);
    expect(classes.map((c) => c.color)).toEqual([...DENSITY_COLORS]);
    expect(classOf(classes, 40)?.color).toBe(DENSITY_COLORS[2]);
  });

  it('keeps the ends of the palette apart when there are few classes', () => {
    expect(densityClasses(2).map((c) => c.color)).toEqual([DENSITY_COLORS[0], DENSITY_COLORS[4]]);
  });
});

describe('the density drawing', () => {
  const answer: PostsDensity = {
    level: 13,
    bbox: [-95.625, 29.6, -94.96, 30.1],
    total: 1_503,
    bins: [
      { x: 1920, y: 3386, lng: -95.6, lat: 30.07, count: 3 },
      { x: 1921, y: 3386, lng: -95.56, lat: 30.07, count: 1_500 },
    ],
  };

  it('draws each bin as its cell, coloured by its class, and gives the scale and total', () => {
    const drawing = densityDrawing(answer);
    expect(drawing.total).toBe(1_503);
    const [few, many] = drawing.features.features;
    expect(few!.properties).toEqual({ count: 3, color: DENSITY_COLORS[0] });
    expect(many!.properties).toEqual({ count: 1_500, color: DENSITY_COLORS[4] });
    const ring = few!.geometry.coordinates[0]!;
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    // Cell 1920 of 8192 starts at -95.625°; one cell is 360 / 8192 degrees wide.
    expect(ring[0]![0]).toBeCloseTo(-95.625, 9);
    expect(ring[1]![0]! - ring[0]![0]!).toBeCloseTo(360 / 8192, 9);
    expect(ring[0]![1]!).toBeGreaterThan(ring[2]![1]!);
    expect(drawing.classes.at(-1)!.to).toBe(1_500);
  });

  it('shows the points over the squares only at a street’s zoom with few sightings in view', () => {
    expect(pointsShownWithDensity(500, 14)).toBe(true);
    expect(pointsShownWithDensity(501, 16)).toBe(false);
    expect(pointsShownWithDensity(20, 13)).toBe(false);
  });
});
