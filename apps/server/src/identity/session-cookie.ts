import type { Config } from '@/config.ts';

/** The browser's sign-in session with the identity service; only its hash is stored. */
export const SESSION_COOKIE = 'highwater_identity';
// The whole site, so the main site's signed-in pages (/admin/*) see the session as well.
const COOKIE_PATH = '/';

export function readSessionCookie(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

function attributes(config: Config, maxAge: number): string {
  const secure = config.publicOrigin.startsWith('https:') ? '; Secure' : '';
  return `Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export const sessionCookie = (config: Config, value: string) =>
  `${SESSION_COOKIE}=${value}; ${attributes(config, config.identitySessionTtlSeconds)}`;

export const clearedSessionCookie = (config: Config) =>
  `${SESSION_COOKIE}=; ${attributes(config, 0)}`;
