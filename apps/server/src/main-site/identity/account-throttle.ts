import type { Db } from '@/db/database.ts';
import { hashToken } from './token-hash.ts';

/** Failed sign-ins an account allows before each further one makes it wait. */
export const FREE_FAILURES = 5;
/** The longest wait, so that someone guessing cannot shut the owner out for long. */
export const LONGEST_WAIT_SECONDS = 900;
/** An account whose last attempt is this old starts counting again. */
export const FORGET_AFTER_MS = 3_600_000;

export type AttemptClaim =
  | { allowed: true; failures: number; waitSeconds: number }
  | { allowed: false; retryAfterSeconds: number };

/** The key of an account's counter: the e-mail as sign-in compares it, hashed. */
export const accountKey = (email: string) => hashToken(`sign-in:${email.trim().toLowerCase()}`);

/** The wait after the nth failure in a row: none for the first few, then 1 s doubling. */
export const waitAfter = (failures: number) =>
  failures <= FREE_FAILURES
    ? 0
    : Math.min(2 ** (failures - FREE_FAILURES - 1), LONGEST_WAIT_SECONDS);

/**
 * Claims one sign-in attempt for the account, counted as a failure until `clearAttempts` says it
 * succeeded. The row is locked while it is read and written, so attempts made at the same time,
 * from any number of addresses or instances, count one by one and none slips past a wait.
 */
export async function claimAttempt(db: Db, key: string, now = new Date()): Promise<AttemptClaim> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sign_in_throttles')
      .values({ account_key: key, failures: 0, last_attempt_at: now })
      .onConflict((oc) => oc.column('account_key').doNothing())
      .execute();
    const row = await trx
      .selectFrom('sign_in_throttles')
      .select(['failures', 'last_attempt_at', 'blocked_until'])
      .where('account_key', '=', key)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.blocked_until && row.blocked_until > now) {
      const retryAfterSeconds = Math.ceil((row.blocked_until.getTime() - now.getTime()) / 1000);
      return { allowed: false, retryAfterSeconds };
    }
    const stale = now.getTime() - row.last_attempt_at.getTime() > FORGET_AFTER_MS;
    const failures = (stale ? 0 : row.failures) + 1;
    const waitSeconds = waitAfter(failures);
    await trx
      .updateTable('sign_in_throttles')
      .set({
        failures,
        last_attempt_at: now,
        blocked_until: waitSeconds > 0 ? new Date(now.getTime() + waitSeconds * 1000) : null,
      })
      .where('account_key', '=', key)
      .execute();
    return { allowed: true, failures, waitSeconds };
  });
}

/** A successful sign-in: the account starts counting afresh. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_throttles').where('account_key', '=', key).execute();
}
