import fp from 'fastify-plugin';
import { relayAlertChecks, RELAY_BATCH } from '@/services/alert-check-relay.ts';
import { matchPostChange } from '@/services/alert-matching.ts';
import { sendDigest, sendInstantAlert } from '@/services/alert-mail-service.ts';
import {
  ALERT_DIGEST_QUEUE,
  ALERT_MAIL_QUEUE,
  ALERT_MATCH_QUEUE,
  type AlertDigestJob,
  type AlertMailJob,
  type AlertMatchJob,
} from '@/services/alert-queues.ts';

/** How often the changes the triggers wrote are moved into the job queue (as its own polling). */
const RELAY_EVERY_MS = 500;
/**
 * Alert jobs are short: each poll takes this many, so a storm's alerts do not queue up. A batch
 * must end well within JOB_EXPIRE_SECONDS, or its jobs would be taken again while still running.
 */
const MATCH_BATCH = { batchSize: 50 };
const MAIL_BATCH = { batchSize: 20 };

/**
 * Alerts on saved searches: changes written by the database's triggers are moved into the job
 * queue, matched against the project's subscriptions, and mailed, each step a job kept in the
 * database, so a crash or a second instance never loses or repeats one.
 */
export const alertJobsPlugin = fp(
  async (app) => {
    const mailDeps = {
      db: app.db,
      jobs: app.jobs,
      mailer: app.mailer,
      origin: app.config.publicOrigin,
      messageIdHost: new URL(app.config.publicOrigin).hostname,
    };
    const failed = (what: string) => (error: unknown) => {
      app.log.warn({ err: error }, `${what} failed; tried again later`);
      throw error;
    };
    await app.jobs.work<AlertMatchJob>(
      ALERT_MATCH_QUEUE,
      async (job) => {
        await matchPostChange({ db: app.db, jobs: app.jobs }, job).catch(failed('alert matching'));
      },
      MATCH_BATCH,
    );
    await app.jobs.work<AlertMailJob>(
      ALERT_MAIL_QUEUE,
      async (job) => {
        await sendInstantAlert(mailDeps, job).catch(failed('alert mail'));
      },
      MAIL_BATCH,
    );
    await app.jobs.work<AlertDigestJob>(ALERT_DIGEST_QUEUE, async (job) => {
      await sendDigest(mailDeps, job).catch(failed('alert digest'));
    });

    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const relay = async () => {
      try {
        while (!stopped && (await relayAlertChecks(app.db, app.jobs)) === RELAY_BATCH);
      } catch (error) {
        app.log.error({ err: error }, 'alert checks could not be queued; tried again');
      }
      if (!stopped) timer = setTimeout(tick, RELAY_EVERY_MS);
    };
    const tick = () => {
      running = relay();
    };
    tick();
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { dependencies: ['job-queue'] },
);
