import type { Comment, Media, Post, StructuredAnswerGroup } from '@highwater/core/api/posts';
import { rollingWindowStart } from '@highwater/core/filters/time-range';
import { placeTimeZone } from '@/adapters/time-zone.ts';
import type { Db } from '@/db/database.ts';
import { numericMetrics } from '@/domain/ai-metrics.ts';
import { displayLocation, iso, isoOrNull, mediaPath } from '@/domain/post-format.ts';
import { notFound } from '@/plugins/http-errors.ts';
import {
  commentMedia,
  findPostInProject,
  postAnswers,
  postComments,
  postInvestigationIds,
  postMedia,
  type AnswerRow,
  type CommentRow,
  type MediaRow,
} from '@/repositories/post-detail-repository.ts';
import { postHistory } from '@/services/post-history.ts';
import { memberProjectScope } from '@/services/access-service.ts';
import type { ProjectScope } from '@/services/post-scope.ts';

export const POST_NOT_FOUND = 'Post not found';

/**
 * The full post, for members of its project only, and within a rolling-window project's window
 * (404 otherwise, exactly as for a missing post).
 */
export async function getPost(
  db: Db,
  userId: number,
  projectId: number,
  postId: number,
  now = new Date(),
): Promise<Post> {
  return fullPost(db, await memberProjectScope(db, userId, projectId), userId, postId, now);
}

/** The full post as the user sees it, in a project already checked to be theirs. */
export async function fullPost(
  db: Db,
  { project, defaultStatusId }: ProjectScope,
  userId: number,
  postId: number,
  now: Date,
): Promise<Post> {
  const projectId = project.id;
  const since = rollingWindowStart(project, now);
  const row = await findPostInProject(db, projectId, postId, userId, since);
  if (!row) throw notFound(POST_NOT_FOUND);
  const [investigationIds, media, answers, comments, history] = await Promise.all([
    postInvestigationIds(db, projectId, postId),
    postMedia(db, postId),
    postAnswers(db, projectId, postId),
    postComments(db, postId),
    postHistory(db, postId),
  ]);
  const attachments = await commentMedia(
    db,
    comments.map((c) => c.id),
  );
  const toComments = (list: CommentRow[]) => list.map((c) => toComment(c, attachments));
  const post: Post = {
    id: row.id,
    project_id: row.project_id,
    lat: row.lat,
    lng: row.lng,
    created_at: iso(row.created_at),
    observed_at: iso(row.observed_at),
    location: displayLocation(row.location),
    content: row.content,
    status_id: row.status_id ?? defaultStatusId,
    featured: row.featured,
    seen: isoOrNull(row.seen),
    last_comment_at: isoOrNull(row.last_comment_at),
    investigation_ids: investigationIds,
    media: media.map(toMedia),
    structured_data: {
      ...numericMetrics(row.ai_metrics),
      severity_level: row.severity_level,
      severity_level_adjusted: row.severity_level_adjusted,
    },
    weather_details: row.weather_details,
    structured_answers: groupAnswers(answers),
    author:
      row.author_id === null
        ? null
        : {
            id: row.author_id,
            first_name: row.author_first_name ?? '',
            last_name: row.author_last_name ?? '',
            avatar_url: row.author_avatar_url,
          },
    source: row.source,
    comments: toComments(comments.filter((c) => !c.is_internal_note)),
    history,
    time_zone: placeTimeZone(row.lat, row.lng, row.observed_at),
  };
  if (project.show_internal_notes) {
    post.internal_notes = toComments(comments.filter((c) => c.is_internal_note));
  }
  return post;
}

export function toMedia(row: MediaRow): Media {
  const url = mediaPath(row.storage_key) ?? '';
  return {
    id: row.id,
    type: row.type,
    created_at: iso(row.created_at),
    url,
    thumbnail_url: mediaPath(row.thumbnail_key) ?? (row.type === 'image' ? url : null),
    secure_url: url,
    mux_playback_id: row.mux_playback_id,
    mediaType: row.mime_type,
    poster_url: row.type === 'video' ? mediaPath(row.thumbnail_key) : null,
    download_url: `${url}?download=1`,
  };
}

export function toComment(row: CommentRow, attachments: MediaRow[]): Comment {
  return {
    id: row.id,
    content: row.content,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_internal_note: row.is_internal_note,
    author: {
      id: row.author_id,
      first_name: row.first_name,
      last_name: row.last_name,
      location: row.location,
      avatar_url: row.avatar_url,
    },
    media: attachments.filter((m) => m.comment_id === row.id).map(toMedia),
  };
}

function groupAnswers(rows: AnswerRow[]): StructuredAnswerGroup[] {
  const groups = new Map<number, StructuredAnswerGroup>();
  for (const row of rows) {
    let group = groups.get(row.investigation_id);
    if (!group) {
      group = {
        investigation_id: row.investigation_id,
        investigation_name: row.investigation_name,
        answers: [],
      };
      groups.set(row.investigation_id, group);
    }
    group.answers.push({
      id: row.id,
      value: row.value,
      question_id: row.question_id,
      question: {
        id: row.question_id,
        title: row.title,
        data_type: row.data_type,
        unit: row.unit,
        multiple: row.multiple,
      },
    });
  }
  return [...groups.values()];
}
