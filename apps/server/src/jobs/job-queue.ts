import PgBoss from 'pg-boss';
import { CompiledQuery } from 'kysely';
import type { Db, ScriptRows } from '@/db/database.ts';

/**
 * Work done after a change, kept in the database with the change (pg-boss, on PostgreSQL and on
 * PGlite alike): a crash, a restart or an unreachable service delays a job, never loses it, and
 * instances share the work without doing a job twice at once.
 */
export interface JobQueue {
  /**
   * Queues a job in the caller's transaction: it exists if and only if the change commits. With
   * `startAfter`, it waits until then.
   */
  send(db: Db, queue: string, data: object, options?: { startAfter?: Date }): Promise<void>;
  /**
   * Runs each job of the queue; a job whose handler throws is tried again later. With
   * `batchSize`, a poll takes up to that many jobs, run one after another: a queue of many short
   * jobs is not held to one per polling interval.
   */
  work<T extends object>(
    queue: string,
    handler: (data: T) => Promise<void>,
    options?: { batchSize?: number },
  ): Promise<void>;
  /** Lets jobs under way finish (up to `timeoutMs`) and takes no more. */
  stop(timeoutMs: number): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  runScript: (script: string) => Promise<ScriptRows>;
  /** pg-boss keeps its tables in a schema of its own. */
  schema: string;
  queues: readonly string[];
  retryDelaySeconds: number;
  /** A job not done this long after it started (its instance died) is tried again. */
  expireInSeconds: number;
  onError: (error: Error) => void;
}

/** With backoff, 14 tries after a first delay of 10 s span about a day. */
const RETRY_LIMIT = 14;
const POLLING_SECONDS = 0.5;

/** pg-boss's statements through the app's database: parameters go as one statement, scripts whole. */
function bossDb(db: Db, runScript: JobQueueOptions['runScript']): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values === undefined || values.length === 0) return { rows: await runScript(text) };
      const { rows } = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows };
    },
  };
}

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: bossDb(options.db, options.runScript),
    schema: options.schema,
    // Cron schedules are not used; maintenance (expiry, retention) is, at least as often as jobs
    // expire, so that a dead instance's jobs are soon taken up again.
    schedule: false,
    maintenanceIntervalSeconds: Math.min(120, options.expireInSeconds),
  });
  boss.on('error', options.onError);
  await boss.start();
  for (const queue of options.queues) {
    await boss.createQueue(queue, {
      name: queue,
      retryLimit: RETRY_LIMIT,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds,
    });
  }
  return {
    async send(db, queue, data, options = {}) {
      // In a transaction, the job's row is written by that transaction's connection.
      await boss.send(queue, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        db: {
          executeSql: async (text, values) => db.executeQuery(CompiledQuery.raw(text, values)),
        },
      });
    },
    async work<T extends object>(
      queue: string,
      handler: (data: T) => Promise<void>,
      options: { batchSize?: number } = {},
    ) {
      const settings = {
        pollingIntervalSeconds: POLLING_SECONDS,
        batchSize: options.batchSize ?? 1,
      };
      await boss.work<T>(queue, settings, async (jobs) => {
        // A job that throws fails alone, to be tried again; the others of its batch complete.
        for (const job of jobs) {
          try {
            await handler(job.data);
          } catch (error) {
            await boss.fail(queue, job.id, { message: String(error) });
          }
        }
      });
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
