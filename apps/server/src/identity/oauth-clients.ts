import { AUTH_CALLBACK_PATH, WEB_CLIENT_ID } from '@highwater/core/constants';
import type { Db } from '../db/database.ts';

/** The web app is the one registered client; its redirect follows the public origin setting. */
export async function registerWebClient(db: Db, publicOrigin: string): Promise<void> {
  const redirectUris = JSON.stringify([`${publicOrigin}${AUTH_CALLBACK_PATH}`]);
  await db
    .insertInto('oauth_clients')
    .values({ client_id: WEB_CLIENT_ID, name: 'Highwater web', redirect_uris: redirectUris })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ redirect_uris: redirectUris }))
    .execute();
}
