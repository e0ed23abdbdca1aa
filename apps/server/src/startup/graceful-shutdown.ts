import type { FastifyInstance } from 'fastify';

export interface ShutdownSteps {
  app: FastifyInstance;
  /** Stops the background jobs (purges, clean-ups) before anything closes. */
  stopJobs: () => void;
  closeDatabase: () => Promise<void>;
  timeoutMs: number;
}

/**
 * Stops the server in order: no new connections, open live streams told to reconnect elsewhere
 * (the live plugin's preClose), requests under way allowed to finish for up to `timeoutMs`, then
 * the database closed. Answers whether everything finished within the time.
 */
export async function shutDown({
  app,
  stopJobs,
  closeDatabase,
  timeoutMs,
}: ShutdownSteps): Promise<boolean> {
  stopJobs();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  const closed = app.close().then(
    () => 'closed' as const,
    (error: unknown) => {
      app.log.error({ err: error }, 'closing the server failed');
      return 'failed' as const;
    },
  );
  const outcome = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timed out') {
    app.log.warn(`requests were still running after ${timeoutMs} ms; stopping anyway`);
  }
  try {
    await closeDatabase();
  } catch (error) {
    app.log.error({ err: error }, 'closing the database failed');
    return false;
  }
  return outcome === 'closed';
}
