import type { Db } from '@/db/database.ts';
import type { MemberRole } from '@/db/schema.ts';

export interface GroupMember {
  userId: number;
  email: string | null;
  firstName: string;
  lastName: string;
  role: MemberRole;
  lastSignInAt: Date | null;
  /** Never set a password: invited, not yet arrived. */
  pending: boolean;
  /** The newest unused invitation link's expiry, for a pending member. */
  invitationExpiresAt: Date | null;
}

export interface PeopleGroup {
  id: number;
  name: string;
  members: GroupMember[];
}

/** The groups, by name, each with its members by name (admins first). */
export async function listPeople(db: Db, groupIds: number[]): Promise<PeopleGroup[]> {
  if (groupIds.length === 0) return [];
  const [groups, members] = await Promise.all([
    db
      .selectFrom('client_groups')
      .select(['id', 'name', 'slug'])
      .where('id', 'in', groupIds)
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('client_group_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select([
        'm.client_group_id',
        'm.role',
        'u.id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.last_sign_in_at',
        'u.password_hash',
      ])
      .select((eb) =>
        eb
          .selectFrom('account_links as l')
          .select((l) => l.fn.max('l.expires_at').as('expires_at'))
          .whereRef('l.user_id', '=', 'u.id')
          .whereRef('l.client_group_id', '=', 'm.client_group_id')
          .where('l.kind', '=', 'invitation')
          .where('l.used_at', 'is', null)
          .as('invitation_expires_at'),
      )
      .where('m.client_group_id', 'in', groupIds)
      .orderBy('m.role')
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .execute(),
  ]);
  return groups.map((group) => ({
    id: group.id,
    name: group.name ?? group.slug,
    members: members
      .filter((row) => row.client_group_id === group.id)
      .map((row) => ({
        userId: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        role: row.role,
        lastSignInAt: row.last_sign_in_at,
        pending: row.password_hash === null,
        invitationExpiresAt: row.invitation_expires_at ? new Date(row.invitation_expires_at) : null,
      })),
  }));
}
