import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { PostFilter } from '@/domain/post-filter.ts';
import type { PostWorld } from './post-fixtures.ts';

/** A filter that narrows nothing: tests of the summaries spread one narrowing field over it. */
export const NO_FILTER: PostFilter = {
  weatherEventIds: [],
  from: null,
  to: null,
  tsQuery: null,
  near: [],
  statusIds: [],
  severityLevels: [],
  regionIds: [],
  investigationIds: [],
  order: 'observed_at',
};

/**
 * Status and severity filters of the post world as address queries, with REVIEWED, FRESH and CLOSED
 * for its statuses' ids (withStatusIds); FRESH is the project's default status, which posts
 * without one take.
 */
export const KIND_FILTERS = [
  'with_statuses=REVIEWED',
  'with_statuses=FRESH',
  'with_statuses=FRESH&with_statuses=CLOSED',
  'with_statuses=REVIEWED&with_statuses=CLOSED',
  'structured_data=severity_level,in,2,3',
  'structured_data=severity_level,in,none',
  'structured_data=severity_level,in,0,none',
  'with_statuses=FRESH&structured_data=severity_level,in,1,none',
  'with_statuses=REVIEWED&structured_data=severity_level,in,4,5',
];

export const withStatusIds = (w: PostWorld, query: string) =>
  query
    .replace('REVIEWED', String(w.statuses.reviewed))
    .replace('FRESH', String(w.statuses.fresh))
    .replace('CLOSED', String(w.statuses.closed));

/**
 * Every change a summary by kind must follow: posts added (without a status, without a level),
 * changed in status and level, moved in place and time, moved to another project, and deleted
 * one and several at a time.
 */
export async function changePostsEveryWay(db: Db, w: PostWorld): Promise<void> {
  const [first, second, third, fourth, fifth, sixth] = w.posts;
  await db
    .insertInto('posts')
    .values(
      [40.705, 40.715, 40.72].map((lat, i) => ({
        project_id: w.project.id,
        lat,
        lng: -74.015,
        content: `Added ${i}`,
        observed_at: new Date(`2025-05-01T0${i}:30:00Z`),
        status_id: i === 0 ? null : w.statuses.reviewed,
        severity_level: i === 2 ? null : i,
      })),
    )
    .execute();
  const set = (id: number, values: Record<string, unknown>) =>
    db.updateTable('posts').set(values).where('id', '=', id).execute();
  await set(first!.id, { status_id: w.statuses.closed });
  await set(second!.id, { status_id: null });
  await set(third!.id, { severity_level: null });
  await set(fourth!.id, { severity_level: 5 });
  await set(fifth!.id, { lat: 40.76, lng: -74.025, observed_at: new Date('2025-05-02T13:45:00Z') });
  await set(sixth!.id, { project_id: w.otherProject.id });
  await db.deleteFrom('posts').where('content', '=', 'Added 1').execute();
  await db.deleteFrom('posts').where('id', 'in', [w.posts[7]!.id, w.posts[8]!.id]).execute();
}

/** A summary by kind under test: its migration, and how to check it against the posts. */
export interface KindSummary {
  /** The test's app and post world, made in its beforeAll. */
  world: () => { db: Db; w: PostWorld };
  migration: { up(db: Kysely<unknown>): Promise<void>; down(db: Kysely<unknown>): Promise<void> };
  /** Rows where the stored counts differ from counting every post again. */
  differing: () => Promise<unknown[]>;
  /** Checks the calls the summary answers against the same calls counting posts. */
  expectSameAsCountingPosts: () => Promise<void>;
}

/** The tests every summary by kind passes: exact when filled, after every change, when remade. */
export function itKeepsKindsExact(summary: KindSummary): void {
  const expectExact = async () => {
    expect(await summary.differing()).toEqual([]);
    await summary.expectSameAsCountingPosts();
  };

  it('are the counts of the posts when the table is filled', expectExact);

  it('follow posts added, deleted, moved, changed in status or severity or project', async () => {
    const { db, w } = summary.world();
    await changePostsEveryWay(db, w);
    await expectExact();
  });

  it('follow the posts of a deleted status, which then have none', async () => {
    const { db, w } = summary.world();
    await db.deleteFrom('statuses').where('id', '=', w.statuses.closed).execute();
    await expectExact();
  });

  it('are filled from the posts already stored when the table is created', async () => {
    const db = summary.world().db as unknown as Kysely<unknown>;
    await summary.migration.down(db);
    await summary.migration.up(db);
    await expectExact();
  });
}
