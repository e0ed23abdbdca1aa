import type { Db } from '@/db/database.ts';

/** The project's default status: the one flagged default, else the first in order. */
export async function findDefaultStatusId(db: Db, projectId: number): Promise<number | null> {
  const row = await db
    .selectFrom('statuses')
    .select('id')
    .where('project_id', '=', projectId)
    .orderBy('is_default', 'desc')
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function statusBelongsToProject(
  db: Db,
  statusId: number,
  projectId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('statuses')
    .select('id')
    .where('id', '=', statusId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row !== undefined;
}
