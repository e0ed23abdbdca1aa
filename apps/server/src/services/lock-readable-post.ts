import { rollingWindowStart } from '@highwater/core/filters/time-range';
import type { Db } from '@/db/database.ts';
import { notFound } from '@/plugins/http-errors.ts';
import { lockPostInProject } from '@/repositories/readable-post-repository.ts';
import type { ProjectRow } from '@/services/access-service.ts';
import { POST_NOT_FOUND } from '@/services/post-detail-service.ts';

/**
 * Locks a post of the project that a member may read now (a rolling window's start applies) for
 * a change in the caller's transaction; 404 when it cannot be read, as for any other post call.
 */
export async function lockReadablePost(trx: Db, project: ProjectRow, postId: number, now: Date) {
  const post = await lockPostInProject(trx, project.id, postId, rollingWindowStart(project, now));
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}
