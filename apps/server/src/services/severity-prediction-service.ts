import { buffer } from 'node:stream/consumers';
import type { Db } from '@/db/database.ts';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import type { SeverityPredictor } from '@/adapters/severity-predictor.ts';
import type { JobQueue } from '@/jobs/job-queue.ts';
import { publishSeverityPrediction } from '@/services/project-event-publisher.ts';

export const SEVERITY_QUEUE = 'severity-prediction';

export interface SeverityJob {
  postId: number;
}

/** Asks for a new post's severity in the transaction that makes it; nothing when prediction is off. */
export type QueueSeverity = (db: Db, postId: number) => Promise<void>;

/** Asks for a new post's severity, in the transaction that makes the post. */
export function queueSeverityPrediction(db: Db, jobs: JobQueue, postId: number): Promise<void> {
  return jobs.send(db, SEVERITY_QUEUE, { postId } satisfies SeverityJob);
}

export interface PredictionDeps {
  db: Db;
  storage: MediaStorage;
  predictor: SeverityPredictor;
}

/**
 * Has the model assess the post's first photo and stores its level and probabilities. A post gone,
 * without a photo, or assessed meanwhile (a person's level is never overwritten) is left as it is.
 * A service that fails throws, and the job is tried again.
 */
export async function predictPostSeverity(
  { db, storage, predictor }: PredictionDeps,
  { postId }: SeverityJob,
  now = new Date(),
): Promise<void> {
  const photo = await db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .select(['media.storage_key', 'media.mime_type', 'posts.severity_level'])
    .where('media.post_id', '=', postId)
    .where('media.type', '=', 'image')
    .orderBy('media.sort_order')
    .orderBy('media.id')
    .executeTakeFirst();
  if (!photo || photo.severity_level !== null) return;
  const stream = await storage.get(photo.storage_key);
  if (!stream) return;
  const prediction = await predictor.predict({
    bytes: await buffer(stream),
    mimeType: photo.mime_type,
  });
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('posts')
      .set({
        severity_level: prediction.severity_level,
        severity_level_adjusted: false,
        ai_metrics: JSON.stringify(prediction.metrics),
      })
      .where('id', '=', postId)
      .where('severity_level', 'is', null)
      .returning('project_id')
      .executeTakeFirst();
    if (updated) {
      await publishSeverityPrediction(trx, { projectId: updated.project_id, postId, at: now });
    }
  });
}
