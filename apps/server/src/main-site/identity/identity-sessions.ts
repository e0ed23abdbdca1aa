import type { Transaction } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { hashToken, newOpaqueToken } from './token-hash.ts';

export interface LiveSession {
  idHash: string;
  userId: number;
}

/** The live session a cookie value stands for, if any. */
export async function findLiveSession(
  db: Db,
  cookieValue: string | undefined,
): Promise<LiveSession | undefined> {
  if (!cookieValue) return undefined;
  const row = await db
    .selectFrom('identity_sessions')
    .select(['id_hash', 'user_id'])
    .where('id_hash', '=', hashToken(cookieValue))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { idHash: row.id_hash, userId: row.user_id } : undefined;
}

/** Starts a session and returns the cookie value, which is never stored. */
export async function startSession(
  trx: Transaction<Database>,
  userId: number,
  ttlSeconds: number,
): Promise<{ cookieValue: string; idHash: string }> {
  const cookieValue = newOpaqueToken();
  const idHash = hashToken(cookieValue);
  await trx
    .insertInto('identity_sessions')
    .values({
      id_hash: idHash,
      user_id: userId,
      expires_at: new Date(Date.now() + ttlSeconds * 1000),
    })
    .execute();
  return { cookieValue, idHash };
}

/** Ends the sessions and revokes every token family signed in through them. */
export async function endSessions(trx: Transaction<Database>, idHashes: string[]): Promise<void> {
  if (idHashes.length === 0) return;
  const now = new Date();
  await trx
    .updateTable('identity_sessions')
    .set({ revoked_at: now })
    .where('id_hash', 'in', idHashes)
    .where('revoked_at', 'is', null)
    .execute();
  await trx
    .updateTable('token_families')
    .set({ revoked_at: now })
    .where('session_id_hash', 'in', idHashes)
    .where('revoked_at', 'is', null)
    .execute();
}
