import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { PGliteDialect } from '../../src/db/pglite-dialect.ts';
import type { Database } from '../../src/db/schema.ts';
import { createEmptyDatabase, dropDatabase } from './postgres-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory as a tar file; absent when the tests use PostgreSQL. */
    pgliteTemplate: string | undefined;
    /** A migrated database on TEST_DATABASE_URL's server to copy; absent on PGlite. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Every test database starts from one migrated template, made once per run: on PGlite a dumped
 * data directory (a new PGlite runs initdb, which takes seconds; loading a dump, a fraction of
 * that), on PostgreSQL a template database that each test file's database is copied from.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `highwater_template_${randomBytes(4).toString('hex')}`;
    const databaseUrl = await createEmptyDatabase(serverUrl, name);
    const { db, close } = await openDatabase({ databaseUrl, dataDir: '' });
    try {
      await migrateToLatest(db);
    } finally {
      await close();
    }
    project.provide('pgliteTemplate', undefined);
    project.provide('postgresTemplate', name);
    return () => dropDatabase(serverUrl, name);
  }
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  await pglite.close();
  const file = path.join(tmpdir(), `highwater-test-db-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', undefined);
  return () => rm(file, { force: true });
}
