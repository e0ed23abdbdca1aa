import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { TIMELINE_INTERVALS, type TimelineInterval } from '../timeline.ts';
import { Nullable } from './common.ts';

/** A string schema with a fixed set of values; invalid input reads "must be equal to one of…". */
export const StringEnum = <T extends string>(values: readonly T[], options: object = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IdList = Type.Array(Id, { maxItems: 200 });
const IsoDate = Type.String({ description: 'ISO 8601 date-time' });
const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);

export const ORDER_CRITERIA = ['observed_at', 'created_at', 'commented_at'] as const;
export type OrderCriterion = (typeof ORDER_CRITERIA)[number];

/**
 * The posts filter query (spec 001 section 7), shared by the list, points, histogram and export
 * calls. Repeated keys carry lists. Formats:
 * - from_date, to_date: ISO 8601 date or date-time; a date alone in to_date means the end of that day
 * - near_point: 'lng,lat,radiusMetres', e.g. '-74.0060,40.7128,1609.344'; several are OR-ed
 * - structured_data: 'severity_level,in,1,2,3' (levels 0 to 5; 'none' matches posts without a
 *   level, e.g. 'severity_level,in,3,none'); ignored for projects with show_severity false
 * - rolling-window projects only ever match posts observed in their last N days, whatever the dates
 * - order_cri: observed_at (default), created_at or commented_at; order_dir is always desc
 */
export const PostsFilterQuery = Type.Object({
  within_weather_events: opt(IdList),
  from_date: opt(Type.String({ maxLength: 40 })),
  to_date: opt(Type.String({ maxLength: 40 })),
  text: opt(Type.String({ maxLength: 500 })),
  near_point: opt(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  with_statuses: opt(IdList),
  structured_data: opt(
    Type.String({
      maxLength: 200,
      description:
        "'severity_level,in,' then levels 0 to 5 and/or 'none' (no level), e.g. " +
        "'severity_level,in,4,5' or 'severity_level,in,none'",
    }),
  ),
  within_regions: opt(IdList),
  within_investigations: opt(IdList),
  order_cri: opt(StringEnum(ORDER_CRITERIA)),
  order_dir: opt(StringEnum(['desc'] as const)),
});
export type PostsFilterQuery = Static<typeof PostsFilterQuery>;

export const EXPORT_FORMATS = ['csv', 'geojson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/v3/cx/local-projects/{id}/export-posts: CSV unless format asks for GeoJSON. */
export const ExportPostsQuery = Type.Composite([
  PostsFilterQuery,
  Type.Object({ format: opt(StringEnum(EXPORT_FORMATS)) }),
]);
export type ExportPostsQuery = Static<typeof ExportPostsQuery>;

export const POSTS_PAGE_DEFAULT_LIMIT = 50;
export const POSTS_PAGE_MAX_LIMIT = 200;

/** GET /api/v3/cx/local-projects/{id}/posts */
export const PostsPageQuery = Type.Composite([
  PostsFilterQuery,
  Type.Object({
    /** next_cursor of the previous page; opaque. */
    cursor: opt(Type.String({ maxLength: 200 })),
    limit: opt(Type.Integer({ minimum: 1, maximum: POSTS_PAGE_MAX_LIMIT })),
  }),
]);
export type PostsPageQuery = Static<typeof PostsPageQuery>;

/** GET /api/v3/cx/local-projects/{id}/posts/histogram; interval defaults to the timeline table. */
export const PostsHistogramQuery = Type.Composite([
  PostsFilterQuery,
  Type.Object({
    interval: opt(StringEnum<TimelineInterval>(TIMELINE_INTERVALS)),
    /** IANA zone whose midnights and month starts the bars follow; UTC when left out. */
    time_zone: opt(Type.String({ minLength: 1, maxLength: 64 })),
  }),
]);
export type PostsHistogramQuery = Static<typeof PostsHistogramQuery>;

export const ProjectIdParam = Type.Object({ id: Id });
export const ProjectPostParams = Type.Object({ id: Id, postId: Id });
export type ProjectPostParams = Static<typeof ProjectPostParams>;

/** One sighting in the list. `content` is cut to POST_EXCERPT_LENGTH characters. */
export const PostSummary = Type.Object({
  id: Type.Integer(),
  lat: Type.Number(),
  lng: Type.Number(),
  observed_at: IsoDate,
  created_at: IsoDate,
  location: Nullable(Type.String()),
  content: Type.String(),
  status_id: Nullable(Type.Integer()),
  featured: Type.Boolean(),
  /** When the current user last saw it. */
  seen: Nullable(IsoDate),
  last_comment_at: Nullable(IsoDate),
  severity_level: Nullable(Type.Integer()),
  investigation_ids: Type.Array(Type.Integer()),
  thumbnail_url: Nullable(Type.String()),
  media_count: Type.Integer(),
});
export type PostSummary = Static<typeof PostSummary>;
export const POST_EXCERPT_LENGTH = 280;

/**
 * The most posts a keyword filter counts. Matching words is tested post by post, so an exact count
 * of a common word would read tens of thousands of posts; past this many the answer says "more".
 */
export const KEYWORD_TOTAL_LIMIT = 1_000;

export const PostsPage = Type.Object({
  results: Type.Array(PostSummary),
  /**
   * All posts matching the filters, not only this page; when `total_capped`, the count stopped
   * there (KEYWORD_TOTAL_LIMIT) and more posts match.
   */
  total: Type.Integer({ minimum: 0 }),
  /**
   * True when more than `total` posts match: a filter with a keyword (text) counts up to
   * KEYWORD_TOTAL_LIMIT. Always false without a keyword, whose counts are exact.
   */
  total_capped: Type.Boolean(),
  next_cursor: Nullable(Type.String()),
});
export type PostsPage = Static<typeof PostsPage>;

/**
 * GET /api/v3/cx/local-projects/{id}/posts/points: the posts filter query, and optionally a bbox
 * ('west,south,east,north' in degrees, as the density call takes it) that keeps the posts within it.
 */
export const PostPointsQuery = Type.Composite([
  PostsFilterQuery,
  Type.Object({
    bbox: opt(
      Type.String({
        maxLength: 120,
        description: "'west,south,east,north' in degrees, e.g. '-95.6,29.6,-95,30.1'",
      }),
    ),
  }),
]);
export type PostPointsQuery = Static<typeof PostPointsQuery>;

/**
 * GET …/posts/points: every matching post in columns; index i of each array is one post. seen and
 * featured are 0/1 flags, ordered like the list (newest observed first). When more than
 * MAP_POINTS_LIMIT posts match, `capped` is true, `total` null and the columns empty: the map then
 * shows the view's counts per cell (the density call) and asks again for views holding fewer.
 */
export const PostPoints = Type.Object({
  total: Nullable(Type.Integer()),
  capped: Type.Boolean(),
  /**
   * When capped: [west, south, east, north] around every sighting of the project, for the map to
   * open on, or null when it has none. Null when not capped (the points say where they are).
   */
  extent: Nullable(Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()])),
  id: Type.Array(Type.Integer()),
  lng: Type.Array(Type.Number()),
  lat: Type.Array(Type.Number()),
  status_id: Type.Array(Nullable(Type.Integer())),
  severity_level: Type.Array(Nullable(Type.Integer())),
  seen: Type.Array(Type.Integer({ minimum: 0, maximum: 1 })),
  featured: Type.Array(Type.Integer({ minimum: 0, maximum: 1 })),
});
export type PostPoints = Static<typeof PostPoints>;

/** GET …/posts/histogram: counts of observed posts per bucket, zero buckets included. */
export const PostsHistogram = Type.Object({
  interval: StringEnum<TimelineInterval>(TIMELINE_INTERVALS),
  /** The range covered; `from` is the first bucket's start. Null bounds when nothing matched. */
  from: Nullable(IsoDate),
  to: Nullable(IsoDate),
  total: Type.Integer(),
  buckets: Type.Array(Type.Object({ start: IsoDate, count: Type.Integer() })),
});
export type PostsHistogram = Static<typeof PostsHistogram>;

export const Media = Type.Object({
  id: Type.Integer(),
  type: StringEnum(['image', 'video'] as const),
  created_at: IsoDate,
  url: Type.String(),
  thumbnail_url: Nullable(Type.String()),
  secure_url: Type.String(),
  mux_playback_id: Nullable(Type.String()),
  /** MIME type, e.g. image/jpeg. */
  mediaType: Type.String(),
  /** A still image for a video (its poster); null for photos. */
  poster_url: Nullable(Type.String()),
  /** The full-size original, served as an attachment (the gallery's download link). */
  download_url: Type.String(),
});
export type Media = Static<typeof Media>;

export const PostAuthor = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  avatar_url: Nullable(Type.String()),
});
export type PostAuthor = Static<typeof PostAuthor>;

export const CommentAuthor = Type.Composite([
  PostAuthor,
  Type.Object({ location: Nullable(Type.String()) }),
]);
export type CommentAuthor = Static<typeof CommentAuthor>;

export const Comment = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  created_at: IsoDate,
  /** Later than created_at once the author has edited it. */
  updated_at: IsoDate,
  is_internal_note: Type.Boolean(),
  author: CommentAuthor,
  media: Type.Array(Media),
});
export type Comment = Static<typeof Comment>;

export const StructuredData = Type.Object(
  {
    severity_level: Nullable(Type.Integer({ minimum: 0, maximum: 5 })),
    severity_level_adjusted: Nullable(Type.Boolean()),
  },
  /** Plus the AI's probability metrics, each a number from 0 to 1. */
  { additionalProperties: Nullable(Type.Number()) },
);
export type StructuredData = Static<typeof StructuredData>;

export const WeatherDetails = Type.Object({
  feels_like: Nullable(Type.Number({ description: 'Celsius' })),
  actual_temp: Nullable(Type.Number({ description: 'Celsius' })),
  summary: Nullable(Type.String()),
  precipitation_12hr: Nullable(Type.Number({ description: 'metres' })),
  wind_speed: Nullable(Type.Number({ description: 'miles per hour' })),
});
export type WeatherDetails = Static<typeof WeatherDetails>;

export const AnswerQuestion = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  data_type: StringEnum([
    'BOOLEAN',
    'DECIMAL',
    'NUMERIC',
    'SELECT',
    'DATETIME',
    'TIMERANGE',
  ] as const),
  unit: Nullable(Type.String()),
  multiple: Type.Boolean(),
});

export const StructuredAnswer = Type.Object({
  id: Type.Integer(),
  value: Type.String(),
  question_id: Type.Integer(),
  question: AnswerQuestion,
});
export type StructuredAnswer = Static<typeof StructuredAnswer>;

export const StructuredAnswerGroup = Type.Object({
  investigation_id: Type.Integer(),
  investigation_name: Type.String(),
  answers: Type.Array(StructuredAnswer),
});
export type StructuredAnswerGroup = Static<typeof StructuredAnswerGroup>;

/** Who did something to a post; null when that account is gone. */
export const HistoryActor = Nullable(PostAuthor);

/** A status change of the post (who, when, from, to). */
export const StatusHistoryEntry = Type.Object({
  kind: Type.Literal('status'),
  at: IsoDate,
  user: HistoryActor,
  from_status_id: Nullable(Type.Integer()),
  to_status_id: Nullable(Type.Integer()),
});

/**
 * A human review of the severity: a correction (from ≠ to), a confirmation of the level as it
 * was (from = to), or a comment sent with no level chosen (to is null, the level unchanged), with
 * the reviewer's comment.
 */
export const SeverityHistoryEntry = Type.Object({
  kind: Type.Literal('severity'),
  at: IsoDate,
  user: HistoryActor,
  from_level: Nullable(Type.Integer()),
  to_level: Nullable(Type.Integer()),
  comment: Type.String(),
});

export const PostHistoryEntry = Type.Union([StatusHistoryEntry, SeverityHistoryEntry]);
export type PostHistoryEntry = Static<typeof PostHistoryEntry>;

/** The time zone of the post's place at its observed time, found offline. */
export const PlaceTimeZone = Type.Object({
  /** IANA name, e.g. America/New_York. */
  name: Type.String(),
  /** e.g. EDT; some zones only have an offset such as GMT+2. */
  abbreviation: Type.String(),
});
export type PlaceTimeZone = Static<typeof PlaceTimeZone>;

/**
 * Where a post was logged from: a resident (the public report page or the provider's apps), a
 * member of the project's staff on the map screen or through the API, or a project intake key.
 */
export const POST_SOURCES = ['public', 'staff', 'intake_key'] as const;
export type PostSource = (typeof POST_SOURCES)[number];

/** GET /api/v3/cx/local-projects/{id}/posts/{postId} */
export const Post = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  lat: Type.Number(),
  lng: Type.Number(),
  created_at: IsoDate,
  observed_at: IsoDate,
  /** Address text with a trailing ', United States' removed. */
  location: Nullable(Type.String()),
  content: Type.String(),
  /** Falls back to the project's default status. */
  status_id: Nullable(Type.Integer()),
  featured: Type.Boolean(),
  seen: Nullable(IsoDate),
  last_comment_at: Nullable(IsoDate),
  investigation_ids: Type.Array(Type.Integer()),
  media: Type.Array(Media),
  structured_data: StructuredData,
  weather_details: Nullable(WeatherDetails),
  structured_answers: Type.Array(StructuredAnswerGroup),
  author: Nullable(PostAuthor),
  /** 'staff': the author logged it for the project rather than reporting it themselves. */
  source: StringEnum(POST_SOURCES),
  comments: Type.Array(Comment),
  /** Present only when the project has show_internal_notes. */
  internal_notes: Type.Optional(Type.Array(Comment)),
  /** Status changes and severity reviews, oldest first. */
  history: Type.Array(PostHistoryEntry),
  time_zone: PlaceTimeZone,
});
export type Post = Static<typeof Post>;

/** POST …/posts/{postId}/status; answers the updated Post. */
export const PostStatusBody = Type.Object({ status_id: Id });
export type PostStatusBody = Static<typeof PostStatusBody>;

/** POST …/posts/{postId}/views */
export const PostViewAnswer = Type.Object({ seen: IsoDate });
export type PostViewAnswer = Static<typeof PostViewAnswer>;
