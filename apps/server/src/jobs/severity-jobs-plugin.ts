import fp from 'fastify-plugin';
import type { Db, ScriptRows } from '@/db/database.ts';
import { configuredSeverityPredictor } from '@/adapters/severity-predictor.ts';
import { startJobQueue } from '@/jobs/job-queue.ts';
import {
  SEVERITY_QUEUE,
  predictPostSeverity,
  queueSeverityPrediction,
  type QueueSeverity,
  type SeverityJob,
} from '@/services/severity-prediction-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    queueSeverity: QueueSeverity;
  }
}

/** Jobs that outlast this on stopping are tried again by the next instance to start. */
const STOP_WAIT_MS = 10_000;

/**
 * With SEVERITY_PREDICTOR=http, new posts' photos are assessed by jobs kept in the database, run
 * by whichever instance takes them. With prediction off, no job is made and no queue runs.
 */
export const severityJobsPlugin = fp<{ runScript: (script: string) => Promise<ScriptRows> }>(
  async (app, { runScript }) => {
    const predictor = configuredSeverityPredictor(app.config.severityPredictor);
    if (!predictor) {
      app.decorate('queueSeverity', async () => undefined);
      return;
    }
    const jobs = await startJobQueue({
      db: app.db,
      runScript,
      schema: `${app.config.databaseSchema ?? 'highwater'}_jobs`,
      queues: [SEVERITY_QUEUE],
      retryDelaySeconds: app.config.jobRetryDelaySeconds,
      onError: (error) => app.log.error({ err: error }, 'job queue'),
    });
    const deps = { db: app.db, storage: app.mediaStorage, predictor };
    await jobs.work<SeverityJob>(SEVERITY_QUEUE, async (job) => {
      try {
        await predictPostSeverity(deps, job);
      } catch (error) {
        app.log.warn(
          { err: error, postId: job.postId },
          'severity prediction failed; tried again later',
        );
        throw error;
      }
    });
    app.decorate('queueSeverity', (db: Db, postId: number) =>
      queueSeverityPrediction(db, jobs, postId),
    );
    app.addHook('onClose', () => jobs.stop(STOP_WAIT_MS));
  },
);
