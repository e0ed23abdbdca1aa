import type { Post } from '@highwater/core/api/posts';
import { rollingWindowStart } from '@highwater/core/filters/time-range';
import type { Db } from '@/db/database.ts';
import { badRequest, notFound } from '@/plugins/http-errors.ts';
import { setPostStatus, upsertPostView } from '@/repositories/post-action-repository.ts';
import { postInProject } from '@/repositories/readable-post-repository.ts';
import { statusBelongsToProject } from '@/repositories/status-repository.ts';
import { lockReadablePost } from '@/services/lock-readable-post.ts';
import { fullPost, POST_NOT_FOUND } from '@/services/post-detail-service.ts';
import { publishStatusChange } from '@/services/project-event-publisher.ts';
import { memberProjectScope } from '@/services/access-service.ts';

/**
 * Sets the post's status to one of its project's statuses and records the change (who, when,
 * from, to) in the same transaction. Answers the updated post in full, as GET answers it. A post
 * the user cannot read (another project, outside a rolling window) is 404.
 */
export async function changePostStatus(
  db: Db,
  userId: number,
  projectId: number,
  postId: number,
  statusId: number,
  now = new Date(),
): Promise<Post> {
  const scope = await memberProjectScope(db, userId, projectId);
  await db.transaction().execute(async (trx) => {
    const post = await lockReadablePost(trx, scope.project, postId, now);
    if (!(await statusBelongsToProject(trx, statusId, projectId))) {
      throw badRequest(`status_id ${statusId} is not a status of this project`);
    }
    const from = post.status_id ?? scope.defaultStatusId;
    await setPostStatus(trx, { postId, userId, from, to: statusId });
    await publishStatusChange(trx, {
      projectId,
      postId,
      actorId: userId,
      at: now,
      fromStatusId: from,
    });
  });
  return fullPost(db, scope, userId, postId, now);
}

/** Marks the post as seen by the user now; 404 for a post the user cannot read. */
export async function recordPostView(
  db: Db,
  userId: number,
  projectId: number,
  postId: number,
  now = new Date(),
): Promise<{ seen: string }> {
  const { project } = await memberProjectScope(db, userId, projectId);
  if (!(await postInProject(db, projectId, postId, rollingWindowStart(project, now)))) {
    throw notFound(POST_NOT_FOUND);
  }
  const seen = await upsertPostView(db, userId, postId);
  return { seen: seen.toISOString() };
}
