/** Constants from the product specification (spec 000 section 9 and spec 001 section 9). */

export const SILENT_SIGN_IN_TIMEOUT_MS = 5_000;
export const TOKEN_REFRESH_MARGIN_MS = 5_000;
export const MISSING_CONFIG_WARNING_MS = 5_000;

export const NOTIFICATION_TIMEOUT_MS = 10_000;
export const NOTIFICATION_HOVER_SAMPLE_MS = 50;

export const SMALL_SCREEN_MAX_REM = 32;
export const LARGE_SCREEN_MIN_REM = 64;

export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1_000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_GC_MS = 5 * 60_000;

export const STALE_TIME_MS = {
  projects: 30 * 60_000,
  projectDetail: 30 * 60_000,
  posts: 60_000,
  postDetail: 5 * 60_000,
  savedSearches: 15 * 60_000,
  weatherEvents: 30 * 60_000,
} as const;

export const DAY_MS = 86_400_000;
export const MONTH_DAYS = 30.5;
export const YEAR_DAYS = 365.25;

export const MAP_CLICK_DELAY_MS = 333;
export const MAP_FLY_MAX_MS = 2_000;
export const ROUTER_RESYNC_MS = 333;
export const LOCATION_SEARCH_DEBOUNCE_MS = 333;
export const SEEN_AFTER_MS = 1_000;
export const TIMELINE_KEY_COMMIT_MS = 500;
export const TIMELINE_MAX_INTERVALS = 1_000;
export const MAP_MARKER_GROUP_LIMIT = 150;
/**
 * The most points one answer carries. Above it the map draws counts per cell, and points again once
 * a view holds no more than this: enough for a neighbourhood's every sighting, little enough for
 * the browser to group and draw at once.
 */
export const MAP_POINTS_LIMIT = 10_000;
export const SELECTED_POST_PADDING_MILES = 0.25;
export const COORDINATE_GROUP_DECIMALS = 4;
export const POST_MAP_ZOOM = 16;
export const HOME_MAP_ZOOM = 10;
export const FLOOD_EXTENT_OPACITY = 1 / 6;
export const STORM_DRAIN_RADIUS_M = 100;
export const TIDE_WINDOW_HOURS = 12;
export const TIDE_STATION_MAX_KM = 160;
export const NATIVE_PICKER_MAX_PX = 480;
export const TIME_STEP_MINUTES = 15;
export const SEVERITY_COMMENT_MAX = 1_000;
export const COLUMN_MIN_PX = 240;
export const COLUMN_KEY_STEP_PX = 16;
export const FILTERS_COLUMN_REM = 32;
export const UNCLEAR_PROBABILITY = { min: 0.4, max: 0.6 } as const;

export const RADIUS_MILES = [0.5, 1, 2, 3, 4, 5, 10, 15, 25] as const;
export const DEFAULT_RADIUS_MILES = 1;
export { METERS_PER_MILE } from './units.ts';

export const DEFAULT_PROJECT_START_DATE = '2020-01-01T00:00:00.000Z';

export const SYSTEMS_OF_MEASURE = ['METRIC', 'IMPERIAL'] as const;
export type SystemOfMeasure = (typeof SYSTEMS_OF_MEASURE)[number];
export const DEFAULT_SYSTEM_OF_MEASURE: SystemOfMeasure = 'IMPERIAL';

export const SORT_OPTIONS = ['observed', 'created', 'commented'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const GROUP_BY_OPTIONS = ['none', 'status', 'severity'] as const;
export type GroupByOption = (typeof GROUP_BY_OPTIONS)[number];

export const DATA_TYPES = [
  'BOOLEAN',
  'DECIMAL',
  'NUMERIC',
  'SELECT',
  'DATETIME',
  'TIMERANGE',
] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** OAuth client of the web app and the path of its registered redirect. */
export const WEB_CLIENT_ID = 'highwater-web';
export const AUTH_CALLBACK_PATH = '/auth/callback';
export const NO_SESSION_MESSAGE = 'NO_SESSION';
export const SESSION_STORAGE_KEY = 'highwater.session';
/**
 * Where the sign-in callback page leaves the authorization answer for the web app in the same
 * tab (sessionStorage), so that the code never travels in an address.
 */
export const AUTH_ANSWER_STORAGE_KEY = 'highwater.auth-answer';
