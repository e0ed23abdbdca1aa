import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { PoolStats, ScriptRows } from './database.ts';
import { SessionQueue, UNBOUNDED_QUEUE, type SessionQueueLimits } from './session-queue.ts';

/**
 * Kysely over an embedded PGlite database. Kysely 0.28 (the newest that supports Node 20) has no
 * PGlite dialect of its own; 0.29's needs Node 22, drops the bytes of `COPY … TO '/dev/blob'`
 * that exports read, and closes the PGlite on destroy. PGlite is one session, so Kysely gets one
 * connection and waits for it to be released before the next query or transaction, which keeps
 * a transaction's statements from interleaving with anyone else's. The wait is bounded (see
 * SessionQueue).
 */
export class PGliteDialect implements Dialect {
  readonly #driver: PGliteDriver;

  constructor(pglite: PGlite, limits: SessionQueueLimits = UNBOUNDED_QUEUE) {
    this.#driver = new PGliteDriver(pglite, limits);
  }

  /** The one session, and the queries queued for it. */
  stats(): PoolStats {
    return this.#driver.stats();
  }

  /** Runs a script of statements without parameters in its turn; answers the last one's rows. */
  runScript(script: string): Promise<ScriptRows> {
    return this.#driver.runScript(script);
  }

  createAdapter(): PostgresAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return this.#driver;
  }

  createIntrospector(db: Kysely<unknown>): PostgresIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): PostgresQueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #connection: PGliteConnection;
  readonly #queue: SessionQueue;

  constructor(pglite: PGlite, limits: SessionQueueLimits) {
    this.#pglite = pglite;
    this.#connection = new PGliteConnection(pglite);
    this.#queue = new SessionQueue(limits);
  }

  // Statements one by one take the extended protocol; a script takes the simple one (exec).
  async runScript(script: string): Promise<ScriptRows> {
    await this.#queue.acquire();
    try {
      const results = await this.#pglite.exec(script);
      return results.at(-1)?.rows ?? [];
    } finally {
      this.#queue.release();
    }
  }

  stats(): PoolStats {
    const { held, waiting } = this.#queue.stats();
    return { total: 1, idle: held ? 0 : 1, waiting };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.acquire();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#queue.release();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  // The caller owns the PGlite instance and closes it.
  async destroy(): Promise<void> {}
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  /** A `COPY … TO '/dev/blob'` answers one row, `{ blob }`, with the bytes COPY wrote. */
  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { affectedRows, rows, blob } = await this.#pglite.query<R>(compiledQuery.sql, [
      ...compiledQuery.parameters,
    ]);
    return {
      rows: blob ? [{ blob } as R] : rows,
      ...(affectedRows !== undefined ? { numAffectedRows: BigInt(affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield -- the interface asks for a generator
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}
