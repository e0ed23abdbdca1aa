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
  /** Runs each job of the queue; a job whose handler throws is tried again later. */
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
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
  onError: (error: Error) => void;
}

/** With backoff, 14 tries after a first delay of 10 s span about a day. */
const RETRY_LIMIT = 14;
/** A job not done this long after it started (its instance died) is tried again. */
const EXPIRE_IN_SECONDS = 5 * 60;
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
    // Cron schedules are not used; maintenance (expiry, retention) is.
    schedule: false,
  });
  boss.on('error', options.onError);
  await boss.start();
  for (const queue of options.queues) {
    await boss.createQueue(queue, {
      name: queue,
      retryLimit: RETRY_LIMIT,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: EXPIRE_IN_SECONDS,
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
    async work<T extends object>(queue: string, handler: (data: T) => Promise<void>) {
      await boss.work<T>(queue, { pollingIntervalSeconds: POLLING_SECONDS }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
