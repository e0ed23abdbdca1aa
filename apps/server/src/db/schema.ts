import type { ColumnType, Generated } from 'kysely';
import type { AlertMode } from '@highwater/core/api/alerts';

/** Table types, kept in step with the migrations in ./migrations. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  avatar_url: string | null;
  location: string | null;
  lng: number | null;
  lat: number | null;
  created_at: DefaultTimestamp;
  /** Runs the whole service: creates client groups and their first admins, sees every group. */
  is_provider_admin: Generated<boolean>;
  last_sign_in_at: Timestamp | null;
}

export interface ClientGroupsTable {
  id: Generated<number>;
  name: string | null;
  slug: string;
  masv_embed_url: string | null;
  created_at: DefaultTimestamp;
}

export type MemberRole = 'group_admin' | 'staff';

export interface ClientGroupMembersTable {
  client_group_id: number;
  user_id: number;
  role: Generated<MemberRole>;
}

export interface ProjectsTable {
  id: Generated<number>;
  client_group_id: number;
  name: string | null;
  slug: string | null;
  start_date: Timestamp | null;
  end_date: Timestamp | null;
  allow_exports: Generated<boolean>;
  rolling_time_range_days: number | null;
  show_severity: Generated<boolean>;
  show_internal_notes: Generated<boolean>;
  center_lng: Generated<number>;
  center_lat: Generated<number>;
  created_at: DefaultTimestamp;
  accepts_public_reports: Generated<boolean>;
}

export interface StatusesTable {
  id: Generated<number>;
  project_id: number;
  label: string;
  sort_order: number;
  is_default: Generated<boolean>;
  quick_replies: Json<string[]>;
}

export interface RegionsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  geojson: Json<unknown>;
  min_lng: number;
  min_lat: number;
  max_lng: number;
  max_lat: number;
}

export interface InvestigationsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  slug: string;
  icon: string | null;
}

export interface QuestionsTable {
  id: Generated<number>;
  investigation_id: number;
  title: string;
  data_type: 'BOOLEAN' | 'DECIMAL' | 'NUMERIC' | 'SELECT' | 'DATETIME' | 'TIMERANGE';
  unit: string | null;
  multiple: Generated<boolean>;
  options: Json<string[]>;
  sort_order: Generated<number>;
  /** A new post must answer it. */
  required: Generated<boolean>;
}

export interface WeatherEventsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  start_date: Timestamp;
  end_date: Timestamp | null;
}

export interface AiMetrics {
  [metric: string]: number;
}

export interface WeatherDetails {
  feels_like: number | null;
  actual_temp: number | null;
  summary: string | null;
  precipitation_12hr: number | null;
  wind_speed: number | null;
}

export interface PostsTable {
  id: Generated<number>;
  project_id: number;
  author_id: number | null;
  lat: number;
  lng: number;
  location: string | null;
  content: Generated<string>;
  status_id: number | null;
  featured: Generated<boolean>;
  observed_at: Timestamp;
  created_at: DefaultTimestamp;
  last_comment_at: Timestamp | null;
  severity_level: number | null;
  severity_level_adjusted: boolean | null;
  ai_metrics: Json<AiMetrics> | null;
  weather_details: Json<WeatherDetails> | null;
  search_vector: ColumnType<string, never, never>;
  source: Generated<'public' | 'staff' | 'intake_key'>;
  intake_key_id: number | null;
  /** For follow-up by the project's staff; never shown publicly. */
  reporter_name: string | null;
  reporter_email: string | null;
  idempotency_key: string | null;
}

/** A key a project's apps post with; only its SHA-256 is kept. */
export interface ProjectIntakeKeysTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  key_hash: string;
  created_by: number | null;
  created_at: DefaultTimestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  expires_at: Timestamp | null;
}

export interface PostInvestigationsTable {
  post_id: number;
  investigation_id: number;
  /** The post's, copied by a trigger (migration 028). */
  project_id: Generated<number>;
  observed_at: Generated<Date>;
  lat: Generated<number>;
  lng: Generated<number>;
}

export interface PostRegionsTable {
  post_id: number;
  region_id: number;
  /** The post's, copied by a trigger (migration 028). */
  project_id: Generated<number>;
  observed_at: Generated<Date>;
  lat: Generated<number>;
  lng: Generated<number>;
}

export interface PostWeatherEventsTable {
  post_id: number;
  weather_event_id: number;
}

export interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  author_id: number;
  content: string;
  is_internal_note: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface MediaTable {
  id: Generated<number>;
  post_id: number | null;
  comment_id: number | null;
  uploader_id: number | null;
  type: 'image' | 'video';
  mime_type: string;
  storage_key: string;
  thumbnail_key: string | null;
  width: number | null;
  height: number | null;
  byte_size: number | null;
  mux_playback_id: string | null;
  sort_order: Generated<number>;
  /** SHA-256 of the report session that uploaded it, for a public reporter's upload (025). */
  upload_session_hash: string | null;
  created_at: DefaultTimestamp;
  /** Uploaded with this intake key (no user): only a post of that key may take it. */
  intake_key_id: Generated<number | null>;
}

export interface StructuredAnswersTable {
  id: Generated<number>;
  post_id: number;
  question_id: number;
  value: string;
}

export interface PostViewsTable {
  user_id: number;
  post_id: number;
  seen_at: DefaultTimestamp;
}

export interface PostViewEventsTable {
  id: Generated<number>;
  user_id: number;
  post_id: number;
  viewed_at: DefaultTimestamp;
}

export interface PostStatusChangesTable {
  id: Generated<number>;
  post_id: number;
  user_id: number | null;
  from_status_id: number | null;
  to_status_id: number | null;
  changed_at: DefaultTimestamp;
}

export interface SeverityCorrectionsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number | null;
  from_level: number | null;
  to_level: number | null;
  comment: Generated<string>;
  created_at: DefaultTimestamp;
}

export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  title: string;
  query: Json<[string, string][]>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface UserSettingsTable {
  user_id: number;
  name: string;
  value: Json<unknown> | null;
  updated_at: DefaultTimestamp;
}

export interface FloodExtentsTable {
  id: Generated<number>;
  media_id: number;
  geojson: Json<unknown>;
}

/** A saved search's alert mode and digest bookkeeping (migration 029). */
export interface AlertSubscriptionsTable {
  id: Generated<number>;
  saved_search_id: number;
  user_id: number;
  project_id: number;
  mode: AlertMode;
  /** Carried by the mails' unsubscribe link, which works without signing in. */
  unsubscribe_secret: string;
  /** Changes before this are not news to the subscription. */
  mode_set_at: DefaultTimestamp;
  digest_due_at: Timestamp | null;
}

/** A sighting that started to match a subscription: once per (subscription, post). */
export interface AlertsTable {
  id: Generated<number>;
  subscription_id: number;
  user_id: number;
  post_id: number;
  created_at: DefaultTimestamp;
  read_at: Timestamp | null;
  mailed_at: Timestamp | null;
}

/** A post change to check against the project's alerts, written by triggers (migration 029). */
export interface AlertChecksTable {
  id: Generated<number>;
  post_id: number;
  project_id: number;
  changed_at: DefaultTimestamp;
  created: boolean;
  from_status_id: number | null;
  from_severity_level: number | null;
}

/** The streets of the posts' addresses per project (migration 009); maintained by a trigger. */
/** A change members of the project may be told about; kept LIVE_EVENT_REPLAY_HOURS. */
export interface ProjectEventsTable {
  id: Generated<number>;
  project_id: number;
  type: string;
  post_id: number | null;
  /** The event as the stream sends it, without its id. */
  payload: Json<Record<string, unknown>>;
  is_internal_note: Generated<boolean>;
  /** Set for events only their user receives (saved searches). */
  user_id: number | null;
  created_at: DefaultTimestamp;
}

/** Who has a post open, until expires_at unless their browser says so again. */
export interface PostViewersTable {
  post_id: number;
  user_id: number;
  project_id: number;
  expires_at: Timestamp;
}

export interface PostStreetsTable {
  project_id: number;
  street: string;
  place: string;
  search_key: string;
  posts: number;
  lng_sum: number;
  lat_sum: number;
  last_observed_at: Date;
}

export interface StormDrainsTable {
  id: Generated<number>;
  external_id: string | null;
  kind: Generated<string>;
  lat: number;
  lng: number;
}

export interface OauthClientsTable {
  client_id: string;
  name: string;
  redirect_uris: Json<string[]>;
  post_logout_redirect_uris: ColumnType<string[], string | undefined, string>;
}

export interface IdentitySessionsTable {
  id_hash: string;
  user_id: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface AuthorizationCodesTable {
  code_hash: string;
  client_id: string;
  user_id: number;
  session_id_hash: string | null;
  redirect_uri: string;
  code_challenge: string;
  scope: string | null;
  nonce: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The token family the code was exchanged for (added by migration 002). */
  family_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TokenFamiliesTable {
  id: Generated<number>;
  user_id: number;
  client_id: string;
  session_id_hash: string | null;
  scope: string | null;
  created_at: DefaultTimestamp;
  /** Hard expiry: no refresh after it, however often the family was refreshed. */
  expires_at: DefaultTimestamp;
  revoked_at: Timestamp | null;
}

export interface SigningKeysTable {
  kid: string;
  alg: string;
  public_jwk: Json<Record<string, unknown>>;
  private_jwk: Json<Record<string, unknown>>;
  created_at: DefaultTimestamp;
  activates_at: Timestamp;
}

export interface SignInThrottlesTable {
  /** SHA-256 of the normalised e-mail, so typed addresses of no account are not kept. */
  account_key: string;
  failures: number;
  last_attempt_at: Timestamp;
  blocked_until: Timestamp | null;
}

/** A tus upload (migration 025); its bytes wait in the parts folder until it is complete. */
export interface ResumableUploadsTable {
  /** The upload id of its URL. */
  id: string;
  kind: 'photo' | 'video';
  /** The signed-in member who started it, or null for a public reporter. */
  uploader_id: number | null;
  /** SHA-256 of the public reporter's report session token, or null for a member. */
  session_hash: string | null;
  /** SHA-256 of the client's address, for the bytes-in-flight cap; the address is not kept. */
  client_key: string;
  /** The declared Upload-Length. */
  upload_length: number;
  /** The media row it became once complete; removing that removes this. */
  media_id: number | null;
  created_at: DefaultTimestamp;
}

export interface RateLimitCountersTable {
  /** The limited route, as "METHOD /path". */
  route: string;
  /** SHA-256 of the client's key (its address or user), so addresses are not kept. */
  client_key: string;
  hits: number;
  /** The end of the current window; a hit after it starts a new one. */
  expires_at: Timestamp;
}

export interface AccessTokensTable {
  token_hash: string;
  family_id: number;
  user_id: number;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** A user's read-only token for desktop GIS; only its SHA-256 is kept. */
export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** A one-time link sent by e-mail: its SHA-256 only is kept. */
export interface AccountLinksTable {
  token_hash: string;
  user_id: number;
  kind: 'invitation' | 'password_reset';
  /** The group an invitation is to, shown on the page that accepts it. */
  client_group_id: number | null;
  created_by: number | null;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Mail kept instead of sent when no SMTP server is configured; provider admins read it. */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: DefaultTimestamp;
}

/** One admin change: who, when, what, and the subject before and after. */
export interface AdminAuditTable {
  id: Generated<string>;
  actor_id: number | null;
  client_group_id: number | null;
  project_id: number | null;
  action: string;
  subject: string;
  subject_id: number | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  created_at: DefaultTimestamp;
}

/** A renamed project's earlier slugs, so that old addresses still lead to it. */
/** A renamed client group's old slug, leading to the group that had it last. */
export interface ClientGroupSlugHistoryTable {
  slug: string;
  client_group_id: number;
}

export interface ProjectSlugHistoryTable {
  client_group_id: number;
  slug: string;
  project_id: number;
}

/** A checked region file awaiting its uploader's confirmation: its areas, named, in file order. */
export interface RegionUploadsTable {
  id: Generated<number>;
  project_id: number;
  created_by: number;
  file_name: string;
  areas: Json<unknown>;
  created_at: DefaultTimestamp;
}

export interface Database {
  users: UsersTable;
  client_groups: ClientGroupsTable;
  client_group_members: ClientGroupMembersTable;
  projects: ProjectsTable;
  statuses: StatusesTable;
  regions: RegionsTable;
  investigations: InvestigationsTable;
  questions: QuestionsTable;
  weather_events: WeatherEventsTable;
  posts: PostsTable;
  post_investigations: PostInvestigationsTable;
  post_regions: PostRegionsTable;
  post_weather_events: PostWeatherEventsTable;
  comments: CommentsTable;
  media: MediaTable;
  structured_answers: StructuredAnswersTable;
  post_views: PostViewsTable;
  post_view_events: PostViewEventsTable;
  post_status_changes: PostStatusChangesTable;
  severity_corrections: SeverityCorrectionsTable;
  saved_searches: SavedSearchesTable;
  user_settings: UserSettingsTable;
  flood_extents: FloodExtentsTable;
  storm_drains: StormDrainsTable;
  post_streets: PostStreetsTable;
  project_events: ProjectEventsTable;
  post_viewers: PostViewersTable;
  oauth_clients: OauthClientsTable;
  identity_sessions: IdentitySessionsTable;
  authorization_codes: AuthorizationCodesTable;
  token_families: TokenFamiliesTable;
  access_tokens: AccessTokensTable;
  personal_access_tokens: PersonalAccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  signing_keys: SigningKeysTable;
  sign_in_throttles: SignInThrottlesTable;
  rate_limit_counters: RateLimitCountersTable;
  resumable_uploads: ResumableUploadsTable;
  account_links: AccountLinksTable;
  mail_outbox: MailOutboxTable;
  admin_audit: AdminAuditTable;
  project_slug_history: ProjectSlugHistoryTable;
  client_group_slug_history: ClientGroupSlugHistoryTable;
  region_uploads: RegionUploadsTable;
  project_intake_keys: ProjectIntakeKeysTable;
  alert_subscriptions: AlertSubscriptionsTable;
  alerts: AlertsTable;
  alert_checks: AlertChecksTable;
}
