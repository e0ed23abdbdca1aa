import { POST_EXCERPT_LENGTH, type PostSummary } from '@highwater/core/api/posts';
import type { Db } from '@/db/database.ts';
import { toPostSummary } from '@/domain/post-format.ts';
import { badRequest, notFound } from '@/plugins/http-errors.ts';
import {
  lockPostStatus,
  postInProject,
  setPostStatus,
  upsertPostView,
} from '@/repositories/post-action-repository.ts';
import { postSummaries } from '@/repositories/post-repository.ts';
import { statusBelongsToProject } from '@/repositories/status-repository.ts';
import { POST_NOT_FOUND } from '@/services/post-detail-service.ts';
import { memberProjectScope } from '@/services/post-scope.ts';

/**
 * Sets the post's status to one of its project's statuses and records the change (who, when,
 * from, to) in the same transaction. Answers the post as a list item.
 */
export async function changePostStatus(
  db: Db,
  userId: number,
  projectId: number,
  postId: number,
  statusId: number,
): Promise<PostSummary> {
  const { defaultStatusId } = await memberProjectScope(db, userId, projectId);
  await db.transaction().execute(async (trx) => {
    const post = await lockPostStatus(trx, projectId, postId);
    if (!post) throw notFound(POST_NOT_FOUND);
    if (!(await statusBelongsToProject(trx, statusId, projectId))) {
      throw badRequest(`status_id ${statusId} is not a status of this project`);
    }
    const from = post.status_id ?? defaultStatusId;
    await setPostStatus(trx, { postId, userId, from, to: statusId });
  });
  const [row] = await postSummaries(db, [postId], userId, POST_EXCERPT_LENGTH);
  if (!row) throw notFound(POST_NOT_FOUND);
  return toPostSummary(row, defaultStatusId);
}

/** Marks the post as seen by the user now. */
export async function recordPostView(
  db: Db,
  userId: number,
  projectId: number,
  postId: number,
): Promise<{ seen: string }> {
  await memberProjectScope(db, userId, projectId);
  if (!(await postInProject(db, projectId, postId))) throw notFound(POST_NOT_FOUND);
  const seen = await upsertPostView(db, userId, postId);
  return { seen: seen.toISOString() };
}
