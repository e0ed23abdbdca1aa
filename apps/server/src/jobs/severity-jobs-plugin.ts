import fp from 'fastify-plugin';
import type { Db } from '@/db/database.ts';
import { configuredSeverityPredictor } from '@/adapters/severity-predictor.ts';
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

/**
 * With SEVERITY_PREDICTOR=http, new posts' photos are assessed by jobs kept in the database, run
 * by whichever instance takes them. With prediction off, no job is made and none is worked.
 */
export const severityJobsPlugin = fp(
  async (app) => {
    const predictor = configuredSeverityPredictor(app.config.severityPredictor);
    if (!predictor) {
      app.decorate('queueSeverity', async () => undefined);
      return;
    }
    const deps = { db: app.db, storage: app.mediaStorage, predictor };
    await app.jobs.work<SeverityJob>(SEVERITY_QUEUE, async (job) => {
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
      queueSeverityPrediction(db, app.jobs, postId),
    );
  },
  { dependencies: ['job-queue'] },
);
