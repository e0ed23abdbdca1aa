import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  BASE_MAP_FILE,
  decodeBaseMapTiles,
  type BaseMapTiles,
} from '@highwater/core/base-map-tiles';
import { notFound } from '@/plugins/http-errors.ts';

const TileParams = Type.Object({
  z: Type.Integer({ minimum: 0, maximum: 30 }),
  x: Type.Integer({ minimum: 0 }),
  y: Type.Integer({ minimum: 0 }),
});

// The tiles change only with a new build, as the web app's own files without a hash do.
const TILE_CACHE = 'public, max-age=3600';

/**
 * GET /base-map/{z}/{x}/{y}.pbf: a tile of the built-in base map, from the file the web build
 * cut them into (packages/core/src/base-map-tiles.ts), as gzip-compressed Mapbox Vector Tile;
 * 204 for an empty tile (the sea), 404 without a web build.
 */
export const baseMapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const file = path.join(app.config.webDist, BASE_MAP_FILE);
  // Read once per build: a new build may be written while the server runs.
  let read: { modified: number; tiles: Promise<BaseMapTiles> } | null = null;
  const tiles = async (): Promise<BaseMapTiles | null> => {
    const modified = await stat(file).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (modified === null) return null;
    if (read?.modified !== modified) {
      read = { modified, tiles: readFile(file).then(decodeBaseMapTiles) };
    }
    return read.tiles;
  };

  app.get(
    '/base-map/:z/:x/:y.pbf',
    {
      schema: {
        tags: ['web'],
        summary: 'A tile of the built-in base map',
        description:
          'Mapbox Vector Tile of land, country, state and county borders, gzip-compressed; ' +
          '204 when the tile is empty.',
        params: TileParams,
      },
    },
    async (request, reply) => {
      const built = await tiles();
      if (!built) throw notFound('The web app has not been built');
      const { z, x, y } = request.params;
      const tile = built.tile(z, x, y);
      reply.header('cache-control', TILE_CACHE);
      if (!tile) return reply.status(204).send();
      reply.header('vary', 'accept-encoding').type('application/x-protobuf');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('content-encoding', 'gzip').send(Buffer.from(tile));
      }
      return reply.send(gunzipSync(tile));
    },
  );
};
