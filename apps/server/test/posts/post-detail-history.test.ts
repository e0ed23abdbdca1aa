import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@highwater/core/api/posts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createUser } from '../helpers/fixtures.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

const url = (postId: number, rest = '') =>
  `/api/v3/cx/local-projects/${w.project.id}/posts/${postId}${rest}`;
const getPost = (postId: number, token = w.aliceToken) =>
  t.app.inject({ method: 'GET', url: url(postId), headers: bearer(token) });

describe('GET …/posts/{postId}: history, time zone and media addresses', () => {
  it('merges status changes and severity reviews oldest first, each with its user', async () => {
    const post = w.posts[2]!;
    const goneId = await createUser(t.db, { email: 'gone@city.test', firstName: 'Gone' });
    await t.db
      .updateTable('users')
      .set({ avatar_url: '/media/avatars/alice.jpg' })
      .where('id', '=', w.aliceId)
      .execute();
    await t.db
      .insertInto('post_status_changes')
      .values([
        {
          post_id: post.id,
          user_id: w.aliceId,
          from_status_id: w.statuses.fresh,
          to_status_id: w.statuses.reviewed,
          changed_at: '2025-06-01T10:00:00Z',
        },
        {
          post_id: post.id,
          user_id: goneId,
          from_status_id: w.statuses.reviewed,
          to_status_id: w.statuses.closed,
          changed_at: '2025-06-01T12:00:00Z',
        },
        // Another post's history stays out.
        {
          post_id: w.posts[3]!.id,
          user_id: w.aliceId,
          from_status_id: null,
          to_status_id: w.statuses.closed,
          changed_at: '2025-06-01T11:00:00Z',
        },
      ])
      .execute();
    await t.db
      .insertInto('severity_corrections')
      .values([
        {
          post_id: post.id,
          user_id: w.aliceId,
          from_level: 2,
          to_level: 4,
          comment: 'Water over the kerb',
          created_at: '2025-06-01T11:00:00Z',
        },
        {
          post_id: post.id,
          user_id: w.aliceId,
          from_level: 4,
          to_level: 4,
          created_at: '2025-06-01T13:00:00Z',
        },
      ])
      .execute();
    await t.db.deleteFrom('users').where('id', '=', goneId).execute();

    const res = await getPost(post.id);
    expect(res.statusCode).toBe(200);
    const alice = {
      id: w.aliceId,
      first_name: 'Alice',
      last_name: 'User',
      avatar_url: '/media/avatars/alice.jpg',
    };
    expect(res.json<Post>().history).toEqual([
      {
        kind: 'status',
        at: '2025-06-01T10:00:00.000Z',
        user: alice,
        from_status_id: w.statuses.fresh,
        to_status_id: w.statuses.reviewed,
      },
      {
        kind: 'severity',
        at: '2025-06-01T11:00:00.000Z',
        user: alice,
        from_level: 2,
        to_level: 4,
        comment: 'Water over the kerb',
      },
      {
        kind: 'status',
        at: '2025-06-01T12:00:00.000Z',
        user: null,
        from_status_id: w.statuses.reviewed,
        to_status_id: w.statuses.closed,
      },
      // A confirmation: the level as it was.
      {
        kind: 'severity',
        at: '2025-06-01T13:00:00.000Z',
        user: alice,
        from_level: 4,
        to_level: 4,
        comment: '',
      },
    ]);
    expect((await getPost(w.posts[7]!.id)).json<Post>().history).toEqual([]);
  });

  it('gives the place’s time zone with its abbreviation at the observed time', async () => {
    const summer = await getPost(w.posts[0]!.id);
    expect(summer.json<Post>().time_zone).toEqual({
      name: 'America/New_York',
      abbreviation: 'EDT',
    });
    // Norfolk, Virginia, in January.
    await t.db
      .updateTable('posts')
      .set({ lat: 36.8508, lng: -76.2859, observed_at: '2025-01-15T15:00:00Z' })
      .where('id', '=', w.posts[8]!.id)
      .execute();
    expect((await getPost(w.posts[8]!.id)).json<Post>().time_zone).toEqual({
      name: 'America/New_York',
      abbreviation: 'EST',
    });
  });

  it('gives a video its poster and every medium a download address', async () => {
    const post = w.posts[9]!;
    await t.db
      .insertInto('media')
      .values([
        {
          post_id: post.id,
          type: 'video',
          mime_type: 'video/mp4',
          storage_key: 'posts/9/clip.mp4',
          thumbnail_key: 'posts/9/clip-poster.jpg',
          sort_order: 0,
        },
        {
          post_id: post.id,
          type: 'image',
          mime_type: 'image/jpeg',
          storage_key: 'posts/9/photo.jpg',
          thumbnail_key: null,
          sort_order: 1,
        },
      ])
      .execute();
    const media = (await getPost(post.id)).json<Post>().media;
    expect(media).toEqual([
      expect.objectContaining({
        type: 'video',
        url: '/media/posts/9/clip.mp4',
        poster_url: '/media/posts/9/clip-poster.jpg',
        download_url: '/media/posts/9/clip.mp4?download=1',
      }),
      expect.objectContaining({
        type: 'image',
        url: '/media/posts/9/photo.jpg',
        thumbnail_url: '/media/posts/9/photo.jpg',
        poster_url: null,
        download_url: '/media/posts/9/photo.jpg?download=1',
      }),
    ]);
  });
});

describe('a rolling-window project', () => {
  const setWindow = (days: number | null) =>
    t.db
      .updateTable('projects')
      .set({ rolling_time_range_days: days })
      .where('id', '=', w.project.id)
      .execute();

  it('answers 404 for reading, changing or viewing a post observed before its window', async () => {
    const old = w.posts[10]!; // observed in June 2025, long before the last 30 days
    const recent = await t.db
      .insertInto('posts')
      .values({
        project_id: w.project.id,
        lat: 40.71,
        lng: -74,
        content: 'Water this morning',
        observed_at: new Date(Date.now() - 2 * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setWindow(30);
    try {
      const missing = await getPost(999_999);
      const outside = await getPost(old.id);
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toEqual(missing.json());

      const status = await t.app.inject({
        method: 'POST',
        url: url(old.id, '/status'),
        headers: bearer(w.aliceToken),
        payload: { status_id: w.statuses.closed },
      });
      expect(status.statusCode).toBe(404);
      const view = await t.app.inject({
        method: 'POST',
        url: url(old.id, '/views'),
        headers: bearer(w.aliceToken),
      });
      expect(view.statusCode).toBe(404);
      const written = await t.db
        .selectFrom('posts')
        .leftJoin('post_status_changes as c', 'c.post_id', 'posts.id')
        .leftJoin('post_view_events as v', 'v.post_id', 'posts.id')
        .select(['posts.status_id', 'c.id as change_id', 'v.id as view_id'])
        .where('posts.id', '=', old.id)
        .execute();
      expect(written).toEqual([{ status_id: old.statusId, change_id: null, view_id: null }]);

      expect((await getPost(recent.id)).statusCode).toBe(200);
      const changed = await t.app.inject({
        method: 'POST',
        url: url(recent.id, '/status'),
        headers: bearer(w.aliceToken),
        payload: { status_id: w.statuses.closed },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<Post>().status_id).toBe(w.statuses.closed);
    } finally {
      await setWindow(null);
    }
    expect((await getPost(old.id)).statusCode).toBe(200);
  });
});
