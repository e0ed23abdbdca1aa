import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startSession } from '@/main-site/identity/identity-sessions.ts';
import { sessionCookieName } from '@/main-site/identity/session-cookie.ts';

/**
 * The Cookie header of a live identity session for the user, as the sign-in form leaves in the
 * browser: the main site's admin pages read it.
 */
export async function adminCookie(app: FastifyInstance, userId: number): Promise<string> {
  const { cookieValue } = await app.db
    .transaction()
    .execute((trx) => startSession(trx, userId, app.config.identitySessionTtlSeconds));
  return `${sessionCookieName(app.config)}=${cookieValue}`;
}

/** GET of an admin page with the session. */
export const adminGet = (app: FastifyInstance, url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

/** A form post from the site's own page (Origin is the public origin), as a browser sends it. */
export function adminPost(
  app: FastifyInstance,
  url: string,
  cookie: string,
  fields: Record<string, string | string[]>,
): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return app.inject({
    method: 'POST',
    url,
    headers: {
      cookie,
      origin: app.config.publicOrigin,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: body.toString(),
  });
}
