import type { Selectable } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { ProjectsTable } from '@/db/schema.ts';

export type ProjectRow = Selectable<ProjectsTable>;

export async function hasMembership(
  db: Db,
  userId: number,
  clientGroupId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('client_group_members')
    .select('client_group_id')
    .where('user_id', '=', userId)
    .where('client_group_id', '=', clientGroupId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listMemberProjectIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('client_group_members as m', 'm.client_group_id', 'p.client_group_id')
    .select('p.id')
    .where('m.user_id', '=', userId)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The users who belong to the client group now. */
export async function listGroupMemberIds(db: Db, clientGroupId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('client_group_members')
    .select('user_id')
    .where('client_group_id', '=', clientGroupId)
    .orderBy('user_id')
    .execute();
  return new Set(rows.map((row) => row.user_id));
}
