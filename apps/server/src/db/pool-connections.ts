import type pg from 'pg';

/**
 * pg's `Pool.end()` settles once it has asked its connections to close, not once they have; a
 * database dropped or a process ended just after could cut them off mid-goodbye. Answers what
 * waits until every connection the pool opened has closed.
 */
export function closedConnections(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.PoolClient>();
  let waiting: (() => void)[] = [];
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  });
  return () =>
    open.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}
