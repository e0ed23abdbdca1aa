import { Type, type Static } from '@sinclair/typebox';
import { SEVERITY_COMMENT_MAX } from '../constants.ts';
import { NO_SEVERITY_CHOSEN } from '../severity.ts';
import { Nullable } from './common.ts';
import { PostsFilterQuery } from './posts.ts';

/**
 * POST /api/v3/cx/local-projects/{id}/posts/{postId}/ai_adjustments; answers the updated Post.
 * Sets the level and severity_level_adjusted and records a history row. Sending the level the
 * post already has confirms it as reviewed. -1 (NO_SEVERITY_CHOSEN) is the form sent with no
 * level chosen (spec 001 section 5): the level stays as it is and the comment joins the history.
 * Only where the project shows severity.
 */
export const AiAdjustmentBody = Type.Object({
  severity_level: Type.Integer({ minimum: NO_SEVERITY_CHOSEN, maximum: 5 }),
  comment: Type.Optional(Type.String({ maxLength: SEVERITY_COMMENT_MAX })),
});
export type AiAdjustmentBody = Static<typeof AiAdjustmentBody>;

/** Longest page of the severity review queue. */
export const SEVERITY_REVIEW_DEFAULT_LIMIT = 20;
export const SEVERITY_REVIEW_MAX_LIMIT = 100;

/**
 * GET /api/v3/cx/local-projects/{id}/posts/severity-review: the posts filter query (the list's
 * filters and project rules) plus a cursor and limit. Only where the project shows severity (400
 * otherwise).
 */
export const SeverityReviewQuery = Type.Composite([
  PostsFilterQuery,
  Type.Object({
    /** next_cursor of the previous page; opaque. */
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEVERITY_REVIEW_MAX_LIMIT })),
  }),
]);
export type SeverityReviewQuery = Static<typeof SeverityReviewQuery>;

/** The photo to judge a post by: its first photo, or the poster of its first video. */
export const ReviewPhoto = Type.Object({
  /** Full-size image (a video's poster when the first media is a video). */
  url: Type.String(),
  thumbnail_url: Nullable(Type.String()),
  type: Type.Unsafe<'image' | 'video'>(Type.String({ enum: ['image', 'video'] })),
});
export type ReviewPhoto = Static<typeof ReviewPhoto>;

/** One post awaiting review: an AI severity no human has corrected or confirmed. */
export const ReviewItem = Type.Object({
  id: Type.Integer(),
  observed_at: Type.String({ description: 'ISO 8601 date-time' }),
  /** Display form: a trailing ', United States' removed. */
  location: Nullable(Type.String()),
  lat: Type.Number(),
  lng: Type.Number(),
  severity_level: Type.Integer({ minimum: 0, maximum: 5 }),
  /** The AI's probability metrics (the numeric keys of ai_metrics), each from 0 to 1. */
  metrics: Type.Record(Type.String(), Type.Number()),
  photo: Nullable(ReviewPhoto),
  content: Type.String(),
});
export type ReviewItem = Static<typeof ReviewItem>;

/**
 * Unreviewed posts, newest observed first. `remaining` counts every matching unreviewed post, not
 * only this page; confirming or correcting a post (ai_adjustments) removes it from the queue.
 */
export const SeverityReviewPage = Type.Object({
  results: Type.Array(ReviewItem),
  remaining: Type.Integer({ minimum: 0 }),
  next_cursor: Nullable(Type.String()),
});
export type SeverityReviewPage = Static<typeof SeverityReviewPage>;
