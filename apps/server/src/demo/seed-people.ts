import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { bulkInsert, reserveIds } from '@/db/bulk-insert.ts';
import { offsetMetres, round6 } from './demo-geometry.ts';
import { FIRST_NAMES, LAST_NAMES } from './demo-names.ts';
import type { City } from './places.ts';
import type { Random } from './random.ts';

/** A signed-in user of the demo, or a staff member who appears in comments. */
export interface PersonPlan {
  email: string;
  first: string;
  last: string;
  passwordHash: string | null;
  city: City;
  providerAdmin?: boolean;
}

export async function insertPerson(db: Kysely<Database>, person: PersonPlan): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: person.email,
      password_hash: person.passwordHash,
      first_name: person.first,
      last_name: person.last,
      location: `${person.city.name}, ${person.city.state}`,
      lng: person.city.center[0],
      lat: person.city.center[1],
      is_provider_admin: person.providerAdmin === true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Public reporters: people without e-mail or password who send sightings, living around the city;
 * about a third have a profile picture.
 */
export async function insertReporters(
  db: Kysely<Database>,
  random: Random,
  city: City,
  count: number,
  avatarUrls: readonly string[],
): Promise<number[]> {
  const ids = await reserveIds(db, 'users', count);
  const rows = ids.map((id) => {
    const [lng, lat] = offsetMetres(city.center, random.normal(0, 1500), random.normal(0, 1500));
    return {
      id,
      first_name: random.pick(FIRST_NAMES),
      last_name: random.pick(LAST_NAMES),
      avatar_url: random.chance(0.35) ? random.pick(avatarUrls) : null,
      location: `${city.name}, ${city.state}`,
      lng: round6(lng),
      lat: round6(lat),
    };
  });
  await bulkInsert(
    db,
    'users',
    {
      id: 'integer',
      first_name: 'text',
      last_name: 'text',
      avatar_url: 'text',
      location: 'text',
      lng: 'double precision',
      lat: 'double precision',
    },
    rows,
  );
  return ids;
}

/** A client group and its members: staff, but group admins for those among `adminIds`. */
export async function insertGroup(
  db: Kysely<Database>,
  group: { slug: string; name: string },
  memberIds: readonly number[],
  adminIds: readonly number[] = [],
): Promise<number> {
  const { id } = await db
    .insertInto('client_groups')
    .values({ slug: group.slug, name: group.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (memberIds.length > 0) {
    await db
      .insertInto('client_group_members')
      .values(
        memberIds.map((userId) => ({
          client_group_id: id,
          user_id: userId,
          role: adminIds.includes(userId) ? ('group_admin' as const) : ('staff' as const),
        })),
      )
      .execute();
  }
  return id;
}
