import {
  SEVERITY_REVIEW_DEFAULT_LIMIT,
  type ReviewItem,
  type ReviewPhoto,
  type SeverityReviewPage,
  type SeverityReviewQuery,
} from '@highwater/core/api/severity';
import type { Db } from '@/db/database.ts';
import { decodeCursor, encodeCursor } from '@/domain/post-cursor.ts';
import { displayLocation, iso, mediaPath } from '@/domain/post-format.ts';
import { badRequest } from '@/plugins/http-errors.ts';
import {
  countUnreviewedPosts,
  reviewRows,
  unreviewedPostIds,
  type ReviewRow,
} from '@/repositories/severity-repository.ts';
import { numericMetrics } from '@/domain/ai-metrics.ts';
import { filteredScope } from '@/services/post-scope.ts';
import { SEVERITY_HIDDEN } from '@/services/severity-service.ts';

/** The first photo, or the poster of a first video; null when there is nothing to look at. */
function photoOf(row: ReviewRow): ReviewPhoto | null {
  if (row.media_type === 'image' && row.storage_key) {
    const url = mediaPath(row.storage_key) ?? '';
    return { type: 'image', url, thumbnail_url: mediaPath(row.thumbnail_key) ?? url };
  }
  const poster = mediaPath(row.thumbnail_key);
  return row.media_type === 'video' && poster
    ? { type: 'video', url: poster, thumbnail_url: poster }
    : null;
}

function toReviewItem(row: ReviewRow): ReviewItem {
  return {
    id: row.id,
    observed_at: iso(row.observed_at),
    location: displayLocation(row.location),
    lat: row.lat,
    lng: row.lng,
    severity_level: row.severity_level,
    metrics: numericMetrics(row.ai_metrics),
    photo: photoOf(row),
    content: row.content,
  };
}

/**
 * One page of the posts matching the list's filters and project rules whose AI severity no human
 * has reviewed, newest observed first (whatever order_cri says: triage starts with the latest),
 * with how many remain in all. Only where the project shows severity (400 otherwise).
 */
export async function severityReviewPage(
  db: Db,
  userId: number,
  projectId: number,
  query: SeverityReviewQuery,
): Promise<SeverityReviewPage> {
  const scope = await filteredScope(db, userId, projectId, query);
  if (!scope.project.show_severity) throw badRequest(SEVERITY_HIDDEN);
  const after = query.cursor !== undefined ? decodeCursor('observed_at', query.cursor) : null;
  if (query.cursor !== undefined && !after) {
    throw badRequest('cursor is not a next_cursor of the severity review queue');
  }
  const limit = query.limit ?? SEVERITY_REVIEW_DEFAULT_LIMIT;
  // One row beyond the page tells whether there is a next page.
  const [ids, remaining] = await Promise.all([
    unreviewedPostIds(db, scope.where, after, limit + 1),
    countUnreviewedPosts(db, scope.where),
  ]);
  const page = ids.slice(0, limit);
  const byId = new Map(
    (
      await reviewRows(
        db,
        page.map((p) => p.id),
      )
    ).map((row) => [row.id, row]),
  );
  const last = page.at(-1);
  return {
    results: page.flatMap((p) => {
      const row = byId.get(p.id);
      return row ? [toReviewItem(row)] : [];
    }),
    remaining,
    next_cursor:
      ids.length > limit && last
        ? encodeCursor('observed_at', { value: last.key, id: last.id })
        : null,
  };
}
