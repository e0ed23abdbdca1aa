import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';

export interface StatusRow {
  id: number;
  label: string;
  sort_order: number;
  is_default: boolean;
  quick_replies: string[];
  posts: number;
}

/** The project's statuses in their order, with how many posts have each. */
export async function listStatuses(db: Db, projectId: number): Promise<StatusRow[]> {
  const rows = await db
    .selectFrom('statuses as s')
    .select([
      's.id',
      's.label',
      's.sort_order',
      's.is_default',
      's.quick_replies',
      (eb) =>
        eb
          .selectFrom('posts')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('posts.status_id', '=', 's.id')
          .as('posts'),
    ])
    .where('s.project_id', '=', projectId)
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({ ...row, posts: Number(row.posts ?? 0) }));
}

/** Locks the project's statuses for a change (order, default, removal) against a parallel one. */
export async function lockStatuses(trx: Db, projectId: number): Promise<StatusRow[]> {
  await trx
    .selectFrom('statuses')
    .select('id')
    .where('project_id', '=', projectId)
    .forUpdate()
    .execute();
  return listStatuses(trx, projectId);
}

/** Writes the order given: sort_order 0, 1, 2… */
export async function writeOrder(trx: Db, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await trx.updateTable('statuses').set({ sort_order: index }).where('id', '=', id).execute();
  }
}

/**
 * Makes one status the default and no other: first none, then the one, as the unique key of a
 * project's default (migration 003) is checked row by row.
 */
export async function setDefault(trx: Db, projectId: number, statusId: number): Promise<void> {
  await trx
    .updateTable('statuses')
    .set({ is_default: false })
    .where('project_id', '=', projectId)
    .where('is_default', '=', true)
    .execute();
  await trx.updateTable('statuses').set({ is_default: true }).where('id', '=', statusId).execute();
}

/**
 * Moves the status's posts to another status of the project, recording each move in the posts'
 * status history as a change by the actor, then deletes the status. Returns how many moved.
 */
export async function removeStatus(
  trx: Db,
  change: { projectId: number; statusId: number; moveTo: number; actorId: number; at: Date },
): Promise<number> {
  const moved = await trx
    .updateTable('posts')
    .set({ status_id: change.moveTo })
    .where('project_id', '=', change.projectId)
    .where('status_id', '=', change.statusId)
    .returning('id')
    .execute();
  if (moved.length > 0) {
    await trx
      .insertInto('post_status_changes')
      .values(
        moved.map((post) => ({
          post_id: post.id,
          user_id: change.actorId,
          from_status_id: change.statusId,
          to_status_id: change.moveTo,
          changed_at: change.at,
        })),
      )
      .execute();
  }
  await trx.deleteFrom('statuses').where('id', '=', change.statusId).execute();
  return moved.length;
}
