import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { enableBlobCopy, enableCopyOut } from './copy-out.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { pgliteListen, postgresListen, type Listen } from './notifications.ts';
import { closedConnections } from './pool-connections.ts';
import type { Database } from './schema.ts';
import type { SessionQueueLimits } from './session-queue.ts';
import { rememberStatement } from './statement-name.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… ; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir: string;
  /** A schema to create and use instead of public (tests use one per run). */
  schema?: string | undefined;
  /** A PGlite data directory dumped by `dumpDataDir`, to start from instead of an empty one. */
  pgliteTemplate?: Blob | undefined;
  /** How many callers may queue for PGlite's one session, and how long (unbounded if absent). */
  pgliteQueue?: SessionQueueLimits | undefined;
}

/** Connections to the database now: held by queries, idle, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type ScriptRows = Record<string, unknown>[];

export interface OpenDatabase {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Listens for the database's live-update notifications. */
  listen: Listen;
  poolStats: () => PoolStats;
  /**
   * Runs a script of statements without parameters (a library's own schema and queries, say);
   * answers the rows of the last statement.
   */
  runScript: (script: string) => Promise<ScriptRows>;
  close: () => Promise<void>;
}

// Values of type bigint (count(*), sum) arrive as strings from pg; numbers are what the API wants.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export const pgPoolStats = (pool: pg.Pool): PoolStats => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/** With no parameters, pg sends the simple protocol, which takes several statements. */
export const poolScriptRunner =
  (pool: pg.Pool) =>
  async (script: string): Promise<ScriptRows> => {
    // pg answers a script of several statements with one result each.
    const answer: unknown = await pool.query(script);
    const results = (Array.isArray(answer) ? answer : [answer]) as pg.QueryResult<
      Record<string, unknown>
    >[];
    return results.at(-1)?.rows ?? [];
  };

/** A failed query's statement is remembered for the log line, which holds no parameters. */
function log(event: LogEvent): void {
  if (event.level === 'error') rememberStatement(event.error, event.query.sql);
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    if (options.schema) await ensureSchema(options.databaseUrl, options.schema);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool, cursor: Cursor }),
      log,
    });
    enableCopyOut(db, pool);
    const allClosed = closedConnections(pool);
    return {
      db,
      kind: 'postgres',
      listen: postgresListen(options.databaseUrl),
      poolStats: () => pgPoolStats(pool),
      runScript: poolScriptRunner(pool),
      close: async () => {
        await db.destroy();
        await allClosed();
      },
    };
  }
  const pglite = await PGlite.create({
    ...(options.dataDir === 'memory://' ? {} : { dataDir: options.dataDir }),
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  await pglite.query(`SET TIME ZONE 'UTC'`);
  const database = pgliteDatabase(pglite, options.pgliteQueue);
  return {
    ...database,
    close: async () => {
      await database.close();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** A database over an open PGlite (in UTC); closing it leaves the PGlite itself open. */
export function pgliteDatabase(pglite: PGlite, queue?: SessionQueueLimits): OpenDatabase {
  const dialect = new PGliteDialect(pglite, queue);
  const db = new Kysely<Database>({ dialect, log });
  enableBlobCopy(db);
  return {
    db,
    kind: 'pglite',
    listen: pgliteListen(pglite),
    poolStats: () => dialect.stats(),
    runScript: (script) => dialect.runScript(script),
    close: () => db.destroy(),
  };
}

async function ensureSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await client.end();
  }
}

export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }),
  });
  try {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
  } finally {
    await db.destroy();
  }
}
