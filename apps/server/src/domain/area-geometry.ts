/** A GeoJSON area: the shapes a region may have. Positions are [longitude, latitude]. */
export type Position = readonly [number, number];
export type Ring = readonly Position[];

export interface PolygonGeometry {
  type: 'Polygon';
  /** The outer ring first, then holes. */
  coordinates: readonly Ring[];
}

export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: readonly (readonly Ring[])[];
}

export type AreaGeometry = PolygonGeometry | MultiPolygonGeometry;

function isPosition(value: unknown): value is Position {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1])
  );
}

function isRing(value: unknown): value is Ring {
  // A closed ring needs at least four positions (a triangle plus the closing one).
  return Array.isArray(value) && value.length >= 4 && value.every(isPosition);
}

function isRings(value: unknown): value is Ring[] {
  return Array.isArray(value) && value.length > 0 && value.every(isRing);
}

/**
 * Reads a stored region shape: a Polygon or MultiPolygon geometry, or a Feature holding one.
 * Anything else (points, lines, malformed rings) gives null.
 */
export function parseAreaGeometry(value: unknown): AreaGeometry | null {
  if (typeof value !== 'object' || value === null) return null;
  const object = value as { type?: unknown; coordinates?: unknown; geometry?: unknown };
  if (object.type === 'Feature') return parseAreaGeometry(object.geometry);
  if (object.type === 'Polygon' && isRings(object.coordinates)) {
    return { type: 'Polygon', coordinates: object.coordinates };
  }
  if (
    object.type === 'MultiPolygon' &&
    Array.isArray(object.coordinates) &&
    object.coordinates.length > 0 &&
    object.coordinates.every(isRings)
  ) {
    return { type: 'MultiPolygon', coordinates: object.coordinates };
  }
  return null;
}

/** The polygons of an area, each as its rings. */
export function polygonsOf(geometry: AreaGeometry): readonly (readonly Ring[])[] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}
