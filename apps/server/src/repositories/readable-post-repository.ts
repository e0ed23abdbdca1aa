import type { Db } from '@/db/database.ts';

/**
 * The post when it is in the project and, for a rolling-window project, observed since the
 * window's start (observedSince): the posts a member of the project can read.
 */
function readablePost(db: Db, projectId: number, postId: number, observedSince: Date | null) {
  const query = db.selectFrom('posts').where('id', '=', postId).where('project_id', '=', projectId);
  return observedSince ? query.where('observed_at', '>=', observedSince) : query;
}

/** Whether a member of the project can read the post (see readablePost). */
export async function postInProject(
  db: Db,
  projectId: number,
  postId: number,
  observedSince: Date | null,
): Promise<boolean> {
  const row = await readablePost(db, projectId, postId, observedSince)
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Locks a post a member of the project can read (see readablePost) for a change in the caller's
 * transaction, with the values a change records as its `from`; undefined when it is not readable.
 */
export function lockPostInProject(
  db: Db,
  projectId: number,
  postId: number,
  observedSince: Date | null,
): Promise<{ status_id: number | null; severity_level: number | null } | undefined> {
  return readablePost(db, projectId, postId, observedSince)
    .select(['status_id', 'severity_level'])
    .forUpdate()
    .executeTakeFirst();
}
