import { expect } from 'vitest';
import type { Insertable } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { PostsTable } from '@/db/schema.ts';
import { createUser } from '../helpers/fixtures.ts';
import { bearer, issueTestToken } from '../helpers/auth.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** A post of the known data set, as inserted; tests compute expected answers from these. */
export interface FixturePost {
  id: number;
  lat: number;
  lng: number;
  observedAt: Date;
  createdAt: Date;
  lastCommentAt: Date | null;
  statusId: number | null;
  severity: number | null;
  content: string;
  location: string;
  featured: boolean;
  regionIds: number[];
  topicIds: number[];
}

export interface PostWorld {
  aliceToken: string;
  bobToken: string;
  aliceId: number;
  bobId: number;
  project: { id: number; slug: string };
  noExportProject: { id: number };
  otherProject: { id: number };
  otherPostId: number;
  statuses: { fresh: number; reviewed: number; closed: number };
  otherStatusId: number;
  regions: { downtown: number; harbor: number };
  topics: { flooding: number; drains: number };
  events: { hurricane: number; ongoing: number; otherProject: number };
  posts: FixturePost[];
}

export const BASE_TIME = Date.parse('2025-06-01T00:00:00.000Z');
const HOUR = 3_600_000;
export const POST_COUNT = 40;

const WORDS = ['Flooded street on Main', 'Basement water rising', 'Storm drain blocked', 'Dry'];

/**
 * Two client groups: alice's (a project that exports, one that does not) and bob's. Forty posts in
 * the first project, one hour apart going back from BASE_TIME, with statuses, severities,
 * regions, topics and comments cycling so every filter has known matches.
 */
export async function createPostWorld(db: Db): Promise<PostWorld> {
  const aliceId = await createUser(db, { email: 'alice@city.test', firstName: 'Alice' });
  const bobId = await createUser(db, { email: 'bob@other.test', firstName: 'Bob' });
  const group = (name: string, slug: string) =>
    db.insertInto('client_groups').values({ name, slug }).returning('id').executeTakeFirstOrThrow();
  const groupA = (await group('City', 'city')).id;
  const groupB = (await group('Other', 'other')).id;
  await db
    .insertInto('client_group_members')
    .values([
      { client_group_id: groupA, user_id: aliceId },
      { client_group_id: groupB, user_id: bobId },
    ])
    .execute();
  const projectId = await project(db, groupA, 'floods', true);
  const noExportId = await project(db, groupA, 'quiet', false);
  const otherProjectId = await project(db, groupB, 'elsewhere', true);

  const status = async (
    project_id: number,
    label: string,
    sort_order: number,
    is_default = false,
  ) =>
    (
      await db
        .insertInto('statuses')
        .values({ project_id, label, sort_order, is_default, quick_replies: '[]' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const statuses = {
    fresh: await status(projectId, 'New', 1, true),
    reviewed: await status(projectId, 'Reviewed', 2),
    closed: await status(projectId, '=Closed', 3),
  };
  const otherStatusId = await status(otherProjectId, 'New', 1, true);
  const region = async (name: string) =>
    (
      await db
        .insertInto('regions')
        .values({
          project_id: projectId,
          name,
          geojson: '{}',
          min_lng: -75,
          min_lat: 40,
          max_lng: -73,
          max_lat: 41,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const regions = { downtown: await region('Downtown'), harbor: await region('Harbor') };
  const topic = async (name: string, slug: string) =>
    (
      await db
        .insertInto('investigations')
        .values({ project_id: projectId, name, slug })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const topics = {
    flooding: await topic('Flooding', 'flooding'),
    drains: await topic('Drains', 'drains'),
  };
  const event = async (project_id: number, name: string, start: string, end: string | null) =>
    (
      await db
        .insertInto('weather_events')
        .values({ project_id, name, start_date: start, end_date: end })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const events = {
    hurricane: await event(projectId, 'Hurricane', '2025-05-30T00:00:00Z', '2025-05-30T12:00:00Z'),
    ongoing: await event(projectId, 'Ongoing rain', '2025-05-31T18:00:00Z', null),
    otherProject: await event(otherProjectId, 'Elsewhere', '2025-01-01T00:00:00Z', null),
  };

  const posts: FixturePost[] = [];
  for (let i = 0; i < POST_COUNT; i++) {
    const observedAt = new Date(BASE_TIME - i * HOUR);
    const statusCycle = [null, statuses.reviewed, statuses.closed, statuses.fresh];
    const post: Omit<FixturePost, 'id'> = {
      lat: 40.7 + (i % 10) * 0.01,
      lng: -74 - Math.floor(i / 10) * 0.01,
      observedAt,
      // Created in the opposite order of observation, so the two orders differ.
      createdAt: new Date(BASE_TIME + i * 60_000),
      lastCommentAt: i % 4 === 0 ? new Date(BASE_TIME + (i % 8) * HOUR) : null,
      statusId: statusCycle[i % 4] ?? null,
      severity: i % 7 === 0 ? null : i % 6,
      content: `${WORDS[i % 4]} number ${i}`,
      location: `${i} Main Street, New York, United States`,
      featured: i % 9 === 0,
      regionIds: [
        ...(i % 2 === 0 ? [regions.downtown] : []),
        ...(i % 5 === 0 ? [regions.harbor] : []),
      ],
      topicIds: [
        ...(i % 3 === 0 ? [topics.flooding] : []),
        ...(i % 4 === 1 ? [topics.drains] : []),
      ],
    };
    const { id } = await insertPost(db, {
      project_id: projectId,
      author_id: aliceId,
      lat: post.lat,
      lng: post.lng,
      location: post.location,
      content: post.content,
      status_id: post.statusId,
      featured: post.featured,
      observed_at: post.observedAt,
      created_at: post.createdAt,
      last_comment_at: post.lastCommentAt,
      severity_level: post.severity,
    });
    for (const region_id of post.regionIds) {
      await db.insertInto('post_regions').values({ post_id: id, region_id }).execute();
    }
    for (const investigation_id of post.topicIds) {
      await db
        .insertInto('post_investigations')
        .values({ post_id: id, investigation_id })
        .execute();
    }
    posts.push({ ...post, id });
  }
  const { id: otherPostId } = await insertPost(db, {
    project_id: otherProjectId,
    lat: 40.7,
    lng: -74,
    content: 'Flooded street elsewhere',
    observed_at: new Date(BASE_TIME),
    status_id: otherStatusId,
  });
  return {
    aliceToken: await issueTestToken(db, aliceId),
    bobToken: await issueTestToken(db, bobId),
    aliceId,
    bobId,
    project: { id: projectId, slug: 'floods' },
    noExportProject: { id: noExportId },
    otherProject: { id: otherProjectId },
    otherPostId,
    statuses,
    otherStatusId,
    regions,
    topics,
    events,
    posts,
  };
}

async function project(db: Db, groupId: number, slug: string, allowExports: boolean) {
  const row = await db
    .insertInto('projects')
    .values({
      client_group_id: groupId,
      name: slug,
      slug,
      allow_exports: allowExports,
      show_severity: true,
      show_internal_notes: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function insertPost(db: Db, values: Insertable<PostsTable>) {
  return db.insertInto('posts').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Posts in list order for an order column (descending, id as tie-breaker, nulls last). */
export function inListOrder(
  posts: FixturePost[],
  order: 'observedAt' | 'createdAt' | 'lastCommentAt' = 'observedAt',
): FixturePost[] {
  return [...posts].sort((a, b) => {
    const av = a[order]?.getTime() ?? -Infinity;
    const bv = b[order]?.getTime() ?? -Infinity;
    return bv - av || b.id - a.id;
  });
}

/** A call of the world's project as alice (`path` after the project's address), answered 200. */
export async function getAsAlice<T>(t: TestApp, w: PostWorld, path: string): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/local-projects/${w.project.id}/${path}`,
    headers: bearer(w.aliceToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
