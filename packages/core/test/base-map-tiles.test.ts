import { describe, expect, it } from 'vitest';
import { decodeBaseMapTiles, encodeBaseMapTiles, type StoredTile } from '../src/base-map-tiles.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const LAND = bytes(1, 1, 1, 1);
const COAST = bytes(2, 2);
const WEST = bytes(3);
const EAST = bytes(4, 4, 4);

/**
 * Zoom 0 has two halves filled at zoom 1: the west (0/0) and its coast tiles below, and the east
 * (1/0) plain land; the southern half is empty.
 */
const TILES: StoredTile[] = [
  { z: 0, x: 0, y: 0, gzipped: bytes(9), plain: false },
  { z: 1, x: 0, y: 0, gzipped: WEST, plain: false },
  { z: 1, x: 1, y: 0, gzipped: LAND, plain: true },
  { z: 2, x: 0, y: 0, gzipped: COAST, plain: false },
  { z: 2, x: 1, y: 1, gzipped: LAND, plain: true },
  { z: 2, x: 1, y: 0, gzipped: EAST, plain: false },
];

describe('the base map tiles file', () => {
  const file = encodeBaseMapTiles(TILES, 3);
  const tiles = decodeBaseMapTiles(file);

  it('answers each stored tile with its own bytes', () => {
    expect(tiles.maxzoom).toBe(3);
    for (const tile of TILES) expect(tiles.tile(tile.z, tile.x, tile.y)).toEqual(tile.gzipped);
  });

  it('answers every tile below a plain one with its bytes, at any depth down to maxzoom', () => {
    expect(tiles.tile(2, 3, 1)).toEqual(LAND);
    expect(tiles.tile(3, 7, 0)).toEqual(LAND);
    expect(tiles.tile(3, 2, 3)).toEqual(LAND);
  });

  it('reads a tile missing below a stored tile that is not plain as empty', () => {
    expect(tiles.tile(1, 0, 1)).toBeNull();
    expect(tiles.tile(2, 0, 3)).toBeNull();
    expect(tiles.tile(3, 0, 2)).toBeNull();
    // Below a stored tile of the west that has no children stored.
    expect(tiles.tile(3, 0, 0)).toBeNull();
  });

  it('has no tiles past maxzoom or outside the world', () => {
    expect(tiles.tile(4, 15, 0)).toBeNull();
    expect(tiles.tile(1, 2, 0)).toBeNull();
    expect(tiles.tile(2, 0, 4)).toBeNull();
  });

  it('stores bytes shared by several tiles once', () => {
    const shared = encodeBaseMapTiles(TILES, 3).length;
    const copied = encodeBaseMapTiles(
      TILES.map((tile) => ({ ...tile, gzipped: tile.gzipped.slice() })),
      3,
    ).length;
    expect(copied - shared).toBe(LAND.length);
  });

  it('refuses a file of something else, or one cut short', () => {
    expect(() => decodeBaseMapTiles(new TextEncoder().encode('{"tiles": []}'))).toThrow(
      /Not a base map tiles file/,
    );
    expect(() => decodeBaseMapTiles(file.subarray(0, file.length - 1))).toThrow(/cut short/);
    expect(() => decodeBaseMapTiles(file.subarray(0, 30))).toThrow(/cut short/);
  });
});
