import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientGroup, ProjectSummary } from '@highwater/core/api/projects';
import type { Comment, Post } from '@highwater/core/api/posts';
import { DEMO_USERS } from '@/demo/load-demo-data.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { bearer, issueTestToken } from '../helpers/auth.ts';
import { demoTestApp } from './demo-test-setup.ts';

/** The demo's own people, as its README lists them: what each of them can reach. */
let t: TestApp;
const tokens = new Map<string, string>();
const userIds = new Map<string, number>();

const token = (name: string) => tokens.get(name) ?? '';
const get = (name: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token(name)) });

async function projectsOf(name: string): Promise<ProjectSummary[]> {
  const res = await get(name, '/api/v3/cx/local-projects');
  expect(res.statusCode).toBe(200);
  return res.json<ProjectSummary[]>();
}

beforeAll(async () => {
  t = await demoTestApp();
  for (const user of DEMO_USERS) {
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    const name = user.email.split('@')[0] ?? '';
    userIds.set(name, row.id);
    tokens.set(name, await issueTestToken(t.db, row.id));
  }
});
afterAll(() => t.close());

describe('the demo person with one project (eli)', () => {
  it('sees exactly one project, of one client group, with sightings in it', async () => {
    const projects = await projectsOf('eli');
    expect(projects.map((p) => p.slug)).toEqual(['waterfront-park-watch']);
    const groups = await get('eli', '/api/v3/cx/client-groups');
    expect(groups.json<ClientGroup[]>().map((g) => g.slug)).toEqual(['lowcountry-parks']);
    const posts = await get('eli', `/api/v3/cx/local-projects/${projects[0]!.id}/posts?limit=5`);
    expect(posts.statusCode).toBe(200);
    expect(posts.json<{ results: unknown[] }>().results.length).toBeGreaterThan(0);
  });

  it('cannot open a project of another client group', async () => {
    const [norfolk] = await projectsOf('ben');
    expect((await get('eli', `/api/v3/cx/local-projects/${norfolk!.id}`)).statusCode).toBe(404);
  });
});

describe('two demo people of one client group (ben and dee)', () => {
  let projectId: number;
  let post: Post;
  let bensComment: Comment;

  beforeAll(async () => {
    // A post of their group that Ben commented on when the demo was drawn.
    const { rows } = await sql<{ id: number; post_id: number; project_id: number }>`
      SELECT c.id, c.post_id, p.project_id FROM comments c JOIN posts p ON p.id = c.post_id
      WHERE c.author_id = ${userIds.get('ben')} AND NOT c.is_internal_note
      ORDER BY c.id LIMIT 1`.execute(t.db);
    const row = rows[0]!;
    projectId = row.project_id;
    const res = await get('dee', `/api/v3/cx/local-projects/${projectId}/posts/${row.post_id}`);
    expect(res.statusCode).toBe(200);
    post = res.json<Post>();
    bensComment = post.comments.find((c) => c.id === row.id)!;
  });

  it('see the same projects', async () => {
    const ben = (await projectsOf('ben')).map((p) => p.slug);
    expect(ben).toHaveLength(2);
    expect((await projectsOf('dee')).map((p) => p.slug)).toEqual(ben);
  });

  it('Dee has no history of her own yet: no comments and no sightings seen', async () => {
    const { rows } = await sql<{ comments: number; views: number }>`
      SELECT (SELECT count(*)::int FROM comments WHERE author_id = ${userIds.get('dee')}) AS comments,
        (SELECT count(*)::int FROM post_views WHERE user_id = ${userIds.get('dee')}) AS views`.execute(
      t.db,
    );
    expect(rows[0]).toEqual({ comments: 0, views: 0 });
  });

  it("Dee reads Ben's comment but can neither edit nor delete it", async () => {
    expect(bensComment.author.id).toBe(userIds.get('ben'));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/comments/${bensComment.id}`,
      headers: bearer(token('dee')),
      payload: { textBody: 'Changed by Dee' },
    });
    expect(edit.statusCode).toBe(403);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/comments/${bensComment.id}`,
      headers: bearer(token('dee')),
    });
    expect(remove.statusCode).toBe(403);
  });

  it("Ben reads Dee's comment but cannot edit it; Dee can", async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v3/cx/local-projects/${projectId}/posts/${post.id}/comments`,
      headers: bearer(token('dee')),
      payload: { content: 'Crew on site, Dee' },
    });
    expect(added.statusCode).toBe(200);
    const deesComment = added.json<Comment>();

    const seen = await get('ben', `/api/v3/cx/local-projects/${projectId}/posts/${post.id}`);
    const comment = seen.json<Post>().comments.find((c) => c.id === deesComment.id);
    expect(comment?.content).toBe('Crew on site, Dee');
    expect(comment?.author.first_name).toBe('Dee');

    const edit = (name: string, textBody: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v2/comments/${deesComment.id}`,
        headers: bearer(token(name)),
        payload: { textBody },
      });
    expect((await edit('ben', 'Changed by Ben')).statusCode).toBe(403);
    expect((await edit('dee', 'Crew left, Dee')).statusCode).toBe(200);
  });
});

describe('who runs what in the demo', () => {
  it('Ben and Ana run a group each, Ana is staff in her other, Dee and Eli are staff', async () => {
    const rows = await t.db
      .selectFrom('client_group_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('client_groups as g', 'g.id', 'm.client_group_id')
      .select(['u.email', 'g.slug', 'm.role'])
      .where('u.email', 'like', '%@demo.highwater.test')
      .where(
        'u.email',
        'in',
        DEMO_USERS.map((user) => user.email),
      )
      .orderBy('u.email')
      .orderBy('g.slug')
      .execute();
    expect(rows.map((row) => `${(row.email ?? '').split('@')[0]} ${row.slug} ${row.role}`)).toEqual(
      [
        'ana charleston-stormwater staff',
        'ana miami-beach group_admin',
        'ben norfolk-resilience group_admin',
        'dee norfolk-resilience staff',
        'eli lowcountry-parks staff',
      ],
    );
  });

  it('Pat is the provider admin, in no client group, with no project on the dashboard', async () => {
    const pat = await t.db
      .selectFrom('users')
      .select(['is_provider_admin', 'password_hash'])
      .where('email', '=', 'pat@demo.highwater.test')
      .executeTakeFirstOrThrow();
    expect(pat.is_provider_admin).toBe(true);
    expect(pat.password_hash).toMatch(/^scrypt\$/);
    expect(await projectsOf('pat')).toEqual([]);
    const others = await t.db
      .selectFrom('users')
      .select('email')
      .where('is_provider_admin', '=', true)
      .execute();
    expect(others.map((row) => row.email)).toEqual(['pat@demo.highwater.test']);
  });
});
