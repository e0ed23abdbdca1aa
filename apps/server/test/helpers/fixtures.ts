import type { Db } from '@/db/database.ts';
import { hashPassword } from '@/identity/password.ts';

export const TEST_PASSWORD = 'correct horse battery';

export async function createUser(
  db: Db,
  values: { email: string; firstName?: string; lastName?: string; password?: string },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: values.email,
      password_hash: await hashPassword(values.password ?? TEST_PASSWORD),
      first_name: values.firstName ?? 'Test',
      last_name: values.lastName ?? 'User',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
