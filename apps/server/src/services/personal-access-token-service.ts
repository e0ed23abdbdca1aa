import {
  ACCESS_TOKENS_PER_USER,
  PERSONAL_ACCESS_TOKEN_PREFIX,
  type AccessToken,
  type CreateAccessTokenBody,
  type CreatedAccessToken,
} from '@highwater/core/api/access-tokens';
import { DAY_MS } from '@highwater/core/constants';
import type { Db } from '@/db/database.ts';
import { hashToken, newOpaqueToken } from '@/main-site/identity/token-hash.ts';
import { badRequest, HttpError, notFound } from '@/plugins/http-errors.ts';
import {
  countLivePersonalAccessTokens,
  insertPersonalAccessToken,
  listPersonalAccessTokens,
  lockTokenOwner,
  revokePersonalAccessToken,
  type PersonalAccessTokenListRow,
} from '@/repositories/personal-access-token-repository.ts';

export const ACCESS_TOKEN_NOT_FOUND = 'Access token not found';
export const TOO_MANY_ACCESS_TOKENS = `You already have ${ACCESS_TOKENS_PER_USER} access tokens in use: revoke one you no longer need first`;

const toAccessToken = (row: PersonalAccessTokenListRow): AccessToken => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

export async function listOwnAccessTokens(db: Db, userId: number): Promise<AccessToken[]> {
  return (await listPersonalAccessTokens(db, userId)).map(toAccessToken);
}

/** A new token for the user; its secret is in this answer only (the database keeps its hash). */
export async function createAccessToken(
  db: Db,
  userId: number,
  body: CreateAccessTokenBody,
  now = new Date(),
): Promise<CreatedAccessToken> {
  const name = body.name.trim();
  if (!name) throw badRequest('name must not be blank');
  const token = `${PERSONAL_ACCESS_TOKEN_PREFIX}${newOpaqueToken()}`;
  const row = await db.transaction().execute(async (trx) => {
    await lockTokenOwner(trx, userId);
    if ((await countLivePersonalAccessTokens(trx, userId, now)) >= ACCESS_TOKENS_PER_USER) {
      throw new HttpError(409, TOO_MANY_ACCESS_TOKENS);
    }
    return insertPersonalAccessToken(trx, {
      userId,
      name,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + body.expires_in_days * DAY_MS),
    });
  });
  return { ...toAccessToken(row), token };
}

/** Someone else's token, or one already revoked, is 404. */
export async function revokeOwnAccessToken(db: Db, userId: number, id: number): Promise<void> {
  if (!(await revokePersonalAccessToken(db, userId, id, new Date()))) {
    throw notFound(ACCESS_TOKEN_NOT_FOUND);
  }
}
