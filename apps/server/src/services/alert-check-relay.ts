import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { JobQueue } from '@/jobs/job-queue.ts';
import { ALERT_MATCH_QUEUE, type AlertMatchJob } from '@/services/alert-queues.ts';

/** Checks moved per transaction. */
export const RELAY_BATCH = 200;

interface CheckRow {
  id: number;
  post_id: number;
  project_id: number;
  changed_at: Date;
  created: boolean;
  from_status_id: number | null;
  from_severity_level: number | null;
}

/**
 * Moves the oldest changes the triggers wrote (alert_checks) into the job queue, in one
 * transaction: each change becomes a match job exactly once, whichever instance takes it, and
 * instances moving at once skip each other's rows. Answers how many were moved.
 */
export async function relayAlertChecks(db: Db, jobs: JobQueue): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<CheckRow>`DELETE FROM alert_checks WHERE id IN (
        SELECT id FROM alert_checks ORDER BY id LIMIT ${RELAY_BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, post_id, project_id, changed_at, created, from_status_id,
        from_severity_level`.execute(trx);
    for (const row of [...rows].sort((a, b) => a.id - b.id)) {
      await jobs.send(trx, ALERT_MATCH_QUEUE, {
        postId: row.post_id,
        projectId: row.project_id,
        changedAt: new Date(row.changed_at).toISOString(),
        created: row.created,
        fromStatusId: row.from_status_id,
        fromSeverityLevel: row.from_severity_level,
      } satisfies AlertMatchJob);
    }
    return rows.length;
  });
}
