import type { Db } from '@/db/database.ts';

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
