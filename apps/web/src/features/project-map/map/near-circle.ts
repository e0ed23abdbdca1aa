import type { FeatureCollection, Polygon, Position } from 'geojson';
import { EARTH_RADIUS_M } from '@highwater/core/distance';
import type { NearPoint } from '@highwater/core/filters/filter';
import { EMPTY_COLLECTION } from './point-features.ts';
import { paddedBounds, type Bounds } from './selection-view.ts';

/** Corners of the drawn circle: smooth at any zoom, cheap to redraw while the pin moves. */
const CIRCLE_STEPS = 96;
/** A dragged centre is kept to five decimals (about a metre): enough, and short in the address. */
const POINT_DECIMALS = 5;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The circle of a radius around a point on the sphere, as a closed polygon ring (the points at
 * that great-circle distance in every direction), so that it matches what the filter selects.
 */
export function circlePolygon(
  center: { lng: number; lat: number },
  radiusMetres: number,
  steps = CIRCLE_STEPS,
): Polygon {
  const lat = radians(center.lat);
  const lng = radians(center.lng);
  const angle = radiusMetres / EARTH_RADIUS_M;
  const ring: Position[] = [];
  for (let step = 0; step < steps; step++) {
    const bearing = (2 * Math.PI * step) / steps;
    const toLat = Math.asin(
      Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(bearing),
    );
    const toLng =
      lng +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angle) * Math.cos(lat),
        Math.cos(angle) - Math.sin(lat) * Math.sin(toLat),
      );
    ring.push([degrees(toLng), degrees(toLat)]);
  }
  ring.push([...(ring[0] ?? [center.lng, center.lat])]);
  return { type: 'Polygon', coordinates: [ring] };
}

/** The near filter's area for the map's source: its circle, or nothing. */
export function nearFeatures(near: NearPoint | undefined): FeatureCollection {
  if (!near) return EMPTY_COLLECTION;
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: circlePolygon(near, near.radius) }],
  };
}

/** The box of the drawn circle, for the camera. */
export function nearBounds(near: NearPoint): Bounds | null {
  const [ring = []] = circlePolygon(near, near.radius).coordinates;
  return paddedBounds(
    ring.map(([lng = near.lng, lat = near.lat]) => ({ lng, lat })),
    0,
  );
}

/** Where a dragged pin puts the centre: on the first world copy, rounded. */
export function pinPoint(lngLat: { lng: number; lat: number }): { lng: number; lat: number } {
  const round = (value: number) => Number(value.toFixed(POINT_DECIMALS));
  const lng = ((((lngLat.lng + 180) % 360) + 360) % 360) - 180;
  return { lng: round(lng), lat: round(lngLat.lat) };
}
