import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FeatureCollection, Geometry, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';

type Shapes = Record<string, GeometryCollection>;

/** The offline base map's layers, each the `source-layer` of the style's layers that draw it. */
export const BASE_MAP_LAYERS = ['land', 'us-land', 'countries', 'states', 'counties'] as const;
export type BaseMapLayer = (typeof BASE_MAP_LAYERS)[number];

const require = createRequire(import.meta.url);

async function loadTopology(name: string): Promise<Topology<Shapes>> {
  return JSON.parse(await readFile(require.resolve(name), 'utf8')) as Topology<Shapes>;
}

function shapes(topology: Topology<Shapes>, name: string): GeometryCollection {
  const object = topology.objects[name];
  if (!object) throw new Error(`The map data has no "${name}" layer`);
  return object;
}

const asCollection = (geometry: Geometry | FeatureCollection): FeatureCollection =>
  geometry.type === 'FeatureCollection'
    ? geometry
    : { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry }] };

/** The borders between shapes, each once (a shared border is not drawn twice). */
const borders = (topology: Topology<Shapes>, name: string): FeatureCollection =>
  asCollection(mesh(topology, shapes(topology, name), (a, b) => a !== b));

/**
 * A line with no step of over 180° of longitude: the data (drawn on a sphere) crosses the
 * antimeridian by jumping from 180° to -180°, which on a flat map is a line across the world. The
 * short way round runs past ±180° instead, which the tiles wrap to the other side.
 */
function acrossAntimeridian(line: Position[]): Position[] {
  let shift = 0;
  let previous: number | undefined;
  return line.map(([lng = 0, lat = 0]) => {
    if (previous !== undefined) {
      const step = lng + shift - previous;
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    previous = lng + shift;
    return [previous, lat];
  });
}

/**
 * A ring that goes round a pole (Antarctica's) ends 360° from where it began once made to run
 * past ±180°: it is closed along the map's edge at that pole.
 */
function ringAcrossAntimeridian(ring: Position[]): Position[] {
  const line = acrossAntimeridian(ring);
  const [first, last] = [line[0], line[line.length - 1]];
  if (!first || !last || Math.abs((last[0] ?? 0) - (first[0] ?? 0)) < 180) return line;
  const pole = (first[1] ?? 0) < 0 ? -90 : 90;
  return [...line, [last[0] ?? 0, pole], [first[0] ?? 0, pole], first];
}

function withoutAntimeridianJumps(collection: FeatureCollection): FeatureCollection {
  const features = collection.features.map((item) => {
    const geometry = item.geometry;
    switch (geometry.type) {
      case 'Polygon':
        return {
          ...item,
          geometry: { ...geometry, coordinates: geometry.coordinates.map(ringAcrossAntimeridian) },
        };
      case 'MultiPolygon':
        return {
          ...item,
          geometry: {
            ...geometry,
            coordinates: geometry.coordinates.map((polygon) => polygon.map(ringAcrossAntimeridian)),
          },
        };
      case 'LineString':
        return {
          ...item,
          geometry: { ...geometry, coordinates: acrossAntimeridian(geometry.coordinates) },
        };
      case 'MultiLineString':
        return {
          ...item,
          geometry: { ...geometry, coordinates: geometry.coordinates.map(acrossAntimeridian) },
        };
      default:
        return item;
    }
  });
  return { ...collection, features };
}

/**
 * The data bundled with the app (world-atlas: Natural Earth at 1:50m; us-atlas: the US Census
 * Bureau's at 1:10m) as GeoJSON: land, the US's land (finer along its coast), and the borders of
 * countries, states and counties.
 */
export async function baseMapLayers(): Promise<Record<BaseMapLayer, FeatureCollection>> {
  const [world, us] = await Promise.all([
    loadTopology('world-atlas/countries-50m.json'),
    loadTopology('us-atlas/counties-10m.json'),
  ]);
  const layers = {
    land: asCollection(feature(world, shapes(world, 'land'))),
    'us-land': asCollection(feature(us, shapes(us, 'nation'))),
    countries: borders(world, 'countries'),
    states: borders(us, 'states'),
    counties: borders(us, 'counties'),
  };
  return Object.fromEntries(
    Object.entries(layers).map(([name, collection]) => [
      name,
      withoutAntimeridianJumps(collection),
    ]),
  ) as Record<BaseMapLayer, FeatureCollection>;
}
