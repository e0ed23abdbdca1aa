import type { TideAnswer } from '@highwater/core/api/tides';
import { rollingWindowStart } from '@highwater/core/filters/time-range';
import type { TideAdapter } from '@/adapters/tides/tide-adapter.ts';
import type { Db } from '@/db/database.ts';
import { notFound } from '@/plugins/http-errors.ts';
import { findPostInProject } from '@/repositories/post-detail-repository.ts';
import { POST_NOT_FOUND } from '@/services/post-detail-service.ts';
import { memberProjectScope } from '@/services/access-service.ts';

/**
 * Where the tide stood around the post's observed time, for members of its project only (404
 * otherwise, exactly as for a missing post). No station in reach is an answer, not an error:
 * { error: 'NO_STATION_FOUND' }.
 */
export async function postTide(
  db: Db,
  tides: TideAdapter,
  userId: number,
  projectId: number,
  postId: number,
  now = new Date(),
): Promise<TideAnswer> {
  const { project } = await memberProjectScope(db, userId, projectId);
  const post = await findPostInProject(
    db,
    projectId,
    postId,
    userId,
    rollingWindowStart(project, now),
  );
  if (!post) throw notFound(POST_NOT_FOUND);
  return tides.lookup({ lat: post.lat, lng: post.lng, observedAt: post.observed_at });
}
