import type { Kysely } from 'kysely';
import { WEB_CLIENT_ID } from '@highwater/core/constants';
import type { Database } from '@/db/schema.ts';
import { hashToken, newOpaqueToken } from '@/identity/token-hash.ts';

const DAY = 86_400_000;

/** A day-long access token of the web client for the user, stored as the sign-in stores one. */
export async function issueToken(db: Kysely<Database>, userId: number): Promise<string> {
  const family = await db
    .insertInto('token_families')
    .values({ user_id: userId, client_id: WEB_CLIENT_ID })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newOpaqueToken();
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: hashToken(token),
      family_id: family.id,
      user_id: userId,
      expires_at: new Date(Date.now() + DAY),
    })
    .execute();
  return token;
}
