import type { PostAuthor, PostHistoryEntry } from '@highwater/core/api/posts';
import type { Db } from '@/db/database.ts';
import { iso } from '@/domain/post-format.ts';
import {
  postSeverityReviews,
  postStatusChanges,
  type HistoryUserColumns,
} from '@/repositories/post-history-repository.ts';

function actor(row: HistoryUserColumns): PostAuthor | null {
  if (row.user_id === null) return null;
  return {
    id: row.user_id,
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    avatar_url: row.avatar_url,
  };
}

/**
 * Status changes and severity reviews of the post as one list, oldest first; at the same instant
 * a status change comes before a severity review.
 */
export async function postHistory(db: Db, postId: number): Promise<PostHistoryEntry[]> {
  const [changes, reviews] = await Promise.all([
    postStatusChanges(db, postId),
    postSeverityReviews(db, postId),
  ]);
  const timed: { at: Date; entry: PostHistoryEntry }[] = [
    ...changes.map((row) => ({
      at: row.at,
      entry: {
        kind: 'status' as const,
        at: iso(row.at),
        user: actor(row),
        from_status_id: row.from_status_id,
        to_status_id: row.to_status_id,
      },
    })),
    ...reviews.map((row) => ({
      at: row.at,
      entry: {
        kind: 'severity' as const,
        at: iso(row.at),
        user: actor(row),
        from_level: row.from_level,
        to_level: row.to_level,
        comment: row.comment,
      },
    })),
  ];
  // A stable sort keeps each table's own order (time, then id) for equal instants.
  return timed.sort((a, b) => a.at.getTime() - b.at.getTime()).map((item) => item.entry);
}
