import { sql } from 'kysely';
import type { EventActor, EventPost } from '@highwater/core/api/events';
import type { Db } from '@/db/database.ts';

export interface NewProjectEvent {
  projectId: number;
  type: string;
  postId: number | null;
  /** The event without its id, as the stream sends it. */
  payload: object;
  isInternalNote: boolean;
  userId: number | null;
}

/** Stored in the caller's transaction; its trigger notifies listeners once that commits. */
export async function insertProjectEvent(db: Db, event: NewProjectEvent): Promise<void> {
  await db
    .insertInto('project_events')
    .values({
      project_id: event.projectId,
      type: event.type,
      post_id: event.postId,
      payload: JSON.stringify(event.payload),
      is_internal_note: event.isInternalNote,
      user_id: event.userId,
    })
    .execute();
}

export interface StoredProjectEvent {
  id: number;
  project_id: number;
  type: string;
  payload: Record<string, unknown>;
  is_internal_note: boolean;
  user_id: number | null;
}

const storedColumns = [
  'id',
  'project_id',
  'type',
  'payload',
  'is_internal_note',
  'user_id',
] as const;

export function eventsByIds(db: Db, ids: readonly number[]): Promise<StoredProjectEvent[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('project_events')
    .select(storedColumns)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** The project's events after the given id, oldest first (the replay of a reconnecting client). */
export function eventsAfter(
  db: Db,
  projectId: number,
  afterId: number,
  limit: number,
): Promise<StoredProjectEvent[]> {
  return db
    .selectFrom('project_events')
    .select(storedColumns)
    .where('project_id', '=', projectId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function pruneProjectEvents(db: Db, olderThan: Date): Promise<void> {
  await db.deleteFrom('project_events').where('created_at', '<', olderThan).execute();
}

/** The post as events carry it, by the function the new-sightings trigger uses (migration 011). */
export async function eventPost(db: Db, postId: number): Promise<EventPost> {
  const query = sql<{ post: EventPost | null }>`SELECT project_event_post(${postId}) AS post`;
  const post = (await query.execute(db)).rows[0]?.post;
  if (!post) throw new Error(`Post ${postId} not found for its event`);
  return post;
}

export function eventActorRow(db: Db, userId: number): Promise<EventActor> {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'avatar_url'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Sets the actor of the post's post.created event, in the transaction that created the post. */
export async function setCreatedEventActor(
  db: Db,
  postId: number,
  actor: EventActor,
): Promise<void> {
  await db
    .updateTable('project_events')
    .set({ payload: sql`jsonb_set(payload, '{actor}', ${JSON.stringify(actor)}::jsonb)` })
    .where('post_id', '=', postId)
    .where('type', '=', 'post.created')
    .execute();
}
