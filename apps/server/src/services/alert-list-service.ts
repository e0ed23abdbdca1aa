import { ALERT_LIST_LIMIT, type Alert, type AlertList } from '@highwater/core/api/alerts';
import type { Db } from '@/db/database.ts';
import { displayLocation, iso, mediaPath } from '@/domain/post-format.ts';
import { notFound } from '@/plugins/http-errors.ts';
import {
  countUnreadVisibleAlerts,
  listVisibleAlerts,
  markAlertRead,
  type AlertRow,
} from '@/repositories/alert-repository.ts';

export const ALERT_NOT_FOUND = 'Alert not found';

const toAlert = (row: AlertRow): Alert => ({
  id: row.id,
  created_at: iso(new Date(row.created_at)),
  read: row.read_at !== null,
  saved_search: { id: row.saved_search_id, title: row.saved_search_title },
  project: {
    id: row.project_id,
    slug: row.project_slug,
    client_group_slug: row.client_group_slug,
    show_severity: row.show_severity,
  },
  post: {
    id: row.post_id,
    location: displayLocation(row.location) ?? '',
    observed_at: iso(new Date(row.observed_at)),
    severity_level: row.severity_level,
    status_name: row.status_name,
    thumbnail_url: mediaPath(row.thumbnail_key),
  },
});

/**
 * The user's newest alerts and how many are unread, read as the user may see them now: an alert
 * of a group they left, or of a post outside its project's rolling window, is not shown.
 */
export async function listAlerts(db: Db, userId: number, now = new Date()): Promise<AlertList> {
  const [rows, unread] = await Promise.all([
    listVisibleAlerts(db, userId, now, ALERT_LIST_LIMIT),
    countUnreadVisibleAlerts(db, userId, now),
  ]);
  return { alerts: rows.map(toAlert), unread_count: unread };
}

/** Marks the user's own alert read (again is fine); anyone else's is a 404. */
export async function readAlert(db: Db, userId: number, alertId: number): Promise<void> {
  if (!(await markAlertRead(db, userId, alertId))) throw notFound(ALERT_NOT_FOUND);
}
