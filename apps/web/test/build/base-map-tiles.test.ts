// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import type { FeatureCollection, Position } from 'geojson';
import { GeoJSONVT, type GeoJSONVTFeature } from '@maplibre/geojson-vt';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeBaseMapTiles,
  encodeBaseMapTiles,
  type BaseMapTiles,
} from '@highwater/core/base-map-tiles';
import {
  BASE_MAP_LAYERS,
  baseMapLayers,
  type BaseMapLayer,
} from '../../vite-plugins/base-map/base-map-layers.ts';
import { BASE_MAP_CUT, cutBaseMap } from '../../vite-plugins/base-map/cut-base-map.ts';

// The build's settings, cut less deep so that every tile can be checked quickly.
const CUT = { ...BASE_MAP_CUT, maxzoom: 4 };

type Ring = [number, number][];
const MAX_LAT = 85.0511;
/** A tile's features per layer, each as its rings (or lines), or "whole" for a tile it covers. */
type TileContent = Partial<Record<BaseMapLayer, string[]>>;

let layers: Record<BaseMapLayer, FeatureCollection>;
let tiles: BaseMapTiles;
let direct: [BaseMapLayer, GeoJSONVT][];

beforeAll(async () => {
  layers = await baseMapLayers();
  tiles = decodeBaseMapTiles(encodeBaseMapTiles(cutBaseMap(layers, CUT), CUT.maxzoom));
  direct = BASE_MAP_LAYERS.map((name) => [
    name,
    new GeoJSONVT(layers[name], {
      maxZoom: CUT.maxzoom,
      indexMaxZoom: 0,
      extent: CUT.extent,
      buffer: CUT.buffer,
      tolerance: CUT.tolerance,
    }),
  ]);
}, 60_000);

/** Whether rings are one polygon that is the whole tile and its buffer. */
function isWhole(type: number, rings: Ring[]): boolean {
  const [ring] = rings;
  if (type !== 3 || rings.length !== 1 || !ring) return false;
  const low = -CUT.buffer;
  const high = CUT.extent + CUT.buffer;
  const xs = ring.map(([x]) => x);
  const ys = ring.map(([, y]) => y);
  const onEdge = ring.every(([x, y]) => x === low || x === high || y === low || y === high);
  return (
    onEdge &&
    Math.min(...xs) === low &&
    Math.max(...xs) === high &&
    Math.min(...ys) === low &&
    Math.max(...ys) === high
  );
}

const describeFeature = (type: number, rings: Ring[]) =>
  isWhole(type, rings) ? 'whole' : JSON.stringify(rings);

function contentFromFile(z: number, x: number, y: number): TileContent {
  const gzipped = tiles.tile(z, x, y);
  if (!gzipped) return {};
  const tile = new VectorTile(new PbfReader(gunzipSync(gzipped)));
  const content: TileContent = {};
  for (const [name, layer] of Object.entries(tile.layers)) {
    const features: string[] = [];
    for (let index = 0; index < layer.length; index++) {
      const feature = layer.feature(index);
      const rings = feature
        .loadGeometry()
        .map((ring) => ring.map((point): [number, number] => [point.x, point.y]));
      features.push(describeFeature(feature.type, rings));
    }
    content[name as BaseMapLayer] = features.sort();
  }
  return content;
}

function contentCutDirectly(z: number, x: number, y: number): TileContent {
  const content: TileContent = {};
  for (const [name, index] of direct) {
    const features: GeoJSONVTFeature[] = index.getTile(z, x, y)?.features ?? [];
    if (features.length === 0) continue;
    content[name] = features
      .map((feature) =>
        feature.type === 1 ? 'point' : describeFeature(feature.type, feature.geometry),
      )
      .sort();
  }
  return content;
}

/** Where a longitude and latitude fall at a zoom: the tile, and the point in its units. */
function toTile(z: number, [lng, lat]: Position) {
  const sin = Math.sin(((lat ?? 0) * Math.PI) / 180);
  // Shapes across the antimeridian run past ±180°, as the tiles wrap them.
  const unwrapped = (lng ?? 0) / 360 + 0.5;
  const worldX = unwrapped - Math.floor(unwrapped);
  const worldY = Math.min(Math.max(0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI, 0), 1);
  const scale = 1 << z;
  const tileX = Math.min(Math.floor(worldX * scale), scale - 1);
  const tileY = Math.min(Math.floor(worldY * scale), scale - 1);
  return {
    tileX,
    tileY,
    x: Math.round(CUT.extent * (worldX * scale - tileX)),
    y: Math.round(CUT.extent * (worldY * scale - tileY)),
  };
}

/** Every ring and line of a layer. */
function linesOf(collection: FeatureCollection): Position[][] {
  return collection.features.flatMap(({ geometry }) => {
    switch (geometry.type) {
      case 'Polygon':
      case 'MultiLineString':
        return geometry.coordinates;
      case 'MultiPolygon':
        return geometry.coordinates.flat();
      case 'LineString':
        return [geometry.coordinates];
      default:
        throw new Error(`Unexpected ${geometry.type} in the base map's data`);
    }
  });
}

const positionsOf = (collection: FeatureCollection) => linesOf(collection).flat();

describe('the base map cut into tiles when the app is built', () => {
  it('has every layer, drawn from the bundled data', () => {
    const world = contentFromFile(0, 0, 0);
    expect(Object.keys(world).sort()).toEqual([...BASE_MAP_LAYERS].sort());
    for (const name of BASE_MAP_LAYERS) {
      expect(positionsOf(layers[name]).length, name).toBeGreaterThan(1000);
    }
  });

  it('crosses the antimeridian the short way, with no line across the world', () => {
    const steps = BASE_MAP_LAYERS.flatMap((name) =>
      linesOf(layers[name]).flatMap((line) =>
        line.slice(1).flatMap(([lng = 0, lat = 0], index) => {
          const [previousLng = 0, previousLat = 0] = line[index] ?? [];
          const onMap = Math.abs(lat) < MAX_LAT && Math.abs(previousLat) < MAX_LAT;
          return onMap && Math.abs(lng - previousLng) > 180 ? [[name, previousLng, lng]] : [];
        }),
      ),
    );
    expect(steps).toEqual([]);
  });

  it('answers every tile of every zoom with what cutting the data there gives', () => {
    for (let z = 0; z <= CUT.maxzoom; z++) {
      for (let x = 0; x < 1 << z; x++) {
        for (let y = 0; y < 1 << z; y++) {
          expect(contentFromFile(z, x, y), `tile ${z}/${x}/${y}`).toEqual(
            contentCutDirectly(z, x, y),
          );
        }
      }
    }
  });

  it('keeps every point of the data at its deepest zoom, for the map to draw deeper zooms from', () => {
    const pointsByTile = new Map<string, Set<string>>();
    const pointsIn = (tileX: number, tileY: number) => {
      const key = `${tileX}/${tileY}`;
      let points = pointsByTile.get(key);
      if (!points) {
        const gzipped = tiles.tile(CUT.maxzoom, tileX, tileY);
        const tile = gzipped ? new VectorTile(new PbfReader(gunzipSync(gzipped))) : null;
        points = new Set(
          Object.values(tile?.layers ?? {}).flatMap((layer) =>
            Array.from({ length: layer.length }, (_, index) =>
              layer
                .feature(index)
                .loadGeometry()
                .flat()
                .map((point) => `${point.x},${point.y}`),
            ).flat(),
          ),
        );
        pointsByTile.set(key, points);
      }
      return points;
    };
    for (const name of BASE_MAP_LAYERS) {
      // Beyond Web Mercator's edge (the poles) points are pressed onto it, and nothing is drawn.
      const onMap = positionsOf(layers[name]).filter(([, lat = 0]) => Math.abs(lat) < MAX_LAT);
      const missing = onMap.filter((position) => {
        const { tileX, tileY, x, y } = toTile(CUT.maxzoom, position);
        const points = pointsIn(tileX, tileY);
        // A unit either way: the projection's last digit may round the other way.
        return ![-1, 0, 1].some((dx) => [-1, 0, 1].some((dy) => points.has(`${x + dx},${y + dy}`)));
      });
      expect(missing, name).toEqual([]);
    }
  });
});
