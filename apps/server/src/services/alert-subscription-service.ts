import type { AlertMode, AlertSetting } from '@highwater/core/api/alerts';
import type { Db } from '@/db/database.ts';
import {
  subscriptionForUnsubscribe,
  switchSubscriptionOff,
  upsertSubscription,
} from '@/repositories/alert-subscription-repository.ts';
import { newUnsubscribeSecret, sameSecret } from '@/services/alert-links.ts';
import { publishSavedSearchChange } from '@/services/project-event-publisher.ts';
import { ownSavedSearch, savedSearchChange } from '@/services/saved-search-service.ts';

/**
 * Sets the alert of the user's own saved search (someone else's, or one in a project the user no
 * longer reaches, is a 404). Changes from the moment of the new mode on are alerted. The user's
 * open dashboards hear of it as of any change of the search.
 */
export async function setAlertMode(
  db: Db,
  userId: number,
  savedSearchId: number,
  mode: AlertMode,
): Promise<AlertSetting> {
  const search = await ownSavedSearch(db, userId, savedSearchId);
  await db.transaction().execute(async (trx) => {
    await upsertSubscription(trx, {
      savedSearchId,
      userId,
      projectId: search.project_id,
      mode,
      secret: newUnsubscribeSecret(),
    });
    await publishSavedSearchChange(trx, savedSearchChange(search, userId, false));
  });
  return { saved_search_id: savedSearchId, mode };
}

/** The subscription an unsubscribe link names, when its secret is right. */
async function linkedSubscription(db: Db, subscriptionId: number, secret: string) {
  const row = await subscriptionForUnsubscribe(db, subscriptionId);
  return row && sameSecret(secret, row.secret) ? row : undefined;
}

/** The saved search an unsubscribe link names, when its secret is right. */
export async function unsubscribeTarget(
  db: Db,
  subscriptionId: number,
  secret: string,
): Promise<{ title: string; mode: AlertMode } | undefined> {
  const row = await linkedSubscription(db, subscriptionId, secret);
  return row && { title: row.title, mode: row.mode };
}

/** Switches the alert off through its link; false when the link is not a subscription's. */
export async function unsubscribeWithLink(
  db: Db,
  subscriptionId: number,
  secret: string,
): Promise<{ title: string } | undefined> {
  const row = await linkedSubscription(db, subscriptionId, secret);
  if (!row) return undefined;
  if (row.mode !== 'off') {
    await db.transaction().execute(async (trx) => {
      await switchSubscriptionOff(trx, subscriptionId);
      const search = { id: row.saved_search_id, project_id: row.project_id };
      await publishSavedSearchChange(trx, savedSearchChange(search, row.user_id, false));
    });
  }
  return { title: row.title };
}
