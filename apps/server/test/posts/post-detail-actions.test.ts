import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostsPage } from '@highwater/core/api/posts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { withProjectSettings } from '../helpers/fixtures.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

const url = (postId: number, projectId = w.project.id, rest = '') =>
  `/api/v3/cx/local-projects/${projectId}/posts/${postId}${rest}`;

describe('GET /local-projects/{id}/posts/{postId}', () => {
  it('answers the full post with media, answers, comments and internal notes', async () => {
    const post = w.posts[1]!;
    await t.db
      .updateTable('posts')
      .set({
        severity_level_adjusted: false,
        ai_metrics: JSON.stringify({ flood_probability: 0.7 }),
        weather_details: JSON.stringify({
          feels_like: 20,
          actual_temp: 21,
          summary: 'Rain',
          precipitation_12hr: 0.01,
          wind_speed: 12,
        }),
      })
      .where('id', '=', post.id)
      .execute();
    const media = await t.db
      .insertInto('media')
      .values({
        post_id: post.id,
        type: 'image',
        mime_type: 'image/jpeg',
        storage_key: 'p/1.jpg',
        thumbnail_key: 'p/1-t.jpg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const question = await t.db
      .insertInto('questions')
      .values({
        investigation_id: w.topics.drains,
        title: 'Depth',
        data_type: 'NUMERIC',
        unit: 'CM',
        options: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('structured_answers')
      .values({ post_id: post.id, question_id: question.id, value: '12' })
      .execute();
    await t.db
      .insertInto('comments')
      .values([
        {
          post_id: post.id,
          author_id: w.aliceId,
          content: 'Public reply',
          created_at: '2025-06-01T01:00:00Z',
        },
        {
          post_id: post.id,
          author_id: w.aliceId,
          content: 'Staff only',
          is_internal_note: true,
          created_at: '2025-06-01T02:00:00Z',
        },
      ])
      .execute();

    const res = await t.app.inject({
      method: 'GET',
      url: url(post.id),
      headers: bearer(w.aliceToken),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Post>();
    expect(body).toMatchObject({
      id: post.id,
      project_id: w.project.id,
      location: '1 Main Street, New York',
      status_id: w.statuses.reviewed,
      investigation_ids: [w.topics.drains],
      structured_data: {
        severity_level: 1,
        severity_level_adjusted: false,
        flood_probability: 0.7,
      },
      weather_details: { summary: 'Rain', wind_speed: 12 },
      author: { id: w.aliceId, first_name: 'Alice', last_name: 'User', avatar_url: null },
      source: 'public',
      seen: null,
    });
    expect(body.media).toEqual([
      expect.objectContaining({
        id: media.id,
        type: 'image',
        url: '/media/p/1.jpg',
        secure_url: '/media/p/1.jpg',
        thumbnail_url: '/media/p/1-t.jpg',
        mediaType: 'image/jpeg',
      }),
    ]);
    expect(body.structured_answers).toEqual([
      {
        investigation_id: w.topics.drains,
        investigation_name: 'Drains',
        answers: [
          {
            id: expect.any(Number) as number,
            value: '12',
            question_id: question.id,
            question: {
              id: question.id,
              title: 'Depth',
              data_type: 'NUMERIC',
              unit: 'CM',
              multiple: false,
            },
          },
        ],
      },
    ]);
    expect(body.comments.map((c) => c.content)).toEqual(['Public reply']);
    expect(body.internal_notes?.map((c) => c.content)).toEqual(['Staff only']);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/local-projects/${w.project.id}/posts?text=number%201&limit=200`,
      headers: bearer(w.aliceToken),
    });
    const item = listed.json<PostsPage>().results.find((r) => r.id === post.id);
    expect(item).toMatchObject({ thumbnail_url: '/media/p/1-t.jpg', media_count: 1 });
  });

  it('leaves internal notes out when the project does not show them', async () => {
    await withProjectSettings(t.db, w.project.id, { show_internal_notes: false }, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: url(w.posts[1]!.id),
        headers: bearer(w.aliceToken),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Post>()).not.toHaveProperty('internal_notes');
      expect(res.body).not.toContain('Staff only');
    });
  });

  it('answers 404 for another project’s post and for outsiders', async () => {
    const asAlice = (path: string) =>
      t.app.inject({ method: 'GET', url: path, headers: bearer(w.aliceToken) });
    expect((await asAlice(url(w.otherPostId))).statusCode).toBe(404);
    expect((await asAlice(url(w.otherPostId, w.otherProject.id))).statusCode).toBe(404);
    expect((await asAlice(url(999_999))).statusCode).toBe(404);
    const asBob = await t.app.inject({
      method: 'GET',
      url: url(w.posts[0]!.id),
      headers: bearer(w.bobToken),
    });
    expect(asBob.statusCode).toBe(404);
    expect((await asAlice(url(0))).statusCode).toBe(400);
  });
});

describe('POST …/posts/{postId}/status', () => {
  const setStatus = (
    postId: number,
    status_id: unknown,
    token = w.aliceToken,
    projectId = w.project.id,
  ) =>
    t.app.inject({
      method: 'POST',
      url: url(postId, projectId, '/status'),
      headers: bearer(token),
      payload: { status_id },
    });

  it('changes the status, records who changed it from what to what, and answers the full post', async () => {
    const post = w.posts[4]!; // no status of its own: shows the default
    const res = await setStatus(post.id, w.statuses.closed);
    expect(res.statusCode).toBe(200);
    const answer = res.json<Post>();
    expect(answer).toMatchObject({
      id: post.id,
      project_id: w.project.id,
      status_id: w.statuses.closed,
      time_zone: { name: 'America/New_York', abbreviation: 'EDT' },
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: url(post.id),
      headers: bearer(w.aliceToken),
    });
    expect(answer).toEqual(detail.json<Post>());
    expect(answer.history).toEqual([
      {
        kind: 'status',
        at: expect.any(String) as string,
        user: { id: w.aliceId, first_name: 'Alice', last_name: 'User', avatar_url: null },
        from_status_id: w.statuses.fresh,
        to_status_id: w.statuses.closed,
      },
    ]);
    await setStatus(post.id, w.statuses.reviewed);
    const history = await t.db
      .selectFrom('post_status_changes')
      .select(['user_id', 'from_status_id', 'to_status_id', 'changed_at'])
      .where('post_id', '=', post.id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => [h.user_id, h.from_status_id, h.to_status_id])).toEqual([
      [w.aliceId, w.statuses.fresh, w.statuses.closed],
      [w.aliceId, w.statuses.closed, w.statuses.reviewed],
    ]);
    expect(history[0]!.changed_at).toBeInstanceOf(Date);
  });

  it('refuses a status of another project and malformed bodies', async () => {
    const post = w.posts[5]!;
    const foreign = await setStatus(post.id, w.otherStatusId);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ message: string }>().message).toContain('status_id');
    expect((await setStatus(post.id, 'closed')).statusCode).toBe(400);
    const unchanged = await t.db
      .selectFrom('post_status_changes')
      .select('id')
      .where('post_id', '=', post.id)
      .execute();
    expect(unchanged).toEqual([]);
  });

  it('answers 404 to outsiders and for posts of other projects', async () => {
    expect((await setStatus(w.posts[5]!.id, w.statuses.closed, w.bobToken)).statusCode).toBe(404);
    expect((await setStatus(w.otherPostId, w.statuses.closed)).statusCode).toBe(404);
  });
});

describe('POST …/posts/{postId}/views', () => {
  const view = (postId: number, token = w.aliceToken) =>
    t.app.inject({
      method: 'POST',
      url: url(postId, w.project.id, '/views'),
      headers: bearer(token),
    });

  it('records the view for this user only', async () => {
    const post = w.posts[6]!;
    const res = await view(post.id);
    expect(res.statusCode).toBe(200);
    const { seen } = res.json<{ seen: string }>();
    expect(Date.now() - Date.parse(seen)).toBeLessThan(60_000);
    const again = (await view(post.id)).json<{ seen: string }>();
    expect(Date.parse(again.seen)).toBeGreaterThanOrEqual(Date.parse(seen));
    const detail = await t.app.inject({
      method: 'GET',
      url: url(post.id),
      headers: bearer(w.aliceToken),
    });
    expect(detail.json<Post>().seen).toBe(again.seen);
    const rows = await t.db
      .selectFrom('post_views')
      .selectAll()
      .where('post_id', '=', post.id)
      .execute();
    expect(rows).toHaveLength(1);
    const history = await t.db
      .selectFrom('post_view_events')
      .select(['user_id', 'viewed_at'])
      .where('post_id', '=', post.id)
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.viewed_at.toISOString())).toEqual([seen, again.seen]);
  });

  it('answers 404 to outsiders', async () => {
    expect((await view(w.posts[6]!.id, w.bobToken)).statusCode).toBe(404);
    expect((await view(w.otherPostId)).statusCode).toBe(404);
  });
});

describe('AI metrics in the post', () => {
  it('keeps only the numeric probabilities, whatever else the column holds', async () => {
    const post = w.posts[2]!;
    await t.db
      .updateTable('posts')
      .set({
        ai_metrics: JSON.stringify({ flood_probability: 0.55, model: 'v2', missing: null }),
      })
      .where('id', '=', post.id)
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: url(post.id),
      headers: bearer(w.aliceToken),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<Post>().structured_data;
    expect(data).toHaveProperty('flood_probability', 0.55);
    expect(data).not.toHaveProperty('model');
    expect(data).not.toHaveProperty('missing');
  });
});
