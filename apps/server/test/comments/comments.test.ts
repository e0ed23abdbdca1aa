import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Media, Post, PostsPage } from '@highwater/core/api/posts';
import type { ErrorBody } from '@highwater/core/api/common';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { withProjectSettings } from '../helpers/fixtures.ts';
import { png, upload } from '../uploads/upload-helpers.ts';
import { createCommentWorld, type CommentWorld } from './comment-fixtures.ts';

let t: TestApp;
let w: CommentWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createCommentWorld(t.db);
});
afterAll(async () => {
  await t?.close();
  if (t) await rm(t.config.mediaDir, { recursive: true, force: true });
});

const postUrl = (postId: number, projectId = w.project.id) =>
  `/api/v3/cx/local-projects/${projectId}/posts/${postId}`;

function addComment(
  postId: number,
  body: { content: string; media_ids?: number[]; is_internal_note?: boolean },
  token = w.aliceToken,
  projectId = w.project.id,
) {
  return t.app.inject({
    method: 'POST',
    url: `${postUrl(postId, projectId)}/comments`,
    headers: bearer(token),
    payload: body,
  });
}

async function created(postId: number, content: string, extra = {}): Promise<Comment> {
  const response = await addComment(postId, { content, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Comment>();
}

const editComment = (id: number, textBody: string, token = w.aliceToken) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/comments/${id}`,
    headers: bearer(token),
    payload: { textBody },
  });

const deleteComment = (id: number, token = w.aliceToken) =>
  t.app.inject({ method: 'DELETE', url: `/api/v2/comments/${id}`, headers: bearer(token) });

async function getPost(postId: number): Promise<Post> {
  const response = await t.app.inject({
    method: 'GET',
    url: postUrl(postId),
    headers: bearer(w.aliceToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Post>();
}

async function uploadPhoto(token: string): Promise<Media> {
  const response = await upload(
    t.app,
    'photo',
    { data: await png(40, 30), filename: 'water.png', contentType: 'image/png' },
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Media>();
}

describe('POST …/posts/{postId}/comments', () => {
  it('adds a comment as a member, with its author, and sets the post’s last_comment_at', async () => {
    const post = w.posts[1]!;
    const comment = await created(post.id, '  Water is receding.  ');
    expect(comment).toMatchObject({
      content: 'Water is receding.',
      is_internal_note: false,
      media: [],
      author: { id: w.aliceId, first_name: 'Alice', last_name: 'User' },
    });
    expect(comment.updated_at).toBe(comment.created_at);
    const detail = await getPost(post.id);
    expect(detail.last_comment_at).toBe(comment.created_at);
    expect(detail.comments.map((c) => c.id)).toContain(comment.id);
  });

  it('adds an internal note where the project keeps them; it counts for last_comment_at', async () => {
    const post = w.posts[2]!;
    const note = await created(post.id, 'Crew sent', { is_internal_note: true });
    expect(note.is_internal_note).toBe(true);
    const detail = await getPost(post.id);
    expect(detail.internal_notes?.map((c) => c.id)).toEqual([note.id]);
    expect(detail.comments.map((c) => c.id)).not.toContain(note.id);
    expect(detail.last_comment_at).toBe(note.created_at);
  });

  it('refuses an internal note on a project without notes (400), takes a comment there', async () => {
    const note = await addComment(
      w.quietPostId,
      { content: 'Private', is_internal_note: true },
      w.aliceToken,
      w.noExportProject.id,
    );
    expect(note.statusCode).toBe(400);
    expect(note.json<ErrorBody>().message).toContain('internal notes');
    const comment = await addComment(
      w.quietPostId,
      { content: 'Public' },
      w.aliceToken,
      w.noExportProject.id,
    );
    expect(comment.statusCode).toBe(200);
  });

  it('answers 404 to someone of another client group, as for a missing post', async () => {
    const outsider = await addComment(w.posts[3]!.id, { content: 'Hello' }, w.bobToken);
    expect(outsider.statusCode).toBe(404);
    const otherPost = await addComment(w.otherPostId, { content: 'Hello' });
    const missing = await addComment(999_999, { content: 'Hello' });
    expect(otherPost.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(otherPost.json()).toEqual(missing.json());
    expect(
      await t.db.selectFrom('comments').select('id').where('content', '=', 'Hello').execute(),
    ).toEqual([]);
  });

  it('refuses content of blanks only (400)', async () => {
    const response = await addComment(w.posts[3]!.id, { content: ' \n\t ' });
    expect(response.statusCode).toBe(400);
  });

  it('attaches the sender’s own uploads, and answers them as the comment’s media', async () => {
    const photo = await uploadPhoto(w.aliceToken);
    const comment = await created(w.posts[5]!.id, 'See the photo', { media_ids: [photo.id] });
    expect(comment.media).toEqual([photo]);
    const row = await t.db
      .selectFrom('media')
      .select(['comment_id', 'post_id'])
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ comment_id: comment.id, post_id: null });
    expect(
      (await getPost(w.posts[5]!.id)).comments.find((c) => c.id === comment.id)?.media,
    ).toEqual([photo]);

    const again = await addComment(w.posts[6]!.id, { content: 'Reuse', media_ids: [photo.id] });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().message).toContain(String(photo.id));
  });

  it('keeps several uploads in the order the ids were sent', async () => {
    const first = await uploadPhoto(w.aliceToken);
    const second = await uploadPhoto(w.aliceToken);
    const comment = await created(w.posts[4]!.id, 'Two photos', {
      media_ids: [second.id, first.id],
    });
    expect(comment.media).toEqual([second, first]);
  });

  it('refuses uploads of another user, and ids that do not exist, naming them (400)', async () => {
    const carols = await uploadPhoto(w.carolToken);
    const response = await addComment(w.posts[6]!.id, {
      content: 'Not mine',
      media_ids: [carols.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message).toContain(String(carols.id));
    const missing = await addComment(w.posts[6]!.id, { content: 'Nothing', media_ids: [987_654] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().message).toContain('987654');
    // Nothing was written: the upload is still free and the post has no comment.
    expect((await getPost(w.posts[6]!.id)).comments).toEqual([]);
  });
});

describe('PUT and DELETE /comments/{commentId}', () => {
  it('lets the author edit: the text changes and updated_at moves', async () => {
    const comment = await created(w.posts[7]!.id, 'First words');
    const response = await editComment(comment.id, ' Better words ');
    expect(response.statusCode).toBe(200);
    const edited = response.json<Comment>();
    expect(edited).toMatchObject({
      id: comment.id,
      content: 'Better words',
      created_at: comment.created_at,
    });
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(comment.created_at));
  });

  it('refuses blank text (400)', async () => {
    const comment = await created(w.posts[7]!.id, 'Keep me');
    expect((await editComment(comment.id, '   ')).statusCode).toBe(400);
  });

  it('answers 403 to another member and 404 to someone outside, as for a missing comment', async () => {
    const comment = await created(w.posts[9]!.id, 'Mine');
    expect((await editComment(comment.id, 'Hijack', w.carolToken)).statusCode).toBe(403);
    expect((await deleteComment(comment.id, w.carolToken)).statusCode).toBe(403);
    const outsiderEdit = await editComment(comment.id, 'Hijack', w.bobToken);
    const outsiderDelete = await deleteComment(comment.id, w.bobToken);
    const missing = await editComment(999_999, 'Nothing');
    expect([outsiderEdit.statusCode, outsiderDelete.statusCode, missing.statusCode]).toEqual([
      404, 404, 404,
    ]);
    expect(outsiderEdit.json()).toEqual(missing.json());
    expect(outsiderDelete.json()).toEqual(missing.json());
    expect((await getPost(w.posts[9]!.id)).comments.find((c) => c.id === comment.id)?.content).toBe(
      'Mine',
    );
  });

  it('lets the author delete (204), with the comment’s media rows and files', async () => {
    const photo = await uploadPhoto(w.aliceToken);
    const comment = await created(w.posts[10]!.id, 'With photo', { media_ids: [photo.id] });
    const storage = t.storage;
    const key = photo.url.replace(/^\/media\//, '');
    expect(await storage.exists(key)).toBe(true);

    const response = await deleteComment(comment.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await getPost(w.posts[10]!.id)).comments).toEqual([]);
    expect(
      await t.db.selectFrom('media').select('id').where('id', '=', photo.id).execute(),
    ).toEqual([]);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.exists(photo.thumbnail_url!.replace(/^\/media\//, ''))).toBe(false);
    expect((await deleteComment(comment.id)).statusCode).toBe(404);
  });

  it('treats a note as missing (404) once its project no longer keeps notes', async () => {
    const note = await created(w.posts[11]!.id, 'Staff only', { is_internal_note: true });
    await withProjectSettings(t.db, w.project.id, { show_internal_notes: false }, async () => {
      expect((await editComment(note.id, 'Changed')).statusCode).toBe(404);
      expect((await deleteComment(note.id)).statusCode).toBe(404);
    });
    expect((await editComment(note.id, 'Changed')).statusCode).toBe(200);
  });
});

describe('a rolling-window project', () => {
  it('treats a post observed before the window as missing, for comments and their changes', async () => {
    const quiet = w.noExportProject.id;
    const before = await addComment(
      w.quietPostId,
      { content: 'Before the window' },
      w.aliceToken,
      quiet,
    );
    expect(before.statusCode).toBe(200);
    const comment = before.json<Comment>();
    const setWindow = (days: number | null) =>
      t.db
        .updateTable('projects')
        .set({ rolling_time_range_days: days })
        .where('id', '=', quiet)
        .execute();
    await setWindow(30);
    try {
      const added = await addComment(w.quietPostId, { content: 'Too old' }, w.aliceToken, quiet);
      expect(added.statusCode).toBe(404);
      expect((await editComment(comment.id, 'Changed')).statusCode).toBe(404);
      expect((await deleteComment(comment.id)).statusCode).toBe(404);
    } finally {
      await setWindow(null);
    }
  });
});

describe('last_comment_at and the commented order', () => {
  const commentedOrder = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/local-projects/${w.project.id}/posts?order_cri=commented_at&order_dir=desc&limit=200`,
      headers: bearer(w.aliceToken),
    });
    expect(response.statusCode).toBe(200);
    return response.json<PostsPage>().results;
  };

  it('follows comments as they are added and deleted', async () => {
    const post = w.posts[13]!;
    expect(post.lastCommentAt).toBeNull();
    const older = await created(post.id, 'Older');
    const newer = await created(post.id, 'Newer', { is_internal_note: true });
    let list = await commentedOrder();
    expect(list[0]).toMatchObject({ id: post.id, last_comment_at: newer.created_at });

    expect((await deleteComment(newer.id)).statusCode).toBe(204);
    expect((await getPost(post.id)).last_comment_at).toBe(older.created_at);

    expect((await deleteComment(older.id)).statusCode).toBe(204);
    expect((await getPost(post.id)).last_comment_at).toBeNull();
    list = await commentedOrder();
    // Never-commented posts, this one again among them, come after every commented one.
    const firstUncommented = list.findIndex((p) => p.last_comment_at === null);
    expect(list.slice(firstUncommented).every((p) => p.last_comment_at === null)).toBe(true);
    expect(list.findIndex((p) => p.id === post.id)).toBeGreaterThanOrEqual(firstUncommented);
  });
});
