import type { Db } from '@/db/database.ts';

/** Everyone in the client groups the user belongs to, one row per group and member. */
export async function listMembersOfUsersGroups(db: Db, userId: number) {
  return db
    .selectFrom('client_group_members as mine')
    .innerJoin('client_group_members as m', 'm.client_group_id', 'mine.client_group_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.client_group_id', 'u.id', 'u.first_name', 'u.last_name'])
    .where('mine.user_id', '=', userId)
    .orderBy('m.client_group_id')
    .orderBy('u.id')
    .execute();
}

/** The topics of the user's projects with their questions (null for a topic without any). */
export async function listTopicQuestionsOfMember(db: Db, userId: number) {
  return db
    .selectFrom('investigations as i')
    .innerJoin('projects as p', 'p.id', 'i.project_id')
    .innerJoin('client_group_members as m', 'm.client_group_id', 'p.client_group_id')
    .leftJoin('questions as q', 'q.investigation_id', 'i.id')
    .select([
      'i.project_id',
      'i.id as topic_id',
      'i.name as topic_name',
      'q.id as question_id',
      'q.title',
      'q.data_type',
    ])
    .where('m.user_id', '=', userId)
    .orderBy('i.project_id')
    .orderBy('i.id')
    .orderBy('q.sort_order')
    .orderBy('q.id')
    .execute();
}
