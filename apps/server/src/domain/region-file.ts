import type { AreaGeometry, Position, Ring } from './area-geometry.ts';
import { ringSelfIntersects } from './ring-intersection.ts';

/** One area of a region file, ready to become a region. */
export interface RegionArea {
  name: string;
  geometry: AreaGeometry;
}

/** Why a feature of the file cannot become a region; texts turn the code into words. */
export type FeatureProblemCode =
  | 'noGeometry'
  | 'notArea'
  | 'noRings'
  | 'notNumeric'
  | 'outOfRange'
  | 'tooFewPositions'
  | 'unclosed'
  | 'selfIntersection';

export interface FeatureProblem {
  /** 1-based, as a person counts the features of the file. */
  feature: number;
  /** The feature's name property, when it has one. */
  name: string | null;
  code: FeatureProblemCode;
  /** 1-based ring (1 is the outer ring) and polygon (of a MultiPolygon), where they apply. */
  polygon?: number;
  ring?: number;
  /** The geometry type found, for notArea. */
  type?: string;
}

export type FileProblem =
  | { code: 'notJson' }
  | { code: 'notGeoJson' }
  | { code: 'empty' }
  | { code: 'tooManyFeatures'; max: number }
  | { code: 'mixedTypes'; types: string[] }
  | { code: 'noAreas'; types: string[] };

export type RegionFileCheck =
  | { ok: true; areas: RegionArea[] }
  | { ok: false; file: FileProblem | null; features: FeatureProblem[] };

export const MAX_REGION_FEATURES = 500;
export const MAX_REGION_NAME = 100;
const AREA_TYPES = new Set(['Polygon', 'MultiPolygon']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface RawFeature {
  geometry: unknown;
  properties: Record<string, unknown>;
}

/** A collection, a feature or a bare geometry, as features; null when it is none of them. */
function rawFeatures(value: unknown): RawFeature[] | null {
  if (!isObject(value)) return null;
  if (value.type === 'FeatureCollection') {
    if (!Array.isArray(value.features)) return null;
    return value.features.map((feature) =>
      isObject(feature) && feature.type === 'Feature'
        ? {
            geometry: feature.geometry,
            properties: isObject(feature.properties) ? feature.properties : {},
          }
        : { geometry: null, properties: {} },
    );
  }
  if (value.type === 'Feature') {
    return [
      {
        geometry: value.geometry,
        properties: isObject(value.properties) ? value.properties : {},
      },
    ];
  }
  if (typeof value.type === 'string' && 'coordinates' in value) {
    return [{ geometry: value, properties: {} }];
  }
  if (value.type === 'GeometryCollection') return [{ geometry: value, properties: {} }];
  return null;
}

const typeOf = (geometry: unknown): string | null =>
  isObject(geometry) && typeof geometry.type === 'string' ? geometry.type : null;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

type RingProblem = Exclude<FeatureProblemCode, 'noGeometry' | 'notArea'>;

/** The first thing wrong with a ring, or null when it is a closed ring of valid positions. */
function ringProblem(value: unknown): RingProblem | null {
  if (!Array.isArray(value)) return 'notNumeric';
  for (const position of value) {
    if (!Array.isArray(position) || position.length < 2) return 'notNumeric';
    const [lng, lat] = position as unknown[];
    if (!isNumber(lng) || !isNumber(lat)) return 'notNumeric';
    if (lng < -180 || lng > 180 || lat < -90 || lat > 90) return 'outOfRange';
  }
  const ring = value as Position[];
  if (ring.length < 4) return 'tooFewPositions';
  const [first, last] = [ring[0]!, ring[ring.length - 1]!];
  if (first[0] !== last[0] || first[1] !== last[1]) return 'unclosed';
  if (ringSelfIntersects(ring)) return 'selfIntersection';
  return null;
}

/** The polygons of an area geometry as raw rings, or null when its coordinates are no list. */
function rawPolygons(geometry: Record<string, unknown>): unknown[][] | null {
  const { coordinates } = geometry;
  if (!Array.isArray(coordinates) || coordinates.length === 0) return null;
  if (geometry.type === 'Polygon') return [coordinates];
  return coordinates.every((polygon) => Array.isArray(polygon) && polygon.length > 0)
    ? (coordinates as unknown[][])
    : null;
}

function nameOf(properties: Record<string, unknown>, nameProperty: string): string | null {
  const value = properties[nameProperty];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const name = String(value).trim().replace(/\s+/g, ' ');
  return name === '' ? null : name.slice(0, MAX_REGION_NAME);
}

interface Naming {
  property: string;
  /** The name of a feature without the property, from its 1-based place in the file. */
  unnamed: (place: number) => string;
}

function checkFeature(raw: RawFeature, index: number, naming: Naming): RegionArea | FeatureProblem {
  const name = nameOf(raw.properties, naming.property);
  const problem = (code: FeatureProblemCode, more: Partial<FeatureProblem> = {}) => ({
    feature: index + 1,
    name,
    code,
    ...more,
  });
  const type = typeOf(raw.geometry);
  if (!type) return problem('noGeometry');
  if (!AREA_TYPES.has(type)) return problem('notArea', { type });
  const geometry = raw.geometry as Record<string, unknown>;
  const polygons = rawPolygons(geometry);
  if (!polygons) return problem('noRings');
  for (const [p, rings] of polygons.entries()) {
    for (const [r, ring] of rings.entries()) {
      const code = ringProblem(ring);
      if (code) {
        const polygon = type === 'MultiPolygon' ? { polygon: p + 1 } : {};
        return problem(code, { ...polygon, ring: r + 1 });
      }
    }
  }
  // Only the two numbers of each position are kept: altitudes and extra members are dropped.
  const clean = (rings: unknown[]): Ring[] =>
    (rings as Position[][]).map((ring) => ring.map(([lng, lat]) => [lng, lat] as const));
  const area: AreaGeometry =
    type === 'Polygon'
      ? { type: 'Polygon', coordinates: clean(polygons[0]!) }
      : { type: 'MultiPolygon', coordinates: polygons.map(clean) };
  return { name: name ?? naming.unnamed(index + 1), geometry: area };
}

/**
 * Checks a region file: GeoJSON (a FeatureCollection, a Feature or a bare geometry) whose
 * features are all Polygon or MultiPolygon areas. A file mixing areas with other geometry types
 * is refused as a whole (spec 001: mixed-type shapes are rejected); otherwise every invalid
 * feature is named. Each area is named by its `naming.property`, else by its place in the file.
 */
export function checkRegionFile(text: string, naming: Naming): RegionFileCheck {
  const refused = (file: FileProblem): RegionFileCheck => ({ ok: false, file, features: [] });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refused({ code: 'notJson' });
  }
  const features = rawFeatures(value);
  if (!features) return refused({ code: 'notGeoJson' });
  if (features.length === 0) return refused({ code: 'empty' });
  if (features.length > MAX_REGION_FEATURES) {
    return refused({ code: 'tooManyFeatures', max: MAX_REGION_FEATURES });
  }
  const types = [...new Set(features.map((f) => typeOf(f.geometry)).filter((t) => t !== null))];
  const others = types.filter((type) => !AREA_TYPES.has(type));
  if (others.length > 0) {
    return refused({
      code: types.length > others.length ? 'mixedTypes' : 'noAreas',
      types: types.sort(),
    });
  }
  const checked = features.map((feature, index) => checkFeature(feature, index, naming));
  const problems = checked.filter((one): one is FeatureProblem => 'code' in one);
  if (problems.length > 0) return { ok: false, file: null, features: problems };
  return { ok: true, areas: checked as RegionArea[] };
}
