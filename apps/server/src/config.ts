import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PHOTO_MAX_BYTES,
  RESUMABLE_UPLOAD_TTL_MS,
  UNATTACHED_UPLOAD_TTL_MS,
  VIDEO_MAX_BYTES,
} from '@highwater/core/api/uploads';
import {
  LIVE_EVENT_HEARTBEAT_MS,
  LIVE_EVENT_REPLAY_HOURS,
  POST_VIEWER_TTL_MS,
} from '@highwater/core/api/events';
import {
  DEFAULT_MAP_STYLES,
  MAP_STYLE_PRESETS,
  OFFLINE_MAP_STYLE,
  readMapStyle,
} from '@highwater/core/map-styles';
import type { S3Settings } from './adapters/s3-settings.ts';
import type { SessionQueueLimits } from './db/session-queue.ts';
import { parseAddressList, type AddressList } from './metrics/address-list.ts';

/** Every setting of the server, read from the environment once and validated. See .env.example. */
export interface Config {
  port: number;
  host: string;
  trustProxy: boolean;
  publicOrigin: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  dataDir: string;
  /** PGlite: callers that may wait for its one session, and how long; beyond, 503. */
  pgliteQueue: SessionQueueLimits;
  /** Used when mediaStore is local. */
  mediaDir: string;
  /** Where media live: the folder mediaDir, or an S3-compatible bucket. */
  mediaStore: MediaStoreSetting;
  uploadPhotoMaxBytes: number;
  uploadVideoMaxBytes: number;
  /** Photos with more pixels than this are refused before they are decoded. */
  uploadPhotoMaxPixels: number;
  uploadRateLimitPerMinute: number;
  /** New posts per minute per intake key, and per signed-in member. */
  intakeRateLimitPerMinute: number;
  unattachedUploadTtlMs: number;
  /** Where resumable (tus) uploads' bytes wait until the upload is complete. */
  resumableUploadDir: string;
  /** An unfinished resumable upload is removed with its bytes after this long. */
  resumableUploadTtlMs: number;
  /** Resumable uploads a public reporter (not signed in) may start per address and minute. */
  publicUploadRateLimitPerMinute: number;
  /** Bytes of unfinished resumable uploads that one address of public reporters may declare. */
  publicUploadBytesInFlight: number;
  /** Report-page submissions one address may make in an hour. */
  publicReportsPerAddressPerHour: number;
  /** Public reports one project takes in an hour. */
  publicReportsPerProjectPerHour: number;
  /** Removes videos' metadata and makes their posters; without it, videos are refused. */
  ffmpegPath: string;
  webDist: string;
  /** Off by default when DATABASE_URL names a real database; DEMO_DATA=true turns it on. */
  loadDemoData: boolean;
  demoPosts: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  identitySessionTtlSeconds: number;
  authRateLimitPerMinute: number;
  /** Token, revocation and userinfo calls per minute per address: an office shares one. */
  tokenRateLimitPerMinute: number;
  supportEmail: string;
  supportPhone: string;
  mainSiteUrl: string;
  /** smtp:// or smtps:// with any credentials; null keeps mail in the outbox at /admin/outbox. */
  smtpUrl: string | null;
  /** The From of every mail, as `Name <address>` or an address. */
  mailFrom: string;
  defaultFileTransferUrl: string;
  /** Origins of client groups' own file-transfer pages, which the content security policy frames. */
  fileTransferOrigins: string[];
  mapStyleStreet: string;
  mapStyleSatellite: string;
  /** Origins a configured map style loads tiles, glyphs or sprites from, beyond its own. */
  mapExtraOrigins: string[];
  environment: string;
  release: string;
  sentryDsn: string | null;
  logLevel: string;
  /** offline: harmonic prediction from the bundled station database; noaa: NOAA CO-OPS live. */
  tideService: TideService;
  noaaTidesUrl: string;
  tideTimeoutMs: number;
  /** off: new posts' severity stays empty; http: a model service at severityPredictorUrl. */
  severityPredictor: SeverityPredictorSetting;
  /** A failed job is tried again after this, then twice as long each time, for about a day. */
  jobRetryDelaySeconds: number;
  /** A job still running this long after it started (its instance died) is tried again. */
  jobExpireSeconds: number;
  /** Live updates: a comment line this often keeps a quiet event stream open through proxies. */
  liveHeartbeatMs: number;
  /** Live updates: how long events are kept for clients that reconnect. */
  liveReplayHours: number;
  /** Live updates: how often open streams check their token and membership again. */
  liveAccessCheckMs: number;
  /** Live updates: open streams per user; a new one ends the user's oldest. */
  liveStreamsPerUser: number;
  /** Live updates: open streams per client address; see live/stream-limits.ts. */
  liveStreamsPerAddress: number;
  /** A viewer of a post counts as there this long after their last presence call. */
  postViewerTtlMs: number;
  /** Addresses and CIDR ranges that may read /metrics without a token. */
  metricsAllow: AddressList;
  /** A bearer token that reads /metrics from anywhere; null when none is set. */
  metricsToken: string | null;
  /** On SIGTERM, how long in-flight requests get to finish before the server exits anyway. */
  shutdownTimeoutMs: number;
}

export type SeverityPredictorSetting =
  { kind: 'off' } | { kind: 'http'; url: string; timeoutMs: number };

export type MediaStoreSetting = { kind: 'local' } | { kind: 's3'; s3: S3Settings };

export const TIDE_SERVICES = ['offline', 'noaa'] as const;
export type TideService = (typeof TIDE_SERVICES)[number];

/** The repository root, reckoned alike from src/ and from the built dist/. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`Setting ${name} must be an integer of at least ${min}, got "${raw}"`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new Error(`Setting ${name} must be true or false, got "${raw}"`);
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`Setting ${name} must be an absolute URL, got "${raw}"`);
  }
}

function smtpUrl(env: Env): string | null {
  const raw = env.SMTP_URL;
  if (!raw) return null;
  let protocol: string | undefined;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error('Setting SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return raw;
}

/** https origins, comma-separated; `https://*.example.org` allows every subdomain. */
function httpsOrigins(env: Env, name: string): string[] {
  const parts = (env[name] ?? '').split(',').map((part) => part.trim());
  return parts.filter(Boolean).map((part) => {
    let origin: string | null = null;
    try {
      const address = new URL(part);
      if (address.protocol === 'https:' && address.pathname === '/' && !address.search) {
        origin = address.origin;
      }
    } catch {
      // reported below
    }
    if (!origin) throw new Error(`Setting ${name} must list https origins, got "${part}"`);
    return origin;
  });
}

/**
 * The page framed when a client group has none of its own: https, or the server's own page
 * (which is http while developing on localhost).
 */
function fileTransferUrl(env: Env, publicOrigin: string): string {
  const value = url(env, 'FILE_TRANSFER_URL', `${publicOrigin}/file-transfer`);
  const address = new URL(value);
  if (address.protocol !== 'https:' && address.origin !== new URL(publicOrigin).origin) {
    throw new Error(`Setting FILE_TRANSFER_URL must be an https address, got "${value}"`);
  }
  return value;
}

/** A base map: offline, a preset's name or an http(s) address (see core/map-styles.ts). */
function mapStyle(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (!readMapStyle(value)) {
    const presets = Object.keys(MAP_STYLE_PRESETS).join(', ');
    throw new Error(
      `Setting ${name} must be ${OFFLINE_MAP_STYLE}, one of ${presets}, or an http(s) address of a style or tiles, got "${value}"`,
    );
  }
  return value;
}

function s3Endpoint(env: Env): string {
  const value = url(env, 'S3_ENDPOINT', '');
  if (!/^https?:/.test(value)) {
    throw new Error(`Setting S3_ENDPOINT must be an http(s) address, got "${value}"`);
  }
  return value;
}

/** MEDIA_STORE=local (the default) or s3, which needs S3_BUCKET and both keys or neither. */
function mediaStore(env: Env): MediaStoreSetting {
  const kind = env.MEDIA_STORE || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`Setting MEDIA_STORE must be local or s3, got "${kind}"`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('Setting S3_BUCKET is required when MEDIA_STORE=s3');
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error(
      'Settings S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
  }
  return {
    kind,
    s3: {
      endpoint: env.S3_ENDPOINT ? s3Endpoint(env) : undefined,
      bucket,
      region: env.S3_REGION || 'us-east-1',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
    },
  };
}

function tideService(env: Env): TideService {
  const raw = env.TIDE_SERVICE || 'offline';
  const service = TIDE_SERVICES.find((s) => s === raw);
  if (!service) throw new Error(`Setting TIDE_SERVICE must be offline or noaa, got "${raw}"`);
  return service;
}

function severityPredictor(env: Env): SeverityPredictorSetting {
  const raw = env.SEVERITY_PREDICTOR || 'off';
  if (raw === 'off') return { kind: 'off' };
  if (raw !== 'http')
    throw new Error(`Setting SEVERITY_PREDICTOR must be off or http, got "${raw}"`);
  if (!env.SEVERITY_PREDICTOR_URL) {
    throw new Error('Setting SEVERITY_PREDICTOR=http needs SEVERITY_PREDICTOR_URL');
  }
  return {
    kind: 'http',
    url: url(env, 'SEVERITY_PREDICTOR_URL', ''),
    timeoutMs: int(env, 'SEVERITY_PREDICTOR_TIMEOUT_MS', 30_000, 1),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 3000);
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || 'data');
  const publicOrigin = url(env, 'PUBLIC_ORIGIN', `http://localhost:${port}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    trustProxy: bool(env, 'TRUST_PROXY', false),
    publicOrigin,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir,
    pgliteQueue: {
      maxWaiting: int(env, 'PGLITE_QUEUE_MAX_WAITING', 100, 1),
      maxWaitMs: int(env, 'PGLITE_QUEUE_MAX_WAIT_MS', 10_000, 1),
    },
    mediaDir: path.resolve(repoRoot, env.MEDIA_DIR || path.join(dataDir, 'media')),
    mediaStore: mediaStore(env),
    uploadPhotoMaxBytes: int(env, 'UPLOAD_PHOTO_MAX_BYTES', PHOTO_MAX_BYTES, 1),
    uploadVideoMaxBytes: int(env, 'UPLOAD_VIDEO_MAX_BYTES', VIDEO_MAX_BYTES, 1),
    uploadPhotoMaxPixels: int(env, 'UPLOAD_PHOTO_MAX_PIXELS', 100_000_000, 1),
    uploadRateLimitPerMinute: int(env, 'UPLOAD_RATE_LIMIT_PER_MINUTE', 30, 1),
    intakeRateLimitPerMinute: int(env, 'INTAKE_RATE_LIMIT_PER_MINUTE', 60, 1),
    unattachedUploadTtlMs: int(env, 'UNATTACHED_UPLOAD_TTL_MS', UNATTACHED_UPLOAD_TTL_MS, 1),
    resumableUploadDir: path.resolve(
      repoRoot,
      env.RESUMABLE_UPLOAD_DIR || path.join(dataDir, 'resumable-uploads'),
    ),
    resumableUploadTtlMs: int(env, 'RESUMABLE_UPLOAD_TTL_MS', RESUMABLE_UPLOAD_TTL_MS, 1),
    publicUploadRateLimitPerMinute: int(env, 'PUBLIC_UPLOAD_RATE_LIMIT_PER_MINUTE', 30, 1),
    publicUploadBytesInFlight: int(env, 'PUBLIC_UPLOAD_BYTES_IN_FLIGHT', 2 * 1024 ** 3, 1),
    publicReportsPerAddressPerHour: int(env, 'PUBLIC_REPORTS_PER_ADDRESS_PER_HOUR', 20, 1),
    publicReportsPerProjectPerHour: int(env, 'PUBLIC_REPORTS_PER_PROJECT_PER_HOUR', 500, 1),
    ffmpegPath: env.FFMPEG_PATH || '/usr/bin/ffmpeg',
    webDist: path.resolve(repoRoot, env.WEB_DIST || 'apps/web/dist'),
    loadDemoData: bool(env, 'DEMO_DATA', !env.DATABASE_URL),
    demoPosts: int(env, 'DEMO_POSTS', 20_000, 0),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 1),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 86_400, 1),
    identitySessionTtlSeconds: int(env, 'IDENTITY_SESSION_TTL_SECONDS', 7 * 86_400, 1),
    authRateLimitPerMinute: int(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30, 1),
    tokenRateLimitPerMinute: int(env, 'TOKEN_RATE_LIMIT_PER_MINUTE', 600, 1),
    supportEmail: env.SUPPORT_EMAIL || 'support@highwater.test',
    supportPhone: env.SUPPORT_PHONE || '+1 (555) 010-4477',
    mainSiteUrl: url(env, 'MAIN_SITE_URL', publicOrigin),
    smtpUrl: smtpUrl(env),
    mailFrom: env.MAIL_FROM || 'Highwater <no-reply@highwater.test>',
    defaultFileTransferUrl: fileTransferUrl(env, publicOrigin),
    fileTransferOrigins: httpsOrigins(env, 'FILE_TRANSFER_ORIGINS'),
    mapStyleStreet: mapStyle(env, 'MAP_STYLE_STREET', DEFAULT_MAP_STYLES.street),
    mapStyleSatellite: mapStyle(env, 'MAP_STYLE_SATELLITE', DEFAULT_MAP_STYLES.satellite),
    mapExtraOrigins: httpsOrigins(env, 'MAP_EXTRA_ORIGINS'),
    environment: env.NODE_ENV || 'development',
    release: env.RELEASE || '0.1.0',
    sentryDsn: env.SENTRY_DSN || null,
    logLevel: env.LOG_LEVEL || 'info',
    tideService: tideService(env),
    noaaTidesUrl: url(env, 'NOAA_TIDES_URL', 'https://api.tidesandcurrents.noaa.gov'),
    tideTimeoutMs: int(env, 'TIDE_TIMEOUT_MS', 4_000, 1),
    severityPredictor: severityPredictor(env),
    jobRetryDelaySeconds: int(env, 'JOB_RETRY_DELAY_SECONDS', 10, 1),
    jobExpireSeconds: int(env, 'JOB_EXPIRE_SECONDS', 300, 5),
    liveHeartbeatMs: int(env, 'LIVE_EVENT_HEARTBEAT_MS', LIVE_EVENT_HEARTBEAT_MS, 10),
    liveReplayHours: int(env, 'LIVE_EVENT_REPLAY_HOURS', LIVE_EVENT_REPLAY_HOURS, 1),
    liveAccessCheckMs: int(env, 'LIVE_ACCESS_CHECK_MS', 60_000, 10),
    liveStreamsPerUser: int(env, 'LIVE_STREAMS_PER_USER', 10, 1),
    liveStreamsPerAddress: int(env, 'LIVE_STREAMS_PER_ADDRESS', 200, 1),
    postViewerTtlMs: int(env, 'POST_VIEWER_TTL_MS', POST_VIEWER_TTL_MS, 10),
    metricsAllow: parseAddressList('METRICS_ALLOW', env.METRICS_ALLOW ?? '127.0.0.1/8,::1'),
    metricsToken: env.METRICS_TOKEN || null,
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 25_000, 0),
  };
}
