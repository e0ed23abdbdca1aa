import fp from 'fastify-plugin';
import type { ScriptRows } from '@/db/database.ts';
import { startJobQueue, type JobQueue } from '@/jobs/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one job queue of the instance: severity predictions, alert matching and mail. */
    jobs: JobQueue;
  }
}

/** Jobs that outlast this on stopping are tried again by the next instance to start. */
const STOP_WAIT_MS = 10_000;

/** Starts the job queue with every queue the app's plugins work on, and stops it on close. */
export const jobQueuePlugin = fp<{
  runScript: (script: string) => Promise<ScriptRows>;
  queues: readonly string[];
}>(
  async (app, { runScript, queues }) => {
    const jobs = await startJobQueue({
      db: app.db,
      runScript,
      schema: `${app.config.databaseSchema ?? 'highwater'}_jobs`,
      queues,
      retryDelaySeconds: app.config.jobRetryDelaySeconds,
      expireInSeconds: app.config.jobExpireSeconds,
      onError: (error) => app.log.error({ err: error }, 'job queue'),
    });
    app.decorate('jobs', jobs);
    app.addHook('onClose', () => jobs.stop(STOP_WAIT_MS));
  },
  { name: 'job-queue' },
);
