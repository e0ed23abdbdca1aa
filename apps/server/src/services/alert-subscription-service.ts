import type { AlertMode, AlertSetting } from '@highwater/core/api/alerts';
import type { Db } from '@/db/database.ts';
import {
  subscriptionForUnsubscribe,
  switchSubscriptionOff,
  upsertSubscription,
} from '@/repositories/alert-subscription-repository.ts';
import { newUnsubscribeSecret, sameSecret } from '@/services/alert-links.ts';
import { ownSavedSearch } from '@/services/saved-search-service.ts';

/**
 * Sets the alert of the user's own saved search (someone else's, or one in a project the user no
 * longer reaches, is a 404). Changes from the moment of the new mode on are alerted.
 */
export async function setAlertMode(
  db: Db,
  userId: number,
  savedSearchId: number,
  mode: AlertMode,
): Promise<AlertSetting> {
  const search = await ownSavedSearch(db, userId, savedSearchId);
  await upsertSubscription(db, {
    savedSearchId,
    userId,
    projectId: search.project_id,
    mode,
    secret: newUnsubscribeSecret(),
  });
  return { saved_search_id: savedSearchId, mode };
}

/** The saved search an unsubscribe link names, when its secret is right. */
export async function unsubscribeTarget(
  db: Db,
  subscriptionId: number,
  secret: string,
): Promise<{ title: string; mode: AlertMode } | undefined> {
  const row = await subscriptionForUnsubscribe(db, subscriptionId);
  if (!row || !sameSecret(secret, row.secret)) return undefined;
  return { title: row.title, mode: row.mode };
}

/** Switches the alert off through its link; false when the link is not a subscription's. */
export async function unsubscribeWithLink(
  db: Db,
  subscriptionId: number,
  secret: string,
): Promise<{ title: string } | undefined> {
  const target = await unsubscribeTarget(db, subscriptionId, secret);
  if (!target) return undefined;
  if (target.mode !== 'off') await switchSubscriptionOff(db, subscriptionId);
  return { title: target.title };
}
