import type { Db } from '@/db/database.ts';

export async function findUserById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'avatar_url', 'lng', 'lat'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function listUserSettings(db: Db, userId: number) {
  return db
    .selectFrom('user_settings')
    .select(['name', 'value'])
    .where('user_id', '=', userId)
    .orderBy('name')
    .execute();
}

/** Inserts or replaces one setting; the value is stored as JSON (null clears it). */
export async function upsertUserSetting(
  db: Db,
  userId: number,
  name: string,
  value: string | null,
): Promise<void> {
  const json = value === null ? null : JSON.stringify(value);
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, name, value: json, updated_at: new Date() })
    .onConflict((oc) =>
      oc.columns(['user_id', 'name']).doUpdateSet({ value: json, updated_at: new Date() }),
    )
    .execute();
}
