import type { Transaction } from 'kysely';
import type { TokenResponse } from '@highwater/core/api/tokens';
import type { Database } from '@/db/schema.ts';
import { hashToken, newOpaqueToken } from './token-hash.ts';

export interface TokenLifetimes {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export interface FamilyRef {
  id: number;
  userId: number;
  scope: string | null;
}

/** A new access and refresh token in the family; only their hashes are stored. */
export async function issueTokenPair(
  trx: Transaction<Database>,
  family: FamilyRef,
  lifetimes: TokenLifetimes,
): Promise<TokenResponse> {
  const accessToken = newOpaqueToken();
  const refreshToken = newOpaqueToken();
  const now = Date.now();
  await trx
    .insertInto('access_tokens')
    .values({
      token_hash: hashToken(accessToken),
      family_id: family.id,
      user_id: family.userId,
      expires_at: new Date(now + lifetimes.accessTokenTtlSeconds * 1000),
    })
    .execute();
  await trx
    .insertInto('refresh_tokens')
    .values({
      token_hash: hashToken(refreshToken),
      family_id: family.id,
      expires_at: new Date(now + lifetimes.refreshTokenTtlSeconds * 1000),
    })
    .execute();
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: lifetimes.accessTokenTtlSeconds,
    refresh_token: refreshToken,
    ...(family.scope ? { scope: family.scope } : {}),
  };
}

/** Revoking the family stops every access and refresh token issued in it. */
export async function revokeFamily(trx: Transaction<Database>, familyId: number): Promise<void> {
  await trx
    .updateTable('token_families')
    .set({ revoked_at: new Date() })
    .where('id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}
