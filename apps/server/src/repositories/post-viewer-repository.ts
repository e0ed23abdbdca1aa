import { sql } from 'kysely';
import type { EventActor } from '@highwater/core/api/events';
import type { Db } from '@/db/database.ts';

// Expiry is reckoned by the database's clock, which every server instance shares.

/** Whether the user was already a live viewer of the post (the row locked for the change). */
export async function lockLiveViewer(db: Db, postId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('post_viewers')
    .select(sql<boolean>`expires_at > now()`.as('live'))
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.live ?? false;
}

export async function upsertViewer(
  db: Db,
  viewer: { postId: number; userId: number; projectId: number; ttlMs: number },
): Promise<void> {
  const expiresAt = sql<Date>`now() + make_interval(secs => ${viewer.ttlMs / 1000})`;
  await db
    .insertInto('post_viewers')
    .values({
      post_id: viewer.postId,
      user_id: viewer.userId,
      project_id: viewer.projectId,
      expires_at: expiresAt,
    })
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doUpdateSet({ expires_at: expiresAt }))
    .execute();
}

/** Removes the viewer; answers whether they were still a live viewer. */
export async function deleteViewer(db: Db, postId: number, userId: number): Promise<boolean> {
  const row = await db
    .deleteFrom('post_viewers')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .returning(sql<boolean>`expires_at > now()`.as('live'))
    .executeTakeFirst();
  return row?.live ?? false;
}

/** The post's live viewers, by name. */
export function liveViewers(db: Db, postId: number): Promise<EventActor[]> {
  return db
    .selectFrom('post_viewers as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.avatar_url'])
    .where('v.post_id', '=', postId)
    .where('v.expires_at', '>', sql<Date>`now()`)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .execute();
}

/** Removes the viewers whose presence ran out; answers the posts they had open. */
export async function deleteExpiredViewers(
  db: Db,
): Promise<{ post_id: number; project_id: number }[]> {
  const rows = await db
    .deleteFrom('post_viewers')
    .where('expires_at', '<=', sql<Date>`now()`)
    .returning(['post_id', 'project_id'])
    .execute();
  const posts = new Map(rows.map((row) => [row.post_id, row]));
  return [...posts.values()].sort((a, b) => a.post_id - b.post_id);
}
