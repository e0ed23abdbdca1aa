import type { PostSource } from '@highwater/core/api/posts';
import type { Db } from '@/db/database.ts';
import type { AiMetrics, WeatherDetails } from '@/db/schema.ts';

export interface PostDetailRow {
  id: number;
  project_id: number;
  lat: number;
  lng: number;
  created_at: Date;
  observed_at: Date;
  location: string | null;
  content: string;
  status_id: number | null;
  featured: boolean;
  last_comment_at: Date | null;
  severity_level: number | null;
  severity_level_adjusted: boolean | null;
  ai_metrics: AiMetrics | null;
  weather_details: WeatherDetails | null;
  seen: Date | null;
  source: PostSource;
  author_id: number | null;
  author_first_name: string | null;
  author_last_name: string | null;
  author_avatar_url: string | null;
}

/**
 * The post when it is in the project and, for a rolling-window project, observed since the
 * window's start (observedSince); undefined otherwise.
 */
export async function findPostInProject(
  db: Db,
  projectId: number,
  postId: number,
  userId: number,
  observedSince: Date | null,
): Promise<PostDetailRow | undefined> {
  let query = db
    .selectFrom('posts as p')
    .leftJoin('users as u', 'u.id', 'p.author_id')
    .leftJoin('post_views as v', (join) =>
      join.onRef('v.post_id', '=', 'p.id').on('v.user_id', '=', userId),
    )
    .select([
      'p.id',
      'p.project_id',
      'p.lat',
      'p.lng',
      'p.created_at',
      'p.observed_at',
      'p.location',
      'p.content',
      'p.status_id',
      'p.featured',
      'p.last_comment_at',
      'p.severity_level',
      'p.severity_level_adjusted',
      'p.ai_metrics',
      'p.weather_details',
      'v.seen_at as seen',
      'p.source',
      'u.id as author_id',
      'u.first_name as author_first_name',
      'u.last_name as author_last_name',
      'u.avatar_url as author_avatar_url',
    ])
    .where('p.project_id', '=', projectId)
    .where('p.id', '=', postId);
  if (observedSince) query = query.where('p.observed_at', '>=', observedSince);
  return query.executeTakeFirst();
}

/** Topic ids of the post that the project knows; unknown links are skipped. */
export async function postInvestigationIds(
  db: Db,
  projectId: number,
  postId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('post_investigations as pi')
    .innerJoin('investigations as i', 'i.id', 'pi.investigation_id')
    .select('pi.investigation_id')
    .where('pi.post_id', '=', postId)
    .where('i.project_id', '=', projectId)
    .orderBy('pi.investigation_id')
    .execute();
  return rows.map((row) => row.investigation_id);
}

export interface MediaRow {
  id: number;
  post_id: number | null;
  comment_id: number | null;
  type: 'image' | 'video';
  mime_type: string;
  storage_key: string;
  thumbnail_key: string | null;
  mux_playback_id: string | null;
  created_at: Date;
}

/** The media columns every media answer is built from (toMedia). */
export const mediaColumns = [
  'id',
  'post_id',
  'comment_id',
  'type',
  'mime_type',
  'storage_key',
  'thumbnail_key',
  'mux_playback_id',
  'created_at',
] as const;

export function postMedia(db: Db, postId: number): Promise<MediaRow[]> {
  return db
    .selectFrom('media')
    .select(mediaColumns)
    .where('post_id', '=', postId)
    .where('comment_id', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function commentMedia(db: Db, commentIds: readonly number[]): Promise<MediaRow[]> {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('media')
    .select(mediaColumns)
    .where('comment_id', 'in', commentIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export interface AnswerRow {
  id: number;
  value: string;
  question_id: number;
  title: string;
  data_type: 'BOOLEAN' | 'DECIMAL' | 'NUMERIC' | 'SELECT' | 'DATETIME' | 'TIMERANGE';
  unit: string | null;
  multiple: boolean;
  investigation_id: number;
  investigation_name: string;
}

export function postAnswers(db: Db, projectId: number, postId: number): Promise<AnswerRow[]> {
  return db
    .selectFrom('structured_answers as a')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .innerJoin('investigations as i', 'i.id', 'q.investigation_id')
    .select([
      'a.id',
      'a.value',
      'a.question_id',
      'q.title',
      'q.data_type',
      'q.unit',
      'q.multiple',
      'i.id as investigation_id',
      'i.name as investigation_name',
    ])
    .where('a.post_id', '=', postId)
    .where('i.project_id', '=', projectId)
    .orderBy('i.id')
    .orderBy('q.sort_order')
    .orderBy('q.id')
    .orderBy('a.id')
    .execute();
}

export interface CommentRow {
  id: number;
  content: string;
  created_at: Date;
  updated_at: Date;
  is_internal_note: boolean;
  author_id: number;
  first_name: string;
  last_name: string;
  location: string | null;
  avatar_url: string | null;
}

/** A comment with its author (comments as c, users as u), as toComment reads it. */
export const commentColumns = [
  'c.id',
  'c.content',
  'c.created_at',
  'c.updated_at',
  'c.is_internal_note',
  'u.id as author_id',
  'u.first_name',
  'u.last_name',
  'u.location',
  'u.avatar_url',
] as const;

export function postComments(db: Db, postId: number): Promise<CommentRow[]> {
  return db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .select(commentColumns)
    .where('c.post_id', '=', postId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}
