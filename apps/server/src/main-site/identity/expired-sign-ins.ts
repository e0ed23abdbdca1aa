import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';
import { FORGET_AFTER_MS } from './account-throttle.ts';

const HOUR_MS = 3_600_000;

/**
 * Deletes what can no longer be used: expired codes, tokens and sign-in sessions, the token
 * families left with no refresh token, and stale failed sign-in counts. Expired refresh tokens go only once expired, so a replayed
 * one is still recognised (and revokes its family) for as long as it could have worked.
 */
export async function purgeExpiredSignIns(db: Db, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const counts = [
      await trx.deleteFrom('authorization_codes').where('expires_at', '<', now).executeTakeFirst(),
      await trx.deleteFrom('access_tokens').where('expires_at', '<', now).executeTakeFirst(),
      await trx.deleteFrom('refresh_tokens').where('expires_at', '<', now).executeTakeFirst(),
    ];
    const families = await trx
      .deleteFrom('token_families')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('refresh_tokens')
              .select(sql`1`.as('one'))
              .whereRef('refresh_tokens.family_id', '=', 'token_families.id'),
          ),
        ),
      )
      .executeTakeFirst();
    const sessions = await trx
      .deleteFrom('identity_sessions')
      .where('expires_at', '<', now)
      .executeTakeFirst();
    // Failed sign-in counts that no longer make anyone wait nor count towards a wait.
    const throttles = await trx
      .deleteFrom('sign_in_throttles')
      .where('last_attempt_at', '<', new Date(now.getTime() - FORGET_AFTER_MS))
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', now)]))
      .executeTakeFirst();
    return [...counts, families, sessions, throttles].reduce(
      (sum, result) => sum + Number(result.numDeletedRows),
      0,
    );
  });
}

/** Purges now and then every hour, until the returned function is called. */
export function schedulePurgeOfExpiredSignIns(db: Db, onError: (error: unknown) => void) {
  const run = () => void purgeExpiredSignIns(db).catch(onError);
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
