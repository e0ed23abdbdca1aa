import type { Db } from '@/db/database.ts';

/** Who acted; the user columns are null when that account is gone. */
export interface HistoryUserColumns {
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
}

export interface StatusChangeRow extends HistoryUserColumns {
  id: number;
  at: Date;
  from_status_id: number | null;
  to_status_id: number | null;
}

export interface SeverityReviewRow extends HistoryUserColumns {
  id: number;
  at: Date;
  from_level: number | null;
  to_level: number | null;
  comment: string;
}

/** The post's status changes, oldest first, through the (post_id, changed_at) index. */
export function postStatusChanges(db: Db, postId: number): Promise<StatusChangeRow[]> {
  return db
    .selectFrom('post_status_changes as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.changed_at as at',
      'c.from_status_id',
      'c.to_status_id',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.avatar_url',
    ])
    .where('c.post_id', '=', postId)
    .orderBy('c.changed_at')
    .orderBy('c.id')
    .execute();
}

/** The post's severity corrections and confirmations, oldest first, through (post_id, created_at). */
export function postSeverityReviews(db: Db, postId: number): Promise<SeverityReviewRow[]> {
  return db
    .selectFrom('severity_corrections as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.created_at as at',
      's.from_level',
      's.to_level',
      's.comment',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.avatar_url',
    ])
    .where('s.post_id', '=', postId)
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
}
