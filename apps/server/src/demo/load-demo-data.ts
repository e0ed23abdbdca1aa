import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '@/main-site/identity/password.ts';
import type { MediaStorage } from '../adapters/media-storage.ts';
import { mediaUrlPath } from '../media/media-types.ts';
import { seedDemo, type DemoPerson } from './seed-demo.ts';
import { ensureDemoMedia } from './demo-media.ts';

export const DEMO_PASSWORD = 'highwater-demo';
export const DEMO_USERS = [
  {
    email: 'ana@demo.highwater.test',
    description: 'admin of one client group, staff in another',
    first: 'Ana',
    last: 'Ruiz',
    city: 'miami-beach',
    groups: ['miami-beach', 'charleston-stormwater'],
    adminOf: ['miami-beach'],
  },
  {
    email: 'ben@demo.highwater.test',
    description: 'admin of one client group',
    first: 'Ben',
    last: 'Carter',
    city: 'norfolk',
    groups: ['norfolk-resilience'],
    adminOf: ['norfolk-resilience'],
  },
  {
    email: 'cy@demo.highwater.test',
    description: 'no client group',
    first: 'Cy',
    last: 'Moreno',
    city: 'charleston',
    groups: [],
  },
  {
    email: 'dee@demo.highwater.test',
    description: "Ben's colleague in his client group: sees his comments, cannot edit them",
    first: 'Dee',
    last: 'Okafor',
    city: 'norfolk',
    groups: ['norfolk-resilience'],
    joinedRecently: true,
  },
  {
    email: 'eli@demo.highwater.test',
    description: 'one client group with one project: opens straight onto its map',
    first: 'Eli',
    last: 'Grant',
    city: 'charleston',
    groups: ['lowcountry-parks'],
  },
  {
    email: 'pat@demo.highwater.test',
    description: 'provider admin: every client group on the admin pages, none on the dashboard',
    first: 'Pat',
    last: 'Lindqvist',
    city: 'norfolk',
    groups: [],
    providerAdmin: true,
  },
] as const satisfies readonly DemoPerson[];

export const DEMO_SEED = 20_260_101;
// Any constant: two servers starting on one empty database load the demo once.
const DEMO_LOCK = 7_240_117;

export interface DemoOptions {
  /** The moment the data set is built around (posts up to it, events relative to it). */
  now?: Date;
  seed?: number;
}

async function hasUsers(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Loads the demo data set into a database that has no users yet, in one transaction; does
 * nothing otherwise. Photos and videos are drawn into the media store first (kept if present).
 */
export async function loadDemoDataIfEmpty(
  db: Db,
  storage: MediaStorage,
  config: Config,
  log: (line: string) => void,
  options: DemoOptions = {},
): Promise<void> {
  if (await hasUsers(db)) return;
  const started = Date.now();
  log(`Loading the demo data set (${config.demoPosts.toLocaleString('en-US')} posts)…`);
  const media = await ensureDemoMedia(storage);
  const mediaSeconds = (Date.now() - started) / 1000;
  const people = await Promise.all(
    DEMO_USERS.map(async (user) => ({ ...user, passwordHash: await hashPassword(DEMO_PASSWORD) })),
  );
  const counts = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`.execute(trx);
    if (await hasUsers(trx)) return null;
    return seedDemo(trx, {
      people,
      media,
      avatarUrls: media.avatarKeys.map(mediaUrlPath),
      posts: config.demoPosts,
      now: options.now ?? new Date(),
      seed: options.seed ?? DEMO_SEED,
    });
  });
  if (!counts) return;
  await sql`ANALYZE`.execute(db);
  const seconds = (Date.now() - started) / 1000;
  const summary = Object.entries(counts)
    .map(([table, count]) => `${count.toLocaleString('en-US')} ${table}`)
    .join(', ');
  log(
    `Demo data loaded in ${seconds.toFixed(1)} s (media ${mediaSeconds.toFixed(1)} s): ${summary}`,
  );
}
