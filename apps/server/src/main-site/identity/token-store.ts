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
  /** The family's hard expiry: no token of it outlives this. */
  expiresAt: Date;
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
  const until = (ttlSeconds: number) =>
    new Date(Math.min(now + ttlSeconds * 1000, family.expiresAt.getTime()));
  const accessExpiresAt = until(lifetimes.accessTokenTtlSeconds);
  await trx
    .insertInto('access_tokens')
    .values({
      token_hash: hashToken(accessToken),
      family_id: family.id,
      user_id: family.userId,
      expires_at: accessExpiresAt,
    })
    .execute();
  await trx
    .insertInto('refresh_tokens')
    .values({
      token_hash: hashToken(refreshToken),
      family_id: family.id,
      expires_at: until(lifetimes.refreshTokenTtlSeconds),
    })
    .execute();
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: Math.max(0, Math.floor((accessExpiresAt.getTime() - now) / 1000)),
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
