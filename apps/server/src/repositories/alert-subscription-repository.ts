import type { AlertMode } from '@highwater/core/api/alerts';
import type { Db } from '@/db/database.ts';

/** A subscription that alerts, with what matching and mail need of its search and owner. */
export interface ActiveSubscription {
  id: number;
  user_id: number;
  mode: Exclude<AlertMode, 'off'>;
  saved_search_id: number;
  query: [string, string][];
}

/** Sets a saved search's alert mode; the first setting makes the subscription and its secret. */
export async function upsertSubscription(
  db: Db,
  values: {
    savedSearchId: number;
    userId: number;
    projectId: number;
    mode: AlertMode;
    secret: string;
  },
): Promise<void> {
  await db
    .insertInto('alert_subscriptions')
    .values({
      saved_search_id: values.savedSearchId,
      user_id: values.userId,
      project_id: values.projectId,
      mode: values.mode,
      unsubscribe_secret: values.secret,
    })
    .onConflict((conflict) =>
      conflict.column('saved_search_id').doUpdateSet((eb) => ({
        mode: eb.ref('excluded.mode'),
        // Only a change of mode starts a new subscription period.
        mode_set_at: eb
          .case()
          .when('alert_subscriptions.mode', '=', eb.ref('excluded.mode'))
          .then(eb.ref('alert_subscriptions.mode_set_at'))
          .else(new Date())
          .end(),
      })),
    )
    .execute();
}

/** Alert modes of the user's saved searches, by saved search id. */
export async function subscriptionModes(
  db: Db,
  savedSearchIds: readonly number[],
): Promise<Map<number, AlertMode>> {
  if (savedSearchIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('alert_subscriptions')
    .select(['saved_search_id', 'mode'])
    .where('saved_search_id', 'in', savedSearchIds)
    .orderBy('saved_search_id')
    .execute();
  return new Map(rows.map((row) => [row.saved_search_id, row.mode]));
}

/** The project's subscriptions that alert and were set before the change. */
export function activeSubscriptions(
  db: Db,
  projectId: number,
  changedAt: Date,
): Promise<ActiveSubscription[]> {
  return db
    .selectFrom('alert_subscriptions as a')
    .innerJoin('saved_searches as s', 's.id', 'a.saved_search_id')
    .select(['a.id', 'a.user_id', 'a.mode', 'a.saved_search_id', 's.query'])
    .where('a.project_id', '=', projectId)
    .where('a.mode', '<>', 'off')
    .where('a.mode_set_at', '<=', changedAt)
    .orderBy('a.id')
    .execute() as Promise<ActiveSubscription[]>;
}

/** A subscription as its unsubscribe link finds it, with its secret to compare. */
export function subscriptionForUnsubscribe(
  db: Db,
  subscriptionId: number,
): Promise<
  | {
      secret: string;
      title: string;
      user_id: number;
      project_id: number;
      saved_search_id: number;
      mode: AlertMode;
    }
  | undefined
> {
  return db
    .selectFrom('alert_subscriptions as a')
    .innerJoin('saved_searches as s', 's.id', 'a.saved_search_id')
    .select([
      'a.unsubscribe_secret as secret',
      's.title',
      'a.user_id',
      'a.project_id',
      'a.saved_search_id',
      'a.mode',
    ])
    .where('a.id', '=', subscriptionId)
    .executeTakeFirst();
}

export async function switchSubscriptionOff(db: Db, subscriptionId: number): Promise<void> {
  await db
    .updateTable('alert_subscriptions')
    .set({ mode: 'off', digest_due_at: null, mode_set_at: new Date() })
    .where('id', '=', subscriptionId)
    .execute();
}

/**
 * Marks the subscription's next digest due, unless one is due already: true when this call set
 * it, and so its job must be queued (in the same transaction).
 */
export async function claimDigestDue(db: Db, subscriptionId: number, due: Date): Promise<boolean> {
  const row = await db
    .updateTable('alert_subscriptions')
    .set({ digest_due_at: due })
    .where('id', '=', subscriptionId)
    .where('digest_due_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function clearDigestDue(db: Db, subscriptionId: number): Promise<void> {
  await db
    .updateTable('alert_subscriptions')
    .set({ digest_due_at: null })
    .where('id', '=', subscriptionId)
    .execute();
}

/** Whom a subscription's mail goes to, in which language, and the link's secret. */
export interface AlertRecipient {
  subscription_id: number;
  mode: AlertMode;
  email: string | null;
  first_name: string;
  /** The stored preferredLanguage setting, if any. */
  language: unknown;
  secret: string;
}

export function alertRecipient(
  db: Db,
  subscriptionId: number,
): Promise<AlertRecipient | undefined> {
  return db
    .selectFrom('alert_subscriptions as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('user_settings as us', (join) =>
      join.onRef('us.user_id', '=', 'u.id').on('us.name', '=', 'preferredLanguage'),
    )
    .select([
      'a.id as subscription_id',
      'a.mode',
      'u.email',
      'u.first_name',
      'us.value as language',
      'a.unsubscribe_secret as secret',
    ])
    .where('a.id', '=', subscriptionId)
    .executeTakeFirst();
}
