import { sql } from 'kysely';
import { AUTH_CALLBACK_PATH, WEB_CLIENT_ID } from '@highwater/core/constants';
import type { Db } from '@/db/database.ts';

/**
 * The web app is the one registered client. Each public origin it is served at adds its own
 * redirect (and the address a sign-out may return to) to the lists, so instances with different
 * public origins on one database each keep signing in; every address is matched exactly.
 */
export async function registerWebClient(db: Db, publicOrigin: string): Promise<void> {
  const redirect = JSON.stringify([`${publicOrigin}${AUTH_CALLBACK_PATH}`]);
  const afterLogout = JSON.stringify([`${publicOrigin}/`]);
  // One statement, so two instances starting at once cannot drop each other's address.
  await db
    .insertInto('oauth_clients')
    .values({
      client_id: WEB_CLIENT_ID,
      name: 'Highwater web',
      redirect_uris: redirect,
      post_logout_redirect_uris: afterLogout,
    })
    .onConflict((oc) =>
      oc.column('client_id').doUpdateSet({
        redirect_uris: sql`CASE WHEN oauth_clients.redirect_uris @> ${redirect}::jsonb
          THEN oauth_clients.redirect_uris
          ELSE oauth_clients.redirect_uris || ${redirect}::jsonb END`,
        post_logout_redirect_uris: sql`CASE
          WHEN oauth_clients.post_logout_redirect_uris @> ${afterLogout}::jsonb
          THEN oauth_clients.post_logout_redirect_uris
          ELSE oauth_clients.post_logout_redirect_uris || ${afterLogout}::jsonb END`,
      }),
    )
    .execute();
}
