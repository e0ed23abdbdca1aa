import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostPoints, PostsHistogram, PostsPage } from '@highwater/core/api/posts';
import type { SeverityReviewPage } from '@highwater/core/api/severity';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type FixturePost, type PostWorld } from '../posts/post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

const projectUrl = (rest: string, projectId = w.project.id) =>
  `/api/v3/cx/local-projects/${projectId}/posts${rest}`;

function adjust(
  postId: number,
  body: unknown,
  { token = w.aliceToken, projectId = w.project.id } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: projectUrl(`/${postId}/ai_adjustments`, projectId),
    headers: bearer(token),
    payload: body as object,
  });
}

async function get<T>(rest: string): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url: projectUrl(rest),
    headers: bearer(w.aliceToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

const withLevel = (level: number) => w.posts.find((p) => p.severity === level)!;

async function reviewsOf(postId: number) {
  return t.db
    .selectFrom('severity_corrections')
    .select(['user_id', 'from_level', 'to_level', 'comment'])
    .where('post_id', '=', postId)
    .orderBy('id')
    .execute();
}

async function storedLevel(post: FixturePost) {
  return t.db
    .selectFrom('posts')
    .select(['severity_level', 'severity_level_adjusted'])
    .where('id', '=', post.id)
    .executeTakeFirstOrThrow();
}

describe('POST …/posts/{postId}/ai_adjustments', () => {
  it('corrects the level as a member, keeps who/from/to/comment and answers the full post', async () => {
    const post = withLevel(2);
    const histogramBefore = await get<PostsHistogram>(
      '/histogram?structured_data=severity_level,in,5',
    );
    const res = await adjust(post.id, { severity_level: 5, comment: 'Water up to the doors' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<Post>();
    expect(answer.id).toBe(post.id);
    expect(answer.structured_data).toMatchObject({
      severity_level: 5,
      severity_level_adjusted: true,
    });
    expect(answer.history.at(-1)).toMatchObject({
      kind: 'severity',
      user: { id: w.aliceId, first_name: 'Alice' },
      from_level: 2,
      to_level: 5,
      comment: 'Water up to the doors',
    });
    expect(await reviewsOf(post.id)).toEqual([
      { user_id: w.aliceId, from_level: 2, to_level: 5, comment: 'Water up to the doors' },
    ]);

    // The list, the points and the histogram read the posts table: the new level shows at once.
    const page = await get<PostsPage>('?limit=200');
    expect(page.results.find((p) => p.id === post.id)?.severity_level).toBe(5);
    const points = await get<PostPoints>('/points');
    expect(points.severity_level[points.id.indexOf(post.id)]).toBe(5);
    const histogramAfter = await get<PostsHistogram>(
      '/histogram?structured_data=severity_level,in,5',
    );
    expect(histogramAfter.total).toBe(histogramBefore.total + 1);
    const fives = await get<PostsPage>('?structured_data=severity_level,in,5&limit=200');
    expect(fives.results.map((p) => p.id)).toContain(post.id);
  });

  it('confirms the level as it is: recorded with from = to, and the post leaves the review queue', async () => {
    const post = withLevel(3);
    const before = await get<SeverityReviewPage>('/severity-review?limit=100');
    expect(before.results.map((r) => r.id)).toContain(post.id);

    const res = await adjust(post.id, { severity_level: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json<Post>().structured_data).toMatchObject({
      severity_level: 3,
      severity_level_adjusted: true,
    });
    expect(await reviewsOf(post.id)).toEqual([
      { user_id: w.aliceId, from_level: 3, to_level: 3, comment: '' },
    ]);
    const after = await get<SeverityReviewPage>('/severity-review?limit=100');
    expect(after.results.map((r) => r.id)).not.toContain(post.id);
    expect(after.remaining).toBe(before.remaining - 1);
  });

  it('is 404 for a post of another client group, exactly as for a missing post', async () => {
    const post = withLevel(1);
    const fromBob = await adjust(post.id, { severity_level: 4 }, { token: w.bobToken });
    expect(fromBob.statusCode).toBe(404);
    const otherProject = await adjust(
      w.otherPostId,
      { severity_level: 4 },
      { projectId: w.otherProject.id },
    );
    expect(otherProject.statusCode).toBe(404);
    // A post id of another project through one's own project is not found either.
    const crossed = await adjust(w.otherPostId, { severity_level: 4 });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ message: 'Post not found' });
    const missing = await adjust(2_000_000_000, { severity_level: 4 });
    expect(missing.statusCode).toBe(404);
    expect(await storedLevel(post)).toEqual({ severity_level: 1, severity_level_adjusted: null });
    expect(await reviewsOf(w.otherPostId)).toEqual([]);
  });

  it('is 400 on a project that hides severity, for corrections and the review queue', async () => {
    const hidden = w.noExportProject.id;
    await t.db
      .updateTable('projects')
      .set({ show_severity: false })
      .where('id', '=', hidden)
      .execute();
    const { id } = await t.db
      .insertInto('posts')
      .values({
        project_id: hidden,
        lat: 40.7,
        lng: -74,
        observed_at: new Date('2025-06-01T00:00:00Z'),
        severity_level: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await adjust(id, { severity_level: 4 }, { projectId: hidden });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'This project does not show severity' });
    const queue = await t.app.inject({
      method: 'GET',
      url: projectUrl('/severity-review', hidden),
      headers: bearer(w.aliceToken),
    });
    expect(queue.statusCode).toBe(400);
    expect(await reviewsOf(id)).toEqual([]);
  });

  it('keeps a comment sent with no level chosen (-1), leaving the post as it was', async () => {
    const post = w.posts.find((p) => p.severity === null)!;
    const before = await storedLevel(post);
    const res = await adjust(post.id, { severity_level: -1, comment: 'Hard to tell' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<Post>();
    expect(answer.structured_data.severity_level).toBeNull();
    expect(answer.history.at(-1)).toMatchObject({
      kind: 'severity',
      user: { id: w.aliceId },
      from_level: null,
      to_level: null,
      comment: 'Hard to tell',
    });
    expect(await storedLevel(post)).toEqual(before);
    expect(await reviewsOf(post.id)).toEqual([
      { user_id: w.aliceId, from_level: null, to_level: null, comment: 'Hard to tell' },
    ]);
  });

  it('refuses levels outside -1 to 5 and comments over 1,000 characters with the reason', async () => {
    const post = withLevel(4);
    for (const severity_level of [-2, 6, 2.5, '3']) {
      const res = await adjust(post.id, { severity_level });
      expect(res.statusCode, String(severity_level)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/severity_level/);
    }
    const missing = await adjust(post.id, { comment: 'no level' });
    expect(missing.statusCode).toBe(400);
    const tooLong = await adjust(post.id, { severity_level: 4, comment: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toMatch(/comment.*1000/);
    expect(await reviewsOf(post.id)).toEqual([]);

    const longest = await adjust(post.id, { severity_level: 4, comment: 'é'.repeat(1000) });
    expect(longest.statusCode).toBe(200);
    expect((await reviewsOf(post.id))[0]?.comment).toHaveLength(1000);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: projectUrl(`/${withLevel(1).id}/ai_adjustments`),
      payload: { severity_level: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});
