import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostsPage } from '@highwater/core/api/posts';
import { hashToken } from '@/main-site/identity/token-hash.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, issueTestToken } from '../helpers/auth.ts';
import { createUser, withProjectSettings } from '../helpers/fixtures.ts';
import { createPostWorld, type PostWorld } from '../posts/post-fixtures.ts';

let t: TestApp;
let w: PostWorld;
let groupId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
  const project = await t.db
    .selectFrom('projects')
    .select('client_group_id')
    .where('id', '=', w.project.id)
    .executeTakeFirstOrThrow();
  groupId = project.client_group_id;
});
afterAll(async () => t?.close());

// The map screen's calls: they check the token, the membership and the project in one statement.
const CALLS = [
  'posts',
  'posts/points',
  'posts/histogram',
  'posts/density?bbox=-75,40,-73,41&zoom=10',
];

const call = (path: string, headers: Record<string, string>, projectId = w.project.id) =>
  t.app.inject({ method: 'GET', url: `/api/v3/cx/local-projects/${projectId}/${path}`, headers });

async function statusesOf(token: string): Promise<number[]> {
  const answers = await Promise.all(CALLS.map((path) => call(path, bearer(token))));
  return answers.map((res) => res.statusCode);
}

const expectAnswer = async (
  path: string,
  headers: Record<string, string>,
  status: number,
  message: string,
  projectId?: number,
) => {
  const res = await call(path, headers, projectId);
  expect([path, res.statusCode, res.json<{ message: string }>().message]).toEqual([
    path,
    status,
    message,
  ]);
};

/** A new user in the project's client group, with a live token. */
async function newMember(email: string): Promise<{ userId: number; token: string }> {
  const userId = await createUser(t.db, { email });
  await t.db
    .insertInto('client_group_members')
    .values({ client_group_id: groupId, user_id: userId })
    .execute();
  return { userId, token: await issueTestToken(t.db, userId) };
}

describe('a project’s map calls', () => {
  it('refuse a revoked access token from the very next call', async () => {
    const { token } = await newMember('revoked@city.test');
    expect(await statusesOf(token)).toEqual([200, 200, 200, 200]);
    await t.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    for (const path of CALLS) {
      await expectAnswer(path, bearer(token), 401, 'Invalid or expired access token');
    }
  });

  it('refuse a token whose family was revoked (signed out) or that has expired', async () => {
    const { userId, token } = await newMember('family@city.test');
    const expiring = await issueTestToken(t.db, userId);
    expect(await statusesOf(token)).toEqual([200, 200, 200, 200]);
    expect(await statusesOf(expiring)).toEqual([200, 200, 200, 200]);
    const family = await t.db
      .selectFrom('access_tokens')
      .select('family_id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('token_families')
      .set({ revoked_at: new Date() })
      .where('id', '=', family.family_id)
      .execute();
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(expiring))
      .execute();
    expect(await statusesOf(token)).toEqual([401, 401, 401, 401]);
    expect(await statusesOf(expiring)).toEqual([401, 401, 401, 401]);
  });

  it('refuse a removed member at once, as for a missing project, and admit them again', async () => {
    const { userId, token } = await newMember('removed@city.test');
    expect(await statusesOf(token)).toEqual([200, 200, 200, 200]);
    await t.db
      .deleteFrom('client_group_members')
      .where('user_id', '=', userId)
      .where('client_group_id', '=', groupId)
      .execute();
    for (const path of CALLS) {
      await expectAnswer(path, bearer(token), 404, 'Project not found');
      await expectAnswer(path, bearer(token), 404, 'Project not found', 999_999);
    }
    await t.db
      .insertInto('client_group_members')
      .values({ client_group_id: groupId, user_id: userId })
      .execute();
    expect(await statusesOf(token)).toEqual([200, 200, 200, 200]);
  });

  it('answer 401 before 404: no token, or a token that is not live, learns nothing of projects', async () => {
    for (const path of CALLS) {
      await expectAnswer(path, {}, 401, 'Sign-in required', w.otherProject.id);
      await expectAnswer(
        path,
        bearer('not-a-token'),
        401,
        'Invalid or expired access token',
        999_999,
      );
      await expectAnswer(path, bearer(w.aliceToken), 404, 'Project not found', w.otherProject.id);
    }
  });

  it('follow a change to the project’s rules from the very next call', async () => {
    const { token } = await newMember('rules@city.test');
    const totals = async () =>
      Promise.all(
        ['posts', 'posts/histogram'].map(
          async (path) => (await call(path, bearer(token))).json<{ total: number }>().total,
        ),
      );
    expect(await totals()).toEqual([w.posts.length, w.posts.length]);
    // A rolling window of one day, counted from now, leaves none of the 2025 posts.
    await withProjectSettings(t.db, w.project.id, { rolling_time_range_days: 1 }, async () =>
      expect(await totals()).toEqual([0, 0]),
    );
    expect(await totals()).toEqual([w.posts.length, w.posts.length]);
  });

  it('show a post without a status as the first status listed when none is marked default', async () => {
    const before = (await call('posts?limit=200', bearer(w.aliceToken))).json<PostsPage>();
    const unset = w.posts.filter((post) => post.statusId === null).map((post) => post.id);
    const shown = (page: PostsPage) =>
      new Set(page.results.filter((r) => unset.includes(r.id)).map((r) => r.status_id));
    expect(shown(before)).toEqual(new Set([w.statuses.fresh]));
    // Reviewed (sort order 2) comes first once the default flag is gone and it moves to the top.
    await t.db
      .updateTable('statuses')
      .set({ is_default: false })
      .where('project_id', '=', w.project.id)
      .execute();
    await t.db
      .updateTable('statuses')
      .set({ sort_order: 0 })
      .where('id', '=', w.statuses.reviewed)
      .execute();
    try {
      const after = (await call('posts?limit=200', bearer(w.aliceToken))).json<PostsPage>();
      expect(shown(after)).toEqual(new Set([w.statuses.reviewed]));
    } finally {
      await t.db
        .updateTable('statuses')
        .set({ sort_order: 2 })
        .where('id', '=', w.statuses.reviewed)
        .execute();
      await t.db
        .updateTable('statuses')
        .set({ is_default: true })
        .where('id', '=', w.statuses.fresh)
        .execute();
    }
  });
});
