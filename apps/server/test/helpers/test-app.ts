import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type Config } from '@/config.ts';
import { dropSchema, openDatabase, type Db } from '@/db/database.ts';
import type { Listen } from '@/db/notifications.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { registerWebClient } from '@/identity/oauth-clients.ts';
import { buildApp, type AppDeps } from '@/app.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
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

/**
 * A server over a fresh, migrated, empty database: in-memory PGlite, or a new schema of the
 * PostgreSQL named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'logStream'> & {
    /** Stands between the app and the database's notifications (to lose some, say). */
    wrapListen?: (listen: Listen) => Listen;
  } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    MEDIA_DIR: `/tmp/highwater-test-media-${randomBytes(4).toString('hex')}`,
    ...env,
  });
  const { db, kind, listen, close } = await openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    schema,
    pgliteTemplate: databaseUrl ? undefined : await pgliteTemplate(),
  });
  await migrateToLatest(db);
  await registerWebClient(db, config.publicOrigin);
  const { wrapListen, ...appDeps } = deps;
  const app = await buildApp(config, {
    db,
    dbKind: kind,
    listen: wrapListen ? wrapListen(listen) : listen,
    ...appDeps,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    },
  };
}
