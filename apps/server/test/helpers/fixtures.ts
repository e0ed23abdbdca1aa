import type { Updateable } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { ProjectsTable } from '@/db/schema.ts';
import { hashPassword } from '@/main-site/identity/password.ts';

export const TEST_PASSWORD = 'correct horse battery';

/** Hashing is slow on purpose: one hash per password serves every user a worker creates. */
const hashes = new Map<string, Promise<string>>();

function storedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export async function createUser(
  db: Db,
  values: { email: string; firstName?: string; lastName?: string; password?: string },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: values.email,
      password_hash: await storedHash(values.password ?? TEST_PASSWORD),
      first_name: values.firstName ?? 'Test',
      last_name: values.lastName ?? 'User',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type ProjectSettings = Updateable<ProjectsTable>;

/**
 * Runs `during` with the project's settings changed, then puts back the values they had, even when
 * `during` fails, so later tests of the file see the project as it was.
 */
export async function withProjectSettings<T>(
  db: Db,
  projectId: number,
  settings: ProjectSettings,
  during: () => Promise<T>,
): Promise<T> {
  const columns = Object.keys(settings) as (keyof ProjectsTable)[];
  const before: ProjectSettings = await db
    .selectFrom('projects')
    .select(columns)
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  await db.updateTable('projects').set(settings).where('id', '=', projectId).execute();
  try {
    return await during();
  } finally {
    await db.updateTable('projects').set(before).where('id', '=', projectId).execute();
  }
}
