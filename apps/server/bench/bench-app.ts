import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app.ts';
import { createConfiguredMediaStorage } from '@/adapters/configured-media-storage.ts';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import type { Config } from '@/config.ts';
import type { BenchDatabase } from './bench-database.ts';

/** The app over a benchmark database, with the media store its settings name unless given one. */
export function buildBenchApp(
  bench: BenchDatabase,
  config: Config,
  storage: MediaStorage = createConfiguredMediaStorage(config),
): Promise<FastifyInstance> {
  return buildApp(config, {
    db: bench.db,
    dbKind: bench.kind,
    listen: bench.listen,
    storage,
    poolStats: bench.poolStats,
    runScript: bench.runScript,
  });
}
