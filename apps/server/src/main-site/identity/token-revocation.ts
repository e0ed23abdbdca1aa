import type { Db } from '@/db/database.ts';
import { hashToken } from './token-hash.ts';
import { revokeFamily } from './token-store.ts';

/**
 * RFC 7009: revoking an access or a refresh token ends the whole sign-in it belongs to (its
 * family), so neither can be used again. A token that is unknown, already revoked or another
 * client's changes nothing, and the caller cannot tell these apart.
 */
export async function revokeToken(db: Db, token: string, clientId: string): Promise<void> {
  const hash = hashToken(token);
  await db.transaction().execute(async (trx) => {
    const refresh = await trx
      .selectFrom('refresh_tokens as r')
      .innerJoin('token_families as f', 'f.id', 'r.family_id')
      .select(['f.id', 'f.client_id'])
      .where('r.token_hash', '=', hash)
      .executeTakeFirst();
    const family =
      refresh ??
      (await trx
        .selectFrom('access_tokens as a')
        .innerJoin('token_families as f', 'f.id', 'a.family_id')
        .select(['f.id', 'f.client_id'])
        .where('a.token_hash', '=', hash)
        .executeTakeFirst());
    if (family && family.client_id === clientId) await revokeFamily(trx, family.id);
  });
}
