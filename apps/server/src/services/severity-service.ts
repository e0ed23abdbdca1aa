import type { AiAdjustmentBody } from '@highwater/core/api/severity';
import { NO_SEVERITY_CHOSEN } from '@highwater/core/severity';
import type { Post } from '@highwater/core/api/posts';
import type { Db } from '@/db/database.ts';
import { badRequest } from '@/plugins/http-errors.ts';
import { recordSeverityReview } from '@/repositories/severity-repository.ts';
import { lockReadablePost } from '@/services/lock-readable-post.ts';
import { fullPost } from '@/services/post-detail-service.ts';
import { memberProjectScope } from '@/services/access-service.ts';
import type { ProjectScope } from '@/services/post-scope.ts';
import { publishSeverityReview } from '@/services/project-event-publisher.ts';

export const SEVERITY_HIDDEN = 'This project does not show severity';

/** The project of a member (404 otherwise) that shows severity (400 otherwise). */
export async function severityProjectScope(
  db: Db,
  userId: number,
  projectId: number,
): Promise<ProjectScope> {
  const scope = await memberProjectScope(db, userId, projectId);
  if (!scope.project.show_severity) throw badRequest(SEVERITY_HIDDEN);
  return scope;
}

/**
 * A human review of the post's severity: sets the level, marks it adjusted and keeps the review
 * (who, when, from, to, comment) in one transaction, the post row locked so two reviewers never
 * record the same `from`. The level the post already has is a confirmation (from = to), which
 * counts as reviewed too. With no level chosen (-1, spec 001 section 5) only the comment is kept:
 * the level, its review state and the other viewers' screens are left as they are. Answers the
 * updated post in full.
 */
export async function reviewPostSeverity(
  db: Db,
  userId: number,
  projectId: number,
  postId: number,
  body: AiAdjustmentBody,
  now = new Date(),
): Promise<Post> {
  const scope = await severityProjectScope(db, userId, projectId);
  await db.transaction().execute(async (trx) => {
    const post = await lockReadablePost(trx, scope.project, postId, now);
    const chosen = body.severity_level !== NO_SEVERITY_CHOSEN;
    await recordSeverityReview(trx, {
      postId,
      userId,
      from: post.severity_level,
      to: chosen ? body.severity_level : null,
      comment: body.comment ?? '',
    });
    if (!chosen) return;
    await publishSeverityReview(trx, {
      projectId,
      postId,
      actorId: userId,
      at: now,
      fromLevel: post.severity_level,
    });
  });
  return fullPost(db, scope, userId, postId, now);
}
