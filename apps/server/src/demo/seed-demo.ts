import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { bulkInsert } from '@/db/bulk-insert.ts';
import { DEMO_GROUPS, DEMO_PROJECTS } from './demo-catalog.ts';
import type { DemoMedia } from './demo-media.ts';
import { cityByKey, CITIES, type City } from './places.ts';
import { makeHotspots } from './post-factory.ts';
import type { WrittenCounts } from './post-writer.ts';
import { linkRegions, linkWeatherEvents, writeProjectPosts } from './project-posts.ts';
import { Random } from './random.ts';
import { insertGroup, insertPerson, insertReporters } from './seed-people.ts';
import { seedProject } from './seed-project.ts';
import { stormDrains } from './street-spots.ts';

export interface DemoPerson {
  email: string;
  description: string;
  first: string;
  last: string;
  city: City['key'];
  groups: readonly string[];
  /**
   * Has no comments and has seen no posts yet. Leaves the data drawn for a group's projects as it
   * was before this person was added to the group.
   */
  joinedRecently?: boolean;
  /** The groups (of `groups`) this person runs as group admin; staff in the others. */
  adminOf?: readonly string[];
  /** Runs the whole service: every client group on the admin pages. */
  providerAdmin?: boolean;
}

export interface SeedDemoInput {
  people: readonly (DemoPerson & { passwordHash: string })[];
  media: DemoMedia;
  avatarUrls: readonly string[];
  posts: number;
  now: Date;
  seed: number;
}

const BATCH_POSTS = 20_000;

/** Posts per project by share; what rounding leaves over goes to the first project. */
function postCounts(total: number): number[] {
  const counts = DEMO_PROJECTS.map((plan) => Math.floor(total * plan.share));
  counts[0] = (counts[0] ?? 0) + total - counts.reduce((sum, n) => sum + n, 0);
  return counts;
}

async function insertStormDrains(db: Kysely<Database>, random: Random): Promise<number> {
  const rows = CITIES.flatMap((city) =>
    stormDrains(random, city).map((drain, index) => ({
      ...drain,
      external_id: `${city.drainPrefix}-SD-${String(index + 1).padStart(5, '0')}`,
    })),
  );
  await bulkInsert(
    db,
    'storm_drains',
    { external_id: 'text', kind: 'text', lat: 'double precision', lng: 'double precision' },
    rows,
  );
  return rows.length;
}

/** The whole demo data set; the caller holds the transaction. */
export async function seedDemo(db: Kysely<Database>, input: SeedDemoInput): Promise<WrittenCounts> {
  const random = new Random(input.seed);
  const counts: WrittenCounts = { users: 0 };
  const peopleIds = new Map<string, number>();
  for (const person of input.people) {
    peopleIds.set(
      person.email,
      await insertPerson(db, { ...person, city: cityByKey(person.city) }),
    );
  }
  const groupIds = new Map<string, number>();
  const staffByGroup = new Map<string, number[]>();
  for (const group of DEMO_GROUPS) {
    const staffIds: number[] = [];
    for (const member of group.staff) {
      staffIds.push(
        await insertPerson(db, { ...member, passwordHash: null, city: cityByKey(group.city) }),
      );
    }
    const members = input.people.filter((person) => person.groups.includes(group.slug));
    const idOf = (person: DemoPerson) => peopleIds.get(person.email) ?? 0;
    const demoMembers = members.map(idOf);
    const adminIds = members.filter((person) => person.adminOf?.includes(group.slug)).map(idOf);
    groupIds.set(group.slug, await insertGroup(db, group, [...demoMembers, ...staffIds], adminIds));
    const active = members.filter((person) => !person.joinedRecently).map(idOf);
    staffByGroup.set(group.slug, [...staffIds, ...active]);
    counts.users = (counts.users ?? 0) + staffIds.length;
  }

  const reporterTotal = Math.max(60, Math.round(input.posts / 7));
  const reportersByCity = new Map<City['key'], number[]>();
  for (const city of CITIES) {
    const share = DEMO_PROJECTS.filter((p) => p.city === city.key).reduce((s, p) => s + p.share, 0);
    const ids = await insertReporters(
      db,
      random.fork(),
      city,
      Math.max(20, Math.round(reporterTotal * share)),
      input.avatarUrls,
    );
    reportersByCity.set(city.key, ids);
    counts.users = (counts.users ?? 0) + ids.length;
  }
  counts.users = (counts.users ?? 0) + input.people.length;
  counts.storm_drains = await insertStormDrains(db, random.fork());

  const perProject = postCounts(input.posts);
  for (const [index, plan] of DEMO_PROJECTS.entries()) {
    const projectRandom = random.fork();
    const project = await seedProject(
      db,
      projectRandom,
      groupIds.get(plan.group) ?? 0,
      plan,
      input.now,
    );
    const staffIds = staffByGroup.get(plan.group) ?? [];
    const demoViewers = input.people
      .filter((person) => person.groups.includes(plan.group) && !person.joinedRecently)
      .map((person) => ({ id: peopleIds.get(person.email) ?? 0, share: 0.35 }));
    const context = {
      project,
      media: input.media,
      hotspots: makeHotspots(projectRandom, project),
      now: input.now,
      people: {
        reporterIds: reportersByCity.get(plan.city) ?? [],
        staffIds,
        viewers: [
          ...demoViewers,
          // The group's first two staff; a group with fewer lists a demo person there too.
          ...staffIds
            .slice(0, 2)
            .filter((id) => !demoViewers.some((viewer) => viewer.id === id))
            .map((id) => ({ id, share: 0.1 })),
        ],
      },
    };
    const written = await writeProjectPosts(db, projectRandom, context, perProject[index] ?? 0, {
      batchSize: BATCH_POSTS,
    });
    for (const [table, count] of Object.entries(written))
      counts[table] = (counts[table] ?? 0) + count;
    counts.post_weather_events =
      (counts.post_weather_events ?? 0) + (await linkWeatherEvents(db, project.id));
    counts.post_regions = (counts.post_regions ?? 0) + (await linkRegions(db, project.regionIds));
  }
  return counts;
}
