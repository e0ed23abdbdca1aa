import { gzipSync } from 'node:zlib';
import type { FeatureCollection } from 'geojson';
import { GeoJSONVT, type GeoJSONVTFeature, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import {
  BASE_MAP_MAX_ZOOM,
  type StoredTile,
} from '../../../../packages/core/src/base-map-tiles.ts';

/**
 * How tiles are cut. extent and tolerance are what MapLibre gives a GeoJSON source (8192 units
 * to a 512-pixel tile, simplified to 0.375 pixel), so that each zoom up to maxzoom draws what the
 * GeoJSON did; maxzoom keeps every point of the data, as a GeoJSON source's deepest zoom does.
 */
export interface CutOptions {
  maxzoom: number;
  extent: number;
  /** Data around each tile, in tile units, so that lines join across tile edges. */
  buffer: number;
  tolerance: number;
}

export const BASE_MAP_CUT: CutOptions = {
  maxzoom: BASE_MAP_MAX_ZOOM,
  extent: 8192,
  buffer: 128,
  tolerance: 6,
};

type Indexes = [string, GeoJSONVT][];

/** A polygon that is the whole tile and its buffer (inland, say). */
function coversTile(feature: GeoJSONVTFeature, options: CutOptions): boolean {
  if (feature.type !== 3 || feature.geometry.length !== 1) return false;
  const [ring] = feature.geometry;
  const low = -options.buffer;
  const high = options.extent + options.buffer;
  if (!ring?.every(([x, y]) => x === low || x === high || y === low || y === high)) return false;
  let area = 0;
  ring.forEach(([x, y], index) => {
    const [nextX, nextY] = ring[(index + 1) % ring.length] ?? [x, y];
    area += x * nextY - nextX * y;
  });
  return Math.abs(area) / 2 === (high - low) ** 2;
}

/**
 * Cuts each layer into Mapbox Vector Tiles from zoom 0 to maxzoom, one tile holding every layer,
 * and keeps those BaseMapTiles stores: tiles with something in them, down to where a tile is
 * plain (each layer in it covers it whole), whose tiles below are the same.
 */
export function cutBaseMap(
  layers: Record<string, FeatureCollection>,
  options: CutOptions = BASE_MAP_CUT,
): StoredTile[] {
  const indexes: Indexes = Object.entries(layers).map(([name, data]) => [
    name,
    new GeoJSONVT(data, {
      maxZoom: options.maxzoom,
      indexMaxZoom: 0,
      extent: options.extent,
      buffer: options.buffer,
      tolerance: options.tolerance,
    }),
  ]);
  const stored: StoredTile[] = [];
  // Plain tiles alike share one array, which the file then stores once.
  const plainBytes = new Map<string, Uint8Array>();
  const visit = (z: number, x: number, y: number) => {
    const tile: Record<string, GeoJSONVTTile> = {};
    for (const [name, index] of indexes) {
      const cut = index.getTile(z, x, y);
      if (cut && cut.features.length > 0) tile[name] = cut;
    }
    const names = Object.keys(tile);
    if (names.length === 0) return;
    const plain = Object.values(tile).every((cut) => {
      const features: GeoJSONVTFeature[] = cut.features;
      return features.every((feature) => coversTile(feature, options));
    });
    const encode = () => gzipSync(fromGeojsonVt(tile, { version: 2, extent: options.extent }));
    let gzipped: Uint8Array;
    if (plain) {
      const key = names.join(',');
      gzipped = plainBytes.get(key) ?? encode();
      plainBytes.set(key, gzipped);
    } else {
      gzipped = encode();
    }
    stored.push({ z, x, y, gzipped, plain });
    if (plain || z === options.maxzoom) return;
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      visit(z + 1, 2 * x + dx, 2 * y + dy);
    }
  };
  visit(0, 0, 0);
  return stored;
}
