import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// By path: Vite loads its configuration's own files, not the workspace's TypeScript packages.
import {
  BASE_MAP_FILE,
  decodeBaseMapTiles,
  encodeBaseMapTiles,
  type BaseMapTiles,
} from '../../../packages/core/src/base-map-tiles.ts';
import { baseMapLayers } from './base-map/base-map-layers.ts';
import { BASE_MAP_CUT, cutBaseMap } from './base-map/cut-base-map.ts';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** What the tiles are made from: the data, the libraries that cut them and this code. */
async function inputsKey(): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(BASE_MAP_CUT));
  const files = [
    require.resolve('world-atlas/countries-50m.json'),
    require.resolve('us-atlas/counties-10m.json'),
    require.resolve('@maplibre/geojson-vt'),
    require.resolve('@maplibre/vt-pbf'),
    path.join(here, '../../../packages/core/src/base-map-tiles.ts'),
    path.join(here, 'base-map/base-map-layers.ts'),
    path.join(here, 'base-map/cut-base-map.ts'),
  ];
  for (const file of files) hash.update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The base map's tiles file: cut from the bundled data (seconds of work), or taken from the
 * cache in node_modules/.cache when nothing it is made from has changed.
 */
async function baseMapFile(cacheDir: string): Promise<Uint8Array> {
  const cached = path.join(cacheDir, `base-map-${await inputsKey()}.tiles`);
  try {
    return await readFile(cached);
  } catch {
    const bytes = encodeBaseMapTiles(cutBaseMap(await baseMapLayers()), BASE_MAP_CUT.maxzoom);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cached, bytes);
    return bytes;
  }
}

/** /{z}/{x}/{y}.pbf under /base-map, as the style asks for a tile. */
const TILE_PATH = /^\/(\d+)\/(\d+)\/(\d+)\.pbf$/;

/**
 * The offline base map's vector tiles (packages/core/src/base-map-tiles.ts): written into the
 * build as BASE_MAP_FILE, which the server answers tiles from; the development server answers
 * them itself.
 */
export function baseMapTiles(): Plugin {
  let file: Promise<Uint8Array> | null = null;
  let tiles: Promise<BaseMapTiles> | null = null;
  let cacheDir = '';
  const load = () => (file ??= baseMapFile(cacheDir));
  return {
    name: 'highwater-base-map-tiles',
    configResolved(config) {
      cacheDir = path.join(config.root, 'node_modules/.cache/highwater-base-map');
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: BASE_MAP_FILE, source: await load() });
    },
    configureServer(server) {
      server.middlewares.use('/base-map', (request, response, next) => {
        const match = TILE_PATH.exec(request.url?.split('?')[0] ?? '');
        if (!match) return next();
        const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
        tiles ??= load().then(decodeBaseMapTiles);
        tiles
          .then((read) => {
            const tile = read.tile(z, x, y);
            if (!tile) return response.writeHead(204).end();
            response.writeHead(200, {
              'content-type': 'application/x-protobuf',
              'content-encoding': 'gzip',
            });
            response.end(tile);
          })
          .catch(next);
      });
    },
  };
}
