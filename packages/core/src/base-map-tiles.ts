/**
 * The offline base map's vector tiles, cut once when the web app is built and kept in one file of
 * the build (BASE_MAP_FILE). The web app's style asks for BASE_MAP_TILES; the server (and Vite's
 * development server) answers each tile from that file.
 *
 * Only tiles with something to cut are stored. A tile whose every layer covers it whole (inland,
 * say) is stored once as "plain": each tile below it is the same. A tile missing under a stored
 * one is empty, as is every tile below it.
 */

/** The file, at the root of the web build. */
export const BASE_MAP_FILE = 'base-map.tiles';
/** The address of a tile, as MapLibre's `tiles` template. */
export const BASE_MAP_TILES = '/base-map/{z}/{x}/{y}.pbf';
/** The deepest zoom cut: it keeps every point of the data; the map draws deeper zooms from it. */
export const BASE_MAP_MAX_ZOOM = 8;

/** A stored tile: its Mapbox Vector Tile, gzip-compressed. */
export interface StoredTile {
  z: number;
  x: number;
  y: number;
  gzipped: Uint8Array;
  /** Every tile below it is this one. */
  plain: boolean;
}

export interface BaseMapTiles {
  /** The deepest zoom stored: the map draws deeper zooms from it. */
  maxzoom: number;
  /** A tile's gzip-compressed bytes, or null when the tile is empty. */
  tile(z: number, x: number, y: number): Uint8Array | null;
}

const MAGIC = 'HWTILES1';
// Magic, the number of tiles and the deepest zoom.
const HEADER_BYTES = MAGIC.length + 4 + 1;
// z, plain, x, y, offset and length of the tile's bytes.
const ENTRY_BYTES = 1 + 1 + 4 + 4 + 4 + 4;

/** A tile's number, one per tile of every zoom. */
const tileId = (z: number, x: number, y: number) => ((1 << (2 * z)) - 1) / 3 + y * (1 << z) + x;

/**
 * One file of tiles: the header, one entry per tile, then the tiles' bytes. Tiles that share
 * their bytes (one array for every plain tile alike) have them stored once.
 */
export function encodeBaseMapTiles(tiles: StoredTile[], maxzoom: number): Uint8Array {
  const blobs: Uint8Array[] = [];
  const offsets = new Map<Uint8Array, number>();
  let blobBytes = 0;
  const entries = tiles.map((tile) => {
    let offset = offsets.get(tile.gzipped);
    if (offset === undefined) {
      offset = blobBytes;
      offsets.set(tile.gzipped, offset);
      blobs.push(tile.gzipped);
      blobBytes += tile.gzipped.length;
    }
    return { tile, offset };
  });
  const dataStart = HEADER_BYTES + ENTRY_BYTES * tiles.length;
  const bytes = new Uint8Array(dataStart + blobBytes);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(MAGIC.length, tiles.length, true);
  view.setUint8(MAGIC.length + 4, maxzoom);
  entries.forEach(({ tile, offset }, index) => {
    const at = HEADER_BYTES + ENTRY_BYTES * index;
    view.setUint8(at, tile.z);
    view.setUint8(at + 1, tile.plain ? 1 : 0);
    view.setUint32(at + 2, tile.x, true);
    view.setUint32(at + 6, tile.y, true);
    view.setUint32(at + 10, offset, true);
    view.setUint32(at + 14, tile.gzipped.length, true);
  });
  let at = dataStart;
  for (const blob of blobs) {
    bytes.set(blob, at);
    at += blob.length;
  }
  return bytes;
}

/** Reads a file encodeBaseMapTiles wrote; throws on anything else. */
export function decodeBaseMapTiles(bytes: Uint8Array): BaseMapTiles {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (
    bytes.length < HEADER_BYTES ||
    new TextDecoder().decode(bytes.subarray(0, MAGIC.length)) !== MAGIC
  ) {
    throw new Error('Not a base map tiles file');
  }
  const count = view.getUint32(MAGIC.length, true);
  const maxzoom = view.getUint8(MAGIC.length + 4);
  const dataStart = HEADER_BYTES + ENTRY_BYTES * count;
  if (bytes.length < dataStart) throw new Error('The base map tiles file is cut short');
  const stored = new Map<number, { gzipped: Uint8Array; plain: boolean }>();
  for (let index = 0; index < count; index++) {
    const at = HEADER_BYTES + ENTRY_BYTES * index;
    const start = dataStart + view.getUint32(at + 10, true);
    const end = start + view.getUint32(at + 14, true);
    if (end > bytes.length) throw new Error('The base map tiles file is cut short');
    stored.set(
      tileId(view.getUint8(at), view.getUint32(at + 2, true), view.getUint32(at + 6, true)),
      {
        gzipped: bytes.subarray(start, end),
        plain: view.getUint8(at + 1) === 1,
      },
    );
  }
  return {
    maxzoom,
    tile(z, x, y) {
      if (z > maxzoom || x >= 1 << z || y >= 1 << z) return null;
      // The tile itself, else the nearest stored tile above it says what it is.
      for (let level = z; level >= 0; level--) {
        const shift = z - level;
        const found = stored.get(tileId(level, x >> shift, y >> shift));
        if (found) return level === z || found.plain ? found.gzipped : null;
      }
      return null;
    },
  };
}
