import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every setting of the server, read from the environment once and validated. See .env.example. */
export interface Config {
  port: number;
  host: string;
  trustProxy: boolean;
  publicOrigin: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  dataDir: string;
  mediaDir: string;
  webDist: string;
  loadDemoData: boolean;
  demoPosts: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  identitySessionTtlSeconds: number;
  authRateLimitPerMinute: number;
  supportEmail: string;
  supportPhone: string;
  mainSiteUrl: string;
  defaultFileTransferUrl: string;
  mapStyleStreet: string;
  mapStyleSatellite: string;
  environment: string;
  release: string;
  sentryDsn: string | null;
  logLevel: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
    mediaDir: path.resolve(repoRoot, env.MEDIA_DIR || path.join(dataDir, 'media')),
    webDist: path.resolve(repoRoot, env.WEB_DIST || 'apps/web/dist'),
    loadDemoData: bool(env, 'DEMO_DATA', true),
    demoPosts: int(env, 'DEMO_POSTS', 20_000, 0),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 1),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 86_400, 1),
    identitySessionTtlSeconds: int(env, 'IDENTITY_SESSION_TTL_SECONDS', 7 * 86_400, 1),
    authRateLimitPerMinute: int(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30, 1),
    supportEmail: env.SUPPORT_EMAIL || 'support@highwater.test',
    supportPhone: env.SUPPORT_PHONE || '+1 (555) 010-4477',
    mainSiteUrl: url(env, 'MAIN_SITE_URL', publicOrigin),
    defaultFileTransferUrl: url(env, 'FILE_TRANSFER_URL', `${publicOrigin}/file-transfer`),
    mapStyleStreet: env.MAP_STYLE_STREET || 'offline',
    mapStyleSatellite: env.MAP_STYLE_SATELLITE || 'offline',
    environment: env.NODE_ENV || 'development',
    release: env.RELEASE || '0.1.0',
    sentryDsn: env.SENTRY_DSN || null,
    logLevel: env.LOG_LEVEL || 'info',
  };
}
