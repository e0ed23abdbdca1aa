import type { Db } from '@/db/database.ts';
import type { MemberRole } from '@/db/schema.ts';
import { createUser } from '../helpers/fixtures.ts';

export interface PeopleWorld {
  harborId: number;
  riverId: number;
  harborProjectId: number;
  provider: number;
  harborAdmin: number;
  harborStaff: number;
  /** A staff member of the harbor group whom tests change and remove. */
  harborOther: number;
  riverAdmin: number;
  /** Belongs to no client group. */
  loner: number;
}

async function group(db: Db, slug: string, name: string, members: [number, MemberRole][]) {
  const { id } = await db
    .insertInto('client_groups')
    .values({ name, slug })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('client_group_members')
    .values(members.map(([user_id, role]) => ({ client_group_id: id, user_id, role })))
    .execute();
  return id;
}

/** Two client groups (harbor, river) with an admin each, harbor's staff, a provider admin. */
export async function createPeopleWorld(db: Db, domain: string): Promise<PeopleWorld> {
  const user = (name: string) =>
    createUser(db, { email: `${name}@${domain}`, firstName: name, lastName: 'Tester' });
  const provider = await user('provider');
  await db
    .updateTable('users')
    .set({ is_provider_admin: true })
    .where('id', '=', provider)
    .execute();
  const [harborAdmin, harborStaff, harborOther, riverAdmin, loner] = [
    await user('harboradmin'),
    await user('harborstaff'),
    await user('harborother'),
    await user('riveradmin'),
    await user('loner'),
  ];
  const harborId = await group(db, 'harbor', 'Harbor Office', [
    [harborAdmin, 'group_admin'],
    [harborStaff, 'staff'],
    [harborOther, 'staff'],
  ]);
  const riverId = await group(db, 'river', 'River Authority', [[riverAdmin, 'group_admin']]);
  const { id: harborProjectId } = await db
    .insertInto('projects')
    .values({ client_group_id: harborId, name: 'Harbor floods', slug: 'harbor-floods' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    harborId,
    riverId,
    harborProjectId,
    provider,
    harborAdmin,
    harborStaff,
    harborOther,
    riverAdmin,
    loner,
  };
}

/** Rows that admin changes write or remove, to show a refused call changed nothing. */
export async function snapshot(db: Db) {
  const [members, users, links, audit, mail] = await Promise.all([
    db
      .selectFrom('client_group_members')
      .selectAll()
      .orderBy('client_group_id')
      .orderBy('user_id')
      .execute(),
    db.selectFrom('users').select(['id', 'email', 'password_hash']).orderBy('id').execute(),
    db
      .selectFrom('account_links')
      .select(['token_hash', 'used_at'])
      .orderBy('token_hash')
      .execute(),
    db.selectFrom('admin_audit').select('id').orderBy('id').execute(),
    db.selectFrom('mail_outbox').select('id').orderBy('id').execute(),
  ]);
  return { members, users, links, audit, mail };
}
