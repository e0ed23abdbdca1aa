import type { Selectable } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { PersonalAccessTokensTable } from '@/db/schema.ts';

const listColumns = ['id', 'name', 'created_at', 'expires_at', 'last_used_at'] as const;

export type PersonalAccessTokenListRow = Pick<
  Selectable<PersonalAccessTokensTable>,
  (typeof listColumns)[number]
>;

/** The user's row, locked, so that counting their tokens and adding one do not race. */
export async function lockTokenOwner(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Tokens neither revoked nor expired at `now`. */
export async function countLivePersonalAccessTokens(
  db: Db,
  userId: number,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('personal_access_tokens')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertPersonalAccessToken(
  db: Db,
  values: { userId: number; name: string; tokenHash: string; expiresAt: Date },
): Promise<PersonalAccessTokenListRow> {
  return db
    .insertInto('personal_access_tokens')
    .values({
      user_id: values.userId,
      name: values.name,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
    })
    .returning(listColumns)
    .executeTakeFirstOrThrow();
}

/** The user's tokens not revoked, newest first (expired ones too, until revoked). */
export function listPersonalAccessTokens(
  db: Db,
  userId: number,
): Promise<PersonalAccessTokenListRow[]> {
  return db
    .selectFrom('personal_access_tokens')
    .select(listColumns)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** False when the user has no such token not yet revoked. */
export async function revokePersonalAccessToken(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('personal_access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The live token with this hash: not revoked, not expired at `now`. */
export function findLivePersonalAccessToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ id: number; user_id: number; last_used_at: Date | null } | undefined> {
  return db
    .selectFrom('personal_access_tokens')
    .select(['id', 'user_id', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks the token used at `now`, unless another request did since `staleBefore`. */
export async function touchPersonalAccessToken(
  db: Db,
  id: number,
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .updateTable('personal_access_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
    .execute();
}
