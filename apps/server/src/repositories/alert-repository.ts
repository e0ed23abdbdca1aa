import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/db/database.ts';

/** An alert with what the list, the bell and the mails show of it. */
export interface AlertRow {
  id: number;
  created_at: Date;
  read_at: Date | null;
  subscription_id: number;
  saved_search_id: number;
  saved_search_title: string;
  saved_search_query: [string, string][];
  project_id: number;
  project_name: string | null;
  project_slug: string;
  client_group_slug: string;
  post_id: number;
  lat: number;
  lng: number;
  location: string | null;
  observed_at: Date;
  severity_level: number | null;
  show_severity: boolean;
  status_name: string | null;
  thumbnail_key: string | null;
}

/**
 * What the user may see of an alert now, read at that moment: they are still a member of the
 * project's group, and the post is inside the project's rolling window.
 */
const visibleTo = (userId: RawBuilder<unknown> | number, now: Date) => sql<boolean>`(
  EXISTS (SELECT 1 FROM client_group_members m
    WHERE m.client_group_id = pr.client_group_id AND m.user_id = ${userId})
  AND (pr.rolling_time_range_days IS NULL
    OR p.observed_at >= ${now}::timestamptz - make_interval(days => pr.rolling_time_range_days)))`;

const ALERT_FROM = sql`alerts a
  JOIN alert_subscriptions sub ON sub.id = a.subscription_id
  JOIN saved_searches s ON s.id = sub.saved_search_id
  JOIN posts p ON p.id = a.post_id
  JOIN projects pr ON pr.id = p.project_id
  JOIN client_groups g ON g.id = pr.client_group_id`;

const ALERT_COLUMNS = sql`a.id, a.created_at, a.read_at, a.subscription_id,
  s.id AS saved_search_id, s.title AS saved_search_title, s.query AS saved_search_query,
  pr.id AS project_id, pr.name AS project_name, coalesce(pr.slug, pr.id::text) AS project_slug,
  g.slug AS client_group_slug, p.id AS post_id, p.lat, p.lng, p.location, p.observed_at,
  p.severity_level, pr.show_severity,
  (SELECT st.label FROM statuses st WHERE st.project_id = pr.id
    ORDER BY st.id = p.status_id DESC, st.is_default DESC, st.sort_order, st.id LIMIT 1)
    AS status_name,
  (SELECT coalesce(m.thumbnail_key, CASE WHEN m.type = 'image' THEN m.storage_key END)
    FROM media m WHERE m.post_id = p.id ORDER BY m.sort_order, m.id LIMIT 1) AS thumbnail_key`;

/** The user's alerts they may still see, newest first. */
export async function listVisibleAlerts(
  db: Db,
  userId: number,
  now: Date,
  limit: number,
): Promise<AlertRow[]> {
  const { rows } = await sql<AlertRow>`SELECT ${ALERT_COLUMNS} FROM ${ALERT_FROM}
    WHERE a.user_id = ${userId} AND ${visibleTo(userId, now)}
    ORDER BY a.id DESC LIMIT ${limit}`.execute(db);
  return rows;
}

export async function countUnreadVisibleAlerts(db: Db, userId: number, now: Date): Promise<number> {
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${ALERT_FROM}
    WHERE a.user_id = ${userId} AND a.read_at IS NULL AND ${visibleTo(userId, now)}`.execute(db);
  return rows[0]?.count ?? 0;
}

/** Marks the user's own alert read; false when they have no such alert. */
export async function markAlertRead(db: Db, userId: number, alertId: number): Promise<boolean> {
  const row = await db
    .updateTable('alerts')
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where('id', '=', alertId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores new alerts; those stored before are left alone and not answered. */
export function insertAlerts(
  db: Db,
  rows: readonly { subscription_id: number; user_id: number; post_id: number }[],
): Promise<{ id: number; subscription_id: number }[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insertInto('alerts')
    .values([...rows])
    .onConflict((conflict) => conflict.columns(['subscription_id', 'post_id']).doNothing())
    .returning(['id', 'subscription_id'])
    .execute();
}

/** An alert not yet mailed, with its subscription's mode, if its owner may still see it. */
export async function unmailedAlert(
  db: Db,
  alertId: number,
  now: Date,
): Promise<(AlertRow & { user_id: number; mode: string }) | undefined> {
  const { rows } = await sql<AlertRow & { user_id: number; mode: string }>`
    SELECT ${ALERT_COLUMNS}, a.user_id, sub.mode FROM ${ALERT_FROM}
    WHERE a.id = ${alertId} AND a.mailed_at IS NULL AND ${visibleTo(sql.ref('a.user_id'), now)}`.execute(
    db,
  );
  return rows[0];
}

/** The subscription's alerts not yet mailed, newest first, split by whether the owner may see them. */
export async function unmailedDigestAlerts(
  db: Db,
  subscriptionId: number,
  now: Date,
): Promise<(AlertRow & { visible: boolean })[]> {
  const { rows } = await sql<AlertRow & { visible: boolean }>`
    SELECT ${ALERT_COLUMNS}, ${visibleTo(sql.ref('a.user_id'), now)} AS visible FROM ${ALERT_FROM}
    WHERE a.subscription_id = ${subscriptionId} AND a.mailed_at IS NULL
    ORDER BY a.id DESC`.execute(db);
  return rows;
}

export async function markAlertsMailed(db: Db, alertIds: readonly number[]): Promise<void> {
  if (alertIds.length === 0) return;
  await db
    .updateTable('alerts')
    .set({ mailed_at: new Date() })
    .where('id', 'in', alertIds)
    .execute();
}
