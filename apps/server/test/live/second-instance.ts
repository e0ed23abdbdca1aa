import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app.ts';
import { openDatabase, type Db } from '@/db/database.ts';
import { createConfiguredMediaStorage } from '@/adapters/configured-media-storage.ts';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import type { TestApp } from '../helpers/test-app.ts';

export interface SecondInstance {
  app: FastifyInstance;
  db: Db;
  storage: MediaStorage;
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * Another server beside the test app, as a second instance behind a load balancer: the same
 * settings, its own connection to the same PostgreSQL and its own client of the same media store,
 * listening on a port of its own.
 */
export async function startSecondInstance(one: TestApp): Promise<SecondInstance> {
  const database = await openDatabase({ databaseUrl: one.databaseUrl, dataDir: 'memory://' });
  const storage = createConfiguredMediaStorage(one.config);
  const app = await buildApp(one.config, {
    db: database.db,
    dbKind: database.kind,
    listen: database.listen,
    storage,
    poolStats: database.poolStats,
    runScript: database.runScript,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db: database.db,
    storage,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
