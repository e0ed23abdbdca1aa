import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { refreshRegionMembership } from '@/services/post-regions.ts';
import { addPost, type PostContext } from './post-factory.ts';
import { emptyBatch } from './post-draft.ts';
import { addCounts, writeBatch, type WrittenCounts } from './post-writer.ts';
import type { Random } from './random.ts';

export interface PostRunOptions {
  batchSize: number;
  onBatch?: (written: number, counts: WrittenCounts) => void;
}

/**
 * Generates and writes a project's posts batch by batch. Inside a transaction the batches join
 * it; otherwise each batch is a transaction of its own, so a large run keeps what it has written.
 */
export async function writeProjectPosts(
  db: Kysely<Database>,
  random: Random,
  context: PostContext,
  count: number,
  options: PostRunOptions,
): Promise<WrittenCounts> {
  const totals: WrittenCounts = {};
  for (let written = 0; written < count;) {
    const batch = emptyBatch();
    const size = Math.min(options.batchSize, count - written);
    for (let i = 0; i < size; i++) addPost(random, context, batch);
    const counts = db.isTransaction
      ? await writeBatch(db, batch)
      : await db.transaction().execute((trx) => writeBatch(trx, batch));
    written += size;
    addCounts(totals, counts);
    options.onBatch?.(written, totals);
  }
  return totals;
}

/** Links posts to the weather events whose dates they were observed in. */
export async function linkWeatherEvents(db: Kysely<Database>, projectId: number): Promise<number> {
  const result = await sql`
    INSERT INTO post_weather_events (post_id, weather_event_id)
    SELECT p.id, e.id
    FROM weather_events e
    JOIN posts p ON p.project_id = e.project_id
      AND p.observed_at >= e.start_date
      AND (e.end_date IS NULL OR p.observed_at <= e.end_date)
    WHERE e.project_id = ${projectId}
    ON CONFLICT DO NOTHING
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Region membership of every post of the project, region by region. */
export async function linkRegions(
  db: Kysely<Database>,
  regionIds: readonly number[],
): Promise<number> {
  let members = 0;
  for (const regionId of regionIds) members += await refreshRegionMembership(db, regionId);
  return members;
}
