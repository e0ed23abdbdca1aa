import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '@/db/schema.ts';
import {
  dropSchema,
  pgPoolStats,
  poolScriptRunner,
  type PoolStats,
  type ScriptRows,
} from '@/db/database.ts';
import { enableBlobCopy, enableCopyOut } from '@/db/copy-out.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { PGliteDialect } from '@/db/pglite-dialect.ts';
import { pgliteListen, postgresListen, type Listen } from '@/db/notifications.ts';

/** A fresh benchmark database whose Kysely instance can record the queries it sends. */
export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  label: string;
  db: Kysely<Database>;
  /** Listens for the live-update notifications, as openDatabase's does. */
  listen: Listen;
  poolStats: () => PoolStats;
  runScript: (script: string) => Promise<ScriptRows>;
  /** Records every query sent while `fn` runs. */
  capture(fn: () => Promise<unknown>): Promise<CompiledQuery[]>;
  /** Runs a query as COPY … TO STDOUT in CSV and answers the number of bytes. */
  copyCsv(selectSql: string): Promise<number>;
  /** Where a server finds it: the PostgreSQL schema, or PGlite's folder. */
  location: BenchDatabaseLocation;
  /** Closes the connections; an unnamed database is removed too. */
  close(): Promise<void>;
}

export interface BenchDatabaseLocation {
  schema: string | undefined;
  dataDir: string | undefined;
}

/** Where a named database lives: kept between runs, so that a large project is generated once. */
export function namedLocation(name: string): { schema: string; dataDir: string } {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Invalid benchmark database name: ${name}`);
  return { schema: `bench_${name}`, dataDir: path.join(tmpdir(), `highwater-bench-${name}`) };
}

/** Removes a named database (its schema, or PGlite's folder) if it exists. */
export async function removeNamedDatabase(
  databaseUrl: string | undefined,
  name: string,
): Promise<void> {
  const { schema, dataDir } = namedLocation(name);
  if (databaseUrl) await dropSchema(databaseUrl, schema);
  else await rm(dataDir, { recursive: true, force: true });
}

/**
 * A fresh database (a random schema, or PGlite in a temporary folder) removed on close, or with
 * `name` one kept between runs, opened as it was left (see namedLocation).
 */
export async function openBenchDatabase(
  databaseUrl: string | undefined,
  name?: string,
): Promise<BenchDatabase> {
  const named = name === undefined ? undefined : namedLocation(name);
  let recording: CompiledQuery[] | null = null;
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') recording?.push(event.query);
  };
  const capture = async (fn: () => Promise<unknown>) => {
    recording = [];
    try {
      await fn();
      return recording;
    } finally {
      recording = null;
    }
  };

  if (databaseUrl) {
    const schema = named?.schema ?? `bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
    await admin.end();
    const options = `-c search_path=${schema}`;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool, cursor: Cursor }),
      log,
    });
    enableCopyOut(db, pool);
    await migrateToLatest(db);
    return {
      kind: 'postgres',
      label: `PostgreSQL ${rows[0]?.server_version ?? ''}`.trim(),
      db,
      listen: postgresListen(databaseUrl),
      poolStats: () => pgPoolStats(pool),
      runScript: poolScriptRunner(pool),
      capture,
      location: { schema, dataDir: undefined },
      async copyCsv(selectSql) {
        const client = await pool.connect();
        try {
          const stream = client.query(copyTo(`COPY (${selectSql}) TO STDOUT WITH (FORMAT csv)`));
          let bytes = 0;
          for await (const chunk of stream) bytes += (chunk as Buffer).length;
          return bytes;
        } finally {
          client.release();
        }
      },
      async close() {
        await db.destroy();
        if (!named) await dropSchema(databaseUrl, schema);
      },
    };
  }

  const dir = named?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'highwater-bench-')));
  if (named) await mkdir(dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  await pglite.query(`SET TIME ZONE 'UTC'`);
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect, log });
  enableBlobCopy(db);
  await migrateToLatest(db);
  const { rows } = await sql<{ v: string }>`SELECT current_setting('server_version') AS v`.execute(
    db,
  );
  return {
    kind: 'pglite',
    label: `PGlite (PostgreSQL ${rows[0]?.v ?? ''}) in ${dir}`,
    db,
    listen: pgliteListen(pglite),
    poolStats: () => dialect.stats(),
    runScript: (script) => dialect.runScript(script),
    capture,
    location: { schema: undefined, dataDir: dir },
    async copyCsv(selectSql) {
      const result = await pglite.query(`COPY (${selectSql}) TO '/dev/blob' WITH (FORMAT csv)`);
      return result.blob?.size ?? 0;
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      if (!named) await rm(dir, { recursive: true, force: true });
    },
  };
}
