import type { Db } from '@/db/database.ts';

/** Projects of the user's client groups with their group's name, in id order. */
export async function listProjectsOfMember(db: Db, userId: number) {
  return db
    .selectFrom('projects as p')
    .innerJoin('client_group_members as m', 'm.client_group_id', 'p.client_group_id')
    .innerJoin('client_groups as g', 'g.id', 'p.client_group_id')
    .select(['p.id', 'p.name', 'p.slug', 'p.client_group_id', 'g.name as client_group_name'])
    .where('m.user_id', '=', userId)
    .orderBy('p.id')
    .execute();
}

export async function findClientGroup(db: Db, clientGroupId: number) {
  return db
    .selectFrom('client_groups')
    .select(['id', 'name', 'slug'])
    .where('id', '=', clientGroupId)
    .executeTakeFirstOrThrow();
}

export async function listStatuses(db: Db, projectId: number) {
  return db
    .selectFrom('statuses')
    .select(['id', 'label', 'sort_order', 'is_default', 'quick_replies'])
    .where('project_id', '=', projectId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function listRegions(db: Db, projectId: number) {
  return db
    .selectFrom('regions')
    .select(['id', 'name', 'geojson'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
}

export async function listInvestigations(db: Db, projectId: number) {
  return db
    .selectFrom('investigations')
    .select(['id', 'name', 'slug', 'icon'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
}

/** Questions of every investigation of the project, grouped later by investigation_id. */
export async function listQuestions(db: Db, projectId: number) {
  return db
    .selectFrom('questions as q')
    .innerJoin('investigations as i', 'i.id', 'q.investigation_id')
    .select([
      'q.id',
      'q.investigation_id',
      'q.title',
      'q.data_type',
      'q.unit',
      'q.multiple',
      'q.options',
      'q.required',
    ])
    .where('i.project_id', '=', projectId)
    .orderBy('q.investigation_id')
    .orderBy('q.sort_order')
    .orderBy('q.id')
    .execute();
}
