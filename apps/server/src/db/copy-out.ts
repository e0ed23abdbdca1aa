import type pg from 'pg';
import { finished } from 'node:stream';
import { to as copyTo } from 'pg-copy-streams';
import type { Db } from './database.ts';

/**
 * Runs `COPY (…) TO STDOUT` and gives its bytes as they arrive, as Buffers. The connection is
 * held until the bytes end, fail or are given up (closing the iterator): then it goes back to
 * the pool, or is closed when the COPY did not finish, which ends the COPY on the server.
 */
export type CopyOut = (copySql: string) => Promise<AsyncIterableIterator<Buffer>>;

const copiers = new WeakMap<Db, CopyOut>();

/** COPY for the database's queries, when it is PostgreSQL; PGlite has no COPY … TO STDOUT. */
export function copyOutOf(db: Db): CopyOut | null {
  return copiers.get(db) ?? null;
}

/** Lets the database's queries COPY through connections of the pool behind it. */
export function enableCopyOut(db: Db, pool: pg.Pool): void {
  copiers.set(db, async (copySql) => {
    const client = await pool.connect();
    // A lost connection fails the COPY's stream; the client must not also throw it unheard.
    const ignore = () => {};
    client.on('error', ignore);
    const stream = client.query(copyTo(copySql));
    finished(stream, (error) => {
      client.off('error', ignore);
      client.release(error ?? undefined);
    });
    return stream[Symbol.asyncIterator]() as AsyncIterableIterator<Buffer>;
  });
}
