import type { AddressInfo } from 'node:net';
import type { Db } from '@/db/database.ts';
import { createUser } from '../helpers/fixtures.ts';
import { issueTestToken } from '../helpers/auth.ts';
import type { TestApp } from '../helpers/test-app.ts';

export interface LiveWorld {
  ana: { id: number; token: string };
  ben: { id: number; token: string };
  /** A member of another client group. */
  cy: { id: number; token: string };
  /** Ana's and Ben's project, with severity and internal notes. */
  stormId: number;
  /** Another project of their group, which keeps no internal notes. */
  quietId: number;
  /** Cy's project. */
  elsewhereId: number;
  statuses: { fresh: number; reviewing: number };
  postId: number;
  quietPostId: number;
  elsewherePostId: number;
}

async function post(db: Db, projectId: number, location: string): Promise<number> {
  const row = await db
    .insertInto('posts')
    .values({
      project_id: projectId,
      lat: 36.85,
      lng: -76.29,
      location: `${location}, Norfolk, VA, United States`,
      content: 'Water over the curb',
      observed_at: new Date(Date.now() - 3_600_000),
      severity_level: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Two client groups: Ana's and Ben's (two projects), and Cy's (one); a post in each project. */
export async function createLiveWorld(db: Db): Promise<LiveWorld> {
  const user = async (name: string) => {
    const id = await createUser(db, {
      email: `${name.toLowerCase()}@live.test`,
      firstName: name,
      lastName: 'Tester',
    });
    return { id, token: await issueTestToken(db, id) };
  };
  const [ana, ben, cy] = [await user('Ana'), await user('Ben'), await user('Cy')];
  const group = async (slug: string, members: number[]) => {
    const { id } = await db
      .insertInto('client_groups')
      .values({ name: slug, slug })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('client_group_members')
      .values(members.map((user_id) => ({ client_group_id: id, user_id })))
      .execute();
    return id;
  };
  const city = await group('city', [ana.id, ben.id]);
  const other = await group('other', [cy.id]);
  const project = async (client_group_id: number, slug: string, notes: boolean) =>
    (
      await db
        .insertInto('projects')
        .values({
          client_group_id,
          name: slug,
          slug,
          show_severity: true,
          show_internal_notes: notes,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const stormId = await project(city, 'storm', true);
  const quietId = await project(city, 'quiet', false);
  const elsewhereId = await project(other, 'elsewhere', true);
  const status = async (label: string, sort_order: number, is_default: boolean) =>
    (
      await db
        .insertInto('statuses')
        .values({ project_id: stormId, label, sort_order, is_default, quick_replies: '[]' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const statuses = {
    fresh: await status('New', 1, true),
    reviewing: await status('Reviewing', 2, false),
  };
  return {
    ana,
    ben,
    cy,
    stormId,
    quietId,
    elsewhereId,
    statuses,
    postId: await post(db, stormId, '393 W Olney Rd'),
    quietPostId: await post(db, quietId, '12 Quiet Ln'),
    elsewherePostId: await post(db, elsewhereId, '1 Far St'),
  };
}

/** Listens on a free port of 127.0.0.1 and answers the base address. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A call to the server over HTTP with the user's token; answers status and JSON body. */
export async function call(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}
