import { WEB_CLIENT_ID } from '@highwater/core/constants';
import type { Db } from '@/db/database.ts';
import { hashToken, newOpaqueToken } from '@/main-site/identity/token-hash.ts';

/**
 * A live access token for the user, stored the way the identity service stores one, so tests
 * and benchmarks reach signed-in routes without going through the sign-in flow. The web client
 * must be registered (createTestApp does that).
 */
export async function issueTestToken(db: Db, userId: number, ttlMs = 3_600_000): Promise<string> {
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
      expires_at: new Date(Date.now() + ttlMs),
    })
    .execute();
  return token;
}

/** Request headers carrying the token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
