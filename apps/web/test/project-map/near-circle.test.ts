import { describe, expect, it } from 'vitest';
import { haversineMetres } from '@highwater/core/distance';
import {
  circlePolygon,
  nearBounds,
  nearFeatures,
  pinPoint,
} from '@/features/project-map/map/near-circle.ts';

/** Great-circle distance in metres between two [lng, lat] positions, as the server measures. */
function haversine(a: readonly number[], b: readonly number[]): number {
  const [lng1 = 0, lat1 = 0] = a;
  const [lng2 = 0, lat2 = 0] = b;
  return haversineMetres(lng1, lat1, lng2, lat2);
}

describe('the circle of the location filter', () => {
  it('is a closed ring of points at the radius from the centre', () => {
    const center = { lng: -76.2859, lat: 36.8508 };
    const polygon = circlePolygon(center, 1609.344, 32);
    const [ring = []] = polygon.coordinates;
    expect(polygon.type).toBe('Polygon');
    expect(ring).toHaveLength(33);
    expect(ring[32]).toEqual(ring[0]);
    for (const point of ring) {
      expect(haversine([center.lng, center.lat], point)).toBeCloseTo(1609.344, 3);
    }
    // The first point is due north; a quarter of the way round is due east.
    expect(ring[0]?.[0]).toBeCloseTo(center.lng, 9);
    expect(ring[0]?.[1]).toBeGreaterThan(center.lat);
    expect(ring[8]?.[0]).toBeGreaterThan(center.lng);
    expect(ring[8]?.[1]).toBeCloseTo(center.lat, 3);
  });

  it('stays round far from the equator, where a degree of longitude is short', () => {
    const [ring = []] = circlePolygon({ lng: 18.95, lat: 69.65 }, 40_000).coordinates;
    const widths = ring.map((point) => haversine([18.95, 69.65], point));
    expect(Math.min(...widths)).toBeCloseTo(40_000, 2);
    expect(Math.max(...widths)).toBeCloseTo(40_000, 2);
  });

  it('fits in the box the camera is given', () => {
    const near = { lng: -76.2859, lat: 36.8508, radius: 8047 };
    const bounds = nearBounds(near);
    if (!bounds) throw new Error('A circle has a box');
    const [[west, south], [east, north]] = bounds;
    const [ring = []] = circlePolygon(near, near.radius).coordinates;
    for (const [lng = 0, lat = 0] of ring) {
      expect(lng).toBeGreaterThanOrEqual(west);
      expect(lng).toBeLessThanOrEqual(east);
      expect(lat).toBeGreaterThanOrEqual(south);
      expect(lat).toBeLessThanOrEqual(north);
    }
    // Snugly: the circle touches each side.
    const lngs = ring.map(([lng = 0]) => lng);
    const lats = ring.map(([, lat = 0]) => lat);
    expect([Math.min(...lngs), Math.min(...lats)]).toEqual([west, south]);
    expect([Math.max(...lngs), Math.max(...lats)]).toEqual([east, north]);
  });

  it('is drawn only while there is a location filter', () => {
    expect(nearFeatures(undefined).features).toEqual([]);
    const drawn = nearFeatures({ lng: -76.3, lat: 36.85, radius: 804.672 });
    expect(drawn.features).toHaveLength(1);
    expect(drawn.features[0]?.geometry.type).toBe('Polygon');
  });
});

describe('the centre a dragged pin gives', () => {
  it('is rounded to five decimals', () => {
    expect(pinPoint({ lng: -76.285912345, lat: 36.850849999 })).toEqual({
      lng: -76.28591,
      lat: 36.85085,
    });
  });

  it('is brought back to the first copy of the world', () => {
    expect(pinPoint({ lng: 283.71409, lat: 36.85 })).toEqual({ lng: -76.28591, lat: 36.85 });
    expect(pinPoint({ lng: -436.5, lat: 10 })).toEqual({ lng: -76.5, lat: 10 });
  });
});
