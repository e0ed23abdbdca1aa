import type pg from 'pg';
import { finished } from 'node:stream';
import { to as copyTo } from 'pg-copy-streams';
import type { Db } from './database.ts';

/** Settings for one COPY alone, by name (such as `{ jit: 'off' }`). */
export type CopySettings = Readonly<Record<string, string>>;

/**
 * Runs `COPY (…) TO STDOUT` and gives its bytes as they arrive, as Buffers. The COPY runs in a
 * transaction of its own with the settings given (SET LOCAL), so they end with it. The connection
 * is held until the bytes end, fail or are given up (closing the iterator): then it goes back to
 * the pool, or is closed when the COPY did not finish, which ends the COPY on the server.
 */
export type CopyOut = (
  copySql: string,
  settings?: CopySettings,
) => Promise<AsyncIterableIterator<Buffer>>;

/**
 * How a database gives COPY's bytes: streamed through a connection of its own (PostgreSQL), or
 * as a blob that one of its queries answers (PGlite's `COPY … TO '/dev/blob'`, see
 * db/pglite-dialect.ts).
 */
export type CopyWay = { stream: CopyOut } | { blob: true };

const ways = new WeakMap<Db, CopyWay>();

/** How the database COPYs; null for one that was not set up for it (a transaction, say). */
export function copyWayOf(db: Db): CopyWay | null {
  return ways.get(db) ?? null;
}

/** Lets PGlite's queries COPY into a blob. */
export function enableBlobCopy(db: Db): void {
  ways.set(db, { blob: true });
}

const SETTING_NAME = /^[a-z_]+$/i;

function setLocal(settings: CopySettings): string[] {
  return Object.entries(settings).map(([name, value]) => {
    if (!SETTING_NAME.test(name)) throw new Error(`Invalid setting name: ${name}`);
    return `SET LOCAL ${name} = '${value.replace(/'/g, "''")}'`;
  });
}

/** Lets the database's queries COPY through connections of the pool behind it (PostgreSQL). */
export function enableCopyOut(db: Db, pool: pg.Pool): void {
  const copyOut: CopyOut = async (copySql, settings = {}) => {
    const begin = ['BEGIN', ...setLocal(settings)].join('; ');
    const client = await pool.connect();
    // A lost connection fails the COPY's stream; the client must not also throw it unheard.
    const ignore = () => {};
    client.on('error', ignore);
    const release = (error?: Error) => {
      client.off('error', ignore);
      client.release(error);
    };
    try {
      await client.query(begin);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    const stream = client.query(copyTo(copySql));
    finished(stream, (error) => {
      if (error) release(error);
      else client.query('COMMIT').then(() => release(), release);
    });
    return stream[Symbol.asyncIterator]() as AsyncIterableIterator<Buffer>;
  };
  ways.set(db, { stream: copyOut });
}
