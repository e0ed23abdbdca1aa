import type { Config } from '@/config.ts';

/** The browser's sign-in session with the identity service; only its hash is stored. */
const COOKIE_NAME = 'highwater_identity';
// The whole site, so the main site's signed-in pages (/admin/*) see the session as well.
const COOKIE_PATH = '/';

const isSecure = (config: Config) => config.publicOrigin.startsWith('https:');

/**
 * On https the name carries the `__Host-` prefix: browsers then accept the cookie only when it is
 * Secure, for the whole site and from this host alone, so a sibling subdomain cannot plant one.
 */
export const sessionCookieName = (config: Config) =>
  isSecure(config) ? `__Host-${COOKIE_NAME}` : COOKIE_NAME;

export function readSessionCookie(config: Config, header: string | undefined): string | undefined {
  const name = sessionCookieName(config);
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

function attributes(config: Config, maxAge: number): string {
  const secure = isSecure(config) ? '; Secure' : '';
  return `Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export const sessionCookie = (config: Config, value: string) =>
  `${sessionCookieName(config)}=${value}; ${attributes(config, config.identitySessionTtlSeconds)}`;

export const clearedSessionCookie = (config: Config) =>
  `${sessionCookieName(config)}=; ${attributes(config, 0)}`;
