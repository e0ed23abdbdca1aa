import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';
import { verifyPassword } from './password.ts';

/**
 * The user the e-mail and password belong to. An unknown e-mail costs the same hashing work as a
 * wrong password, so neither the answer nor its timing tells whether an account exists.
 */
export async function userForCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<number | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const valid = await verifyPassword(password, user?.password_hash ?? null);
  return valid && user ? user.id : undefined;
}
