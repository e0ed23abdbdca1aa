import type { Db } from '@/db/database.ts';
import { createUser } from '../helpers/fixtures.ts';

/**
 * Two client groups, each with a project: Harbor's has a group admin and a staff member; Bayou's
 * a group admin. Beside them a provider admin and someone in no group.
 */
export async function seedAdminProjects(db: Db, tag: string) {
  const user = (name: string) => createUser(db, { email: `${name}@${tag}.test`, firstName: name });
  const [provider, admin, staff, otherAdmin, nobody] = await Promise.all(
    ['provider', 'admin', 'staff', 'other', 'nobody'].map(user),
  );
  await db
    .updateTable('users')
    .set({ is_provider_admin: true })
    .where('id', '=', provider!)
    .execute();
  const [harbor, bayou] = await db
    .insertInto('client_groups')
    .values([
      { name: 'Harbor City', slug: `harbor-${tag}` },
      { name: 'Bayou Parish', slug: `bayou-${tag}` },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('client_group_members')
    .values([
      { client_group_id: harbor!.id, user_id: admin!, role: 'group_admin' },
      { client_group_id: harbor!.id, user_id: staff!, role: 'staff' },
      { client_group_id: bayou!.id, user_id: otherAdmin!, role: 'group_admin' },
    ])
    .execute();
  const project = (clientGroupId: number, name: string) =>
    db
      .insertInto('projects')
      .values({
        client_group_id: clientGroupId,
        name,
        slug: name.toLowerCase().replace(/ /g, '-'),
        center_lng: -76.29,
        center_lat: 36.84,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  return {
    users: {
      provider: provider!,
      admin: admin!,
      staff: staff!,
      otherAdmin: otherAdmin!,
      nobody: nobody!,
    },
    groups: { harbor: harbor!.id, bayou: bayou!.id },
    projects: {
      river: await project(harbor!.id, 'River Watch'),
      bay: await project(bayou!.id, 'Bay Levels'),
    },
  };
}
