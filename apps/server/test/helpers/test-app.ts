import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type Config } from '@/config.ts';
import {
  openDatabase,
  pgliteDatabase,
  type Db,
  type OpenDatabase,
  type ScriptRows,
} from '@/db/database.ts';
import type { Listen } from '@/db/notifications.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { registerWebClient } from '@/main-site/identity/oauth-clients.ts';
import { buildApp, type AppDeps } from '@/app.ts';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import { createConfiguredMediaStorage } from '@/adapters/configured-media-storage.ts';
import { givePglite, takePglite } from './pglite-pool.ts';
import { OFFLINE_MAPS } from './offline-maps.ts';
import { createDatabaseFrom, dropDatabase } from './postgres-databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The app's media store: the settings' (a temporary folder unless MEDIA_STORE=s3) or the given one. */
  storage: MediaStorage;
  /** On PostgreSQL, the address of this app's own database (for a second connection to it). */
  databaseUrl: string | undefined;
  /** The database's script runner, for a second app over the same database. */
  runScript: (script: string) => Promise<ScriptRows>;
  close: () => Promise<void>;
}

let template: Promise<Blob | undefined> | undefined;

/** The migrated PGlite directory the server project's global setup dumped, read once per file. */
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  template ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return template;
}

/** A database over a PGlite of the worker's pool, given back to it on close. */
async function pooledPglite(config: Config): Promise<OpenDatabase> {
  const pglite = await takePglite(await pgliteTemplate());
  const database = pgliteDatabase(pglite, config.pgliteQueue);
  return {
    ...database,
    close: async () => {
      await database.close();
      await givePglite(pglite);
    },
  };
}

/**
 * A server over a fresh, migrated, empty database: in-memory PGlite, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL, copied from the run's template and dropped again
 * on close.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'logStream'> & {
    /** Stands between the app and the database's notifications (to lose some, say). */
    wrapListen?: (listen: Listen) => Listen;
    /** Stands in for the store the settings name (one that fails, say). */
    storage?: MediaStorage;
  } = {},
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  const name = `highwater_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  if (serverUrl && !template) throw new Error('TEST_DATABASE_URL is set, but no template was made');
  const databaseUrl =
    serverUrl && template ? await createDatabaseFrom(serverUrl, name, template) : undefined;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    ...OFFLINE_MAPS,
    MEDIA_DIR: `/tmp/highwater-test-media-${randomBytes(4).toString('hex')}`,
    // Made only when a resumable upload arrives.
    RESUMABLE_UPLOAD_DIR: `/tmp/highwater-test-resumable-${randomBytes(4).toString('hex')}`,
    ...env,
  });
  const { db, kind, listen, poolStats, runScript, close } = databaseUrl
    ? await openDatabase({ databaseUrl, dataDir: 'memory://' })
    : await pooledPglite(config);
  await migrateToLatest(db);
  await registerWebClient(db, config.publicOrigin);
  const { wrapListen, storage = createConfiguredMediaStorage(config), ...appDeps } = deps;
  const app = await buildApp(config, {
    db,
    dbKind: kind,
    listen: wrapListen ? wrapListen(listen) : listen,
    storage,
    poolStats,
    runScript,
    ...appDeps,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    storage,
    databaseUrl,
    runScript,
    close: async () => {
      await app.close();
      await close();
      if (serverUrl && databaseUrl) await dropDatabase(serverUrl, name);
    },
  };
}
