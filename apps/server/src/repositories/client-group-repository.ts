import type { Db } from '@/db/database.ts';

/** The client groups the user belongs to, in id order. */
export async function listClientGroupsOfMember(db: Db, userId: number) {
  return db
    .selectFrom('client_groups as g')
    .innerJoin('client_group_members as m', 'm.client_group_id', 'g.id')
    .select(['g.id', 'g.name', 'g.slug', 'g.masv_embed_url'])
    .where('m.user_id', '=', userId)
    .orderBy('g.id')
    .execute();
}
