import type { Db } from '@/db/database.ts';

export interface SavedSearchRow {
  id: number;
  project_id: number;
  title: string;
  query: [string, string][];
}

const columns = ['id', 'project_id', 'title', 'query'] as const;

export function listSavedSearches(
  db: Db,
  userId: number,
  projectId: number,
): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('saved_searches')
    .select(columns)
    .where('user_id', '=', userId)
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
}

export function findOwnSavedSearch(
  db: Db,
  userId: number,
  id: number,
): Promise<SavedSearchRow | undefined> {
  return db
    .selectFrom('saved_searches')
    .select(columns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertSavedSearch(
  db: Db,
  values: { userId: number; projectId: number; title: string; query: [string, string][] },
): Promise<SavedSearchRow> {
  return db
    .insertInto('saved_searches')
    .values({
      user_id: values.userId,
      project_id: values.projectId,
      title: values.title,
      query: JSON.stringify(values.query),
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export function updateSavedSearch(
  db: Db,
  id: number,
  changes: { title?: string | undefined; query?: [string, string][] | undefined },
): Promise<SavedSearchRow> {
  return db
    .updateTable('saved_searches')
    .set({
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.query !== undefined ? { query: JSON.stringify(changes.query) } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function deleteSavedSearch(db: Db, id: number): Promise<void> {
  await db.deleteFrom('saved_searches').where('id', '=', id).execute();
}
