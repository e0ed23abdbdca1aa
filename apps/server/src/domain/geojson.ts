import type { FeatureCollection, GeoJsonFeature } from '@highwater/core/api/geo';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const GEOMETRY_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

/** The features in a stored GeoJSON value: a collection, a feature or a bare geometry. */
export function featuresOf(value: unknown): GeoJsonFeature[] {
  if (!isObject(value)) return [];
  if (value.type === 'FeatureCollection' && Array.isArray(value.features)) {
    return value.features.flatMap(featuresOf);
  }
  if (value.type === 'Feature') {
    return [
      {
        type: 'Feature',
        ...(typeof value.id === 'string' || typeof value.id === 'number' ? { id: value.id } : {}),
        geometry: value.geometry ?? null,
        properties: isObject(value.properties) ? value.properties : {},
      },
    ];
  }
  if (typeof value.type === 'string' && GEOMETRY_TYPES.has(value.type)) {
    return [{ type: 'Feature', geometry: value, properties: {} }];
  }
  return [];
}

export function featureCollection(features: GeoJsonFeature[]): FeatureCollection {
  return { type: 'FeatureCollection', features };
}
