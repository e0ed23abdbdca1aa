import type { FastifyInstance } from 'fastify';

export interface ShutdownSteps {
  app: FastifyInstance;
  /** Stops the background jobs (purges, clean-ups) before anything closes. */
  stopJobs: () => void;
  closeDatabase: () => Promise<void>;
  timeoutMs: number;
}

/** A database that still holds a connection for a request cut short may never finish closing. */
const DATABASE_CLOSE_MS = 5_000;

/** Whether the work settled within the time; its failure is logged and counts as not done. */
async function settledWithin(
  app: FastifyInstance,
  what: string,
  work: Promise<void>,
  ms: number,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const done = work.then(
    () => 'done' as const,
    (error: unknown) => {
      app.log.error({ err: error }, `${what} failed`);
      return 'failed' as const;
    },
  );
  const outcome = await Promise.race([done, late]);
  clearTimeout(timer);
  if (outcome === 'late') app.log.warn(`${what} took longer than ${ms} ms; stopping anyway`);
  return outcome === 'done';
}

/**
 * Stops the server in order: no new connections, open live streams told to reconnect elsewhere
 * (the live plugin's preClose), requests under way allowed to finish for up to `timeoutMs`, then
 * the database closed. Answers whether everything finished in time.
 */
export async function shutDown({
  app,
  stopJobs,
  closeDatabase,
  timeoutMs,
}: ShutdownSteps): Promise<boolean> {
  stopJobs();
  const served = await settledWithin(app, 'finishing requests', app.close(), timeoutMs);
  const closed = await settledWithin(
    app,
    'closing the database',
    closeDatabase(),
    DATABASE_CLOSE_MS,
  );
  return served && closed;
}
