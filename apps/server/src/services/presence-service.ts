import type { PostViewers } from '@highwater/core/api/events';
import { rollingWindowStart } from '@highwater/core/filters/time-range';
import type { Db } from '@/db/database.ts';
import { notFound } from '@/plugins/http-errors.ts';
import {
  deleteExpiredViewers,
  deleteViewer,
  liveViewers,
  lockLiveViewer,
  upsertViewer,
} from '@/repositories/post-viewer-repository.ts';
import { postInProject } from '@/repositories/readable-post-repository.ts';
import { projectForMember } from '@/services/access-service.ts';
import { POST_NOT_FOUND } from '@/services/post-detail-service.ts';
import { publishViewers } from '@/services/project-event-publisher.ts';

interface PresenceCall {
  userId: number;
  projectId: number;
  postId: number;
  now?: Date;
}

/** The post when the user may read it (a member; inside a rolling window); 404 otherwise. */
async function readablePost(db: Db, call: PresenceCall, now: Date): Promise<void> {
  const project = await projectForMember(db, call.userId, call.projectId);
  const since = rollingWindowStart(project, now);
  if (!(await postInProject(db, call.projectId, call.postId, since))) {
    throw notFound(POST_NOT_FOUND);
  }
}

/**
 * The user has the post open for ttlMs more. Joining (not already a live viewer) tells the
 * project's streams who has the post open now; a repeated call only extends the presence.
 */
export async function openPost(db: Db, call: PresenceCall, ttlMs: number): Promise<PostViewers> {
  const now = call.now ?? new Date();
  await readablePost(db, call, now);
  const viewers = await db.transaction().execute(async (trx) => {
    const wasViewer = await lockLiveViewer(trx, call.postId, call.userId);
    await upsertViewer(trx, { ...call, ttlMs });
    const current = await liveViewers(trx, call.postId);
    if (!wasViewer) {
      await publishViewers(trx, { ...call, actorId: call.userId, at: now }, current);
    }
    return current;
  });
  return { viewers };
}

/** The user closed the post; the project's streams hear of it when they were a live viewer. */
export async function closePost(db: Db, call: PresenceCall): Promise<PostViewers> {
  const now = call.now ?? new Date();
  await readablePost(db, call, now);
  const viewers = await db.transaction().execute(async (trx) => {
    const wasViewer = await deleteViewer(trx, call.postId, call.userId);
    const current = await liveViewers(trx, call.postId);
    if (wasViewer) {
      await publishViewers(trx, { ...call, actorId: call.userId, at: now }, current);
    }
    return current;
  });
  return { viewers };
}

/**
 * Ends the presence of viewers who stopped calling (a closed tab, a lost connection) and tells
 * each post's streams who is left. Every instance runs it; a row is deleted, and told, once.
 */
export async function expireViewers(db: Db, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const post of await deleteExpiredViewers(trx)) {
      const change = { projectId: post.project_id, postId: post.post_id, actorId: null, at: now };
      await publishViewers(trx, change, await liveViewers(trx, post.post_id));
    }
  });
}
