import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.ts';

/**
 * Live updates of one project: GET /api/v3/cx/local-projects/{id}/events answers
 * `text/event-stream` (Server-Sent Events), authenticated by the bearer token like every call, so
 * the browser reads it with fetch rather than EventSource. Each message has `id:` (the event's
 * id, increasing), `event:` (its type) and `data:` (a ProjectEvent as JSON). A client that
 * reconnects sends the last id it read as the `Last-Event-ID` header (or the `last_event_id`
 * query value) and first receives every event it missed that the server still keeps
 * (LIVE_EVENT_REPLAY_HOURS), then the live ones. A comment line every LIVE_EVENT_HEARTBEAT_MS keeps
 * proxies from closing a quiet stream. The stream ends when the token stops being valid (sign-out,
 * revocation, expiry): the client then refreshes its token and reconnects.
 */
export const LIVE_EVENT_HEARTBEAT_MS = 20_000;
export const LIVE_EVENT_REPLAY_HOURS = 24;
/** A viewer counts as having a post open for this long after their last presence call. */
export const POST_VIEWER_TTL_MS = 45_000;
/** How often an open post panel repeats its presence call. */
export const POST_VIEWER_REFRESH_MS = 20_000;

/**
 * GET …/events query. `last_event_id` is the Last-Event-ID header's value for clients that cannot
 * set headers; the header wins when both are sent. An id the server no longer keeps replays what
 * it still keeps.
 */
export const ProjectEventsQuery = Type.Object({
  last_event_id: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
});
export type ProjectEventsQuery = Static<typeof ProjectEventsQuery>;

export const LIVE_EVENT_TYPES = [
  'post.created',
  'post.status',
  'post.severity',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'post.viewers',
  'saved_search.changed',
  'project.changed',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** Who made a change; the client leaves out the events its own user caused. */
export const EventActor = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  avatar_url: Nullable(Type.String()),
});
export type EventActor = Static<typeof EventActor>;

/** Enough of a post to place it on the map, in the list's order and on the timeline. */
export const EventPost = Type.Object({
  id: Type.Integer(),
  lat: Type.Number(),
  lng: Type.Number(),
  location: Nullable(Type.String()),
  observed_at: Type.String(),
  created_at: Type.String(),
  status_id: Nullable(Type.Integer()),
  severity_level: Nullable(Type.Integer()),
  featured: Type.Boolean(),
});
export type EventPost = Static<typeof EventPost>;

const Base = {
  /** The event's id as a decimal string; the stream's `id:` line carries the same. */
  id: Type.String(),
  project_id: Type.Integer(),
  at: Type.String({ description: 'ISO 8601 date-time of the change' }),
  actor: Nullable(EventActor),
};

export const PostCreatedEvent = Type.Object({
  ...Base,
  type: Type.Literal('post.created'),
  post: EventPost,
});

/** A status change; `post` holds the post after it. */
export const PostStatusEvent = Type.Object({
  ...Base,
  type: Type.Literal('post.status'),
  post: EventPost,
  from_status_id: Nullable(Type.Integer()),
});

/** A severity correction or a review that confirmed the level; `post` holds the post after it. */
export const PostSeverityEvent = Type.Object({
  ...Base,
  type: Type.Literal('post.severity'),
  post: EventPost,
  from_level: Nullable(Type.Integer()),
});

/**
 * A comment or internal note added, edited or deleted. Internal-note events reach only streams of
 * projects that show internal notes.
 */
export const CommentEvent = Type.Object({
  ...Base,
  type: Type.Union([
    Type.Literal('comment.created'),
    Type.Literal('comment.updated'),
    Type.Literal('comment.deleted'),
  ]),
  post: EventPost,
  comment_id: Type.Integer(),
  is_internal_note: Type.Boolean(),
});

/** Who has the post open now (everyone, the receiver included; the client leaves itself out). */
export const PostViewersEvent = Type.Object({
  ...Base,
  type: Type.Literal('post.viewers'),
  post_id: Type.Integer(),
  viewers: Type.Array(EventActor),
});

/** One of the receiving user's saved searches of this project was created, changed or deleted. */
export const SavedSearchEvent = Type.Object({
  ...Base,
  type: Type.Literal('saved_search.changed'),
  saved_search_id: Type.Integer(),
  deleted: Type.Boolean(),
});

/** What an admin changed in a project; open dashboards read the project's settings again. */
export const PROJECT_PARTS = [
  'settings',
  'statuses',
  'regions',
  'topics',
  'weather_events',
] as const;
export type ProjectPart = (typeof PROJECT_PARTS)[number];

export const ProjectChangedEvent = Type.Object({
  ...Base,
  type: Type.Literal('project.changed'),
  part: Type.Union(PROJECT_PARTS.map((part) => Type.Literal(part))),
});

export const ProjectEvent = Type.Union([
  PostCreatedEvent,
  PostStatusEvent,
  PostSeverityEvent,
  CommentEvent,
  PostViewersEvent,
  SavedSearchEvent,
  ProjectChangedEvent,
]);
export type ProjectEvent = Static<typeof ProjectEvent>;

/**
 * PUT /api/v3/cx/local-projects/{id}/posts/{postId}/viewers: the caller has the post open (repeat
 * every POST_VIEWER_REFRESH_MS); DELETE: closed. Both answer the post's viewers now.
 */
export const PostViewers = Type.Object({ viewers: Type.Array(EventActor) });
export type PostViewers = Static<typeof PostViewers>;
