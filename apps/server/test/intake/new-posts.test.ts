import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { CreatedPost, NewPostErrorBody } from '@highwater/core/api/new-posts';
import type { Post, PostPoints, PostsHistogram, PostsPage } from '@highwater/core/api/posts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import {
  createIntakeWorld,
  newPostPath,
  sendPost,
  submissionKey,
  uploadPhoto,
  type IntakeWorld,
} from './intake-fixtures.ts';

let t: TestApp;
let w: IntakeWorld;
/** The mean point of the fixture's Main Street posts: its stored street is right there. */
let mainStreet: { lat: number; lng: number };

beforeAll(async () => {
  t = await createTestApp();
  w = await createIntakeWorld(t.db);
  const n = w.posts.length;
  mainStreet = {
    lat: w.posts.reduce((sum, post) => sum + post.lat, 0) / n,
    lng: w.posts.reduce((sum, post) => sum + post.lng, 0) / n,
  };
});
afterAll(async () => t?.close());

async function report(token: string, extra: Record<string, unknown> = {}) {
  return {
    observed_at: new Date(Date.now() - 30 * 60_000).toISOString(),
    ...mainStreet,
    content: '  Water over the kerb at the corner  ',
    media_ids: [await uploadPhoto(t.app, token)],
    answers: [{ question_id: w.questions.depth, value: 6 }],
    idempotency_key: submissionKey(),
    ...extra,
  };
}

function get<T>(path: string, token = w.aliceToken): Promise<T> {
  return t.app.inject({ method: 'GET', url: path, headers: bearer(token) }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  });
}

const postCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a member logs a sighting', () => {
  let created: CreatedPost;
  let sent: Awaited<ReturnType<typeof report>>;

  beforeAll(async () => {
    sent = await report(w.aliceToken, {
      answers: [
        { question_id: w.questions.passable, value: false },
        { question_id: w.questions.depth, value: 14 },
        { question_id: w.questions.temperature, value: 24.5 },
        { question_id: w.questions.kind, value: 'tide' },
        { question_id: w.questions.debris, value: ['trash', 'leaves'] },
        { question_id: w.questions.seenAt, value: '2026-01-05T10:00:00-05:00' },
        { question_id: w.questions.duration, value: ['2026-01-05T09:00:00Z', null] },
      ],
      reporter: { name: ' Rosa Díaz ', email: 'rosa@example.test' },
    });
    const response = await sendPost(t.app, w.project.id, w.aliceToken, sent);
    expect(response.statusCode, response.body).toBe(201);
    created = response.json<CreatedPost>();
  });

  it('gets the default status, the nearest street, the place’s zone, no severity and its photo', () => {
    expect(created).toMatchObject({
      project_id: w.project.id,
      source: 'staff',
      status_id: w.statuses.fresh,
      severity_level: null,
      location: 'Main Street, New York',
      content: 'Water over the kerb at the corner',
      observed_at: sent.observed_at,
      time_zone: { name: 'America/New_York' },
      media_count: 1,
      investigation_ids: [w.topics.flooding, w.topics.drains].sort((a, b) => a - b),
    });
    expect(created.media.map((media) => media.id)).toEqual(sent.media_ids);
    expect(created.thumbnail_url).toMatch(/^\/media\//);
  });

  it('is the member’s, logged by them, with its answers stored by question', async () => {
    const post = await get<Post>(`${newPostPath(w.project.id)}/${created.id}`);
    expect(post.author?.id).toBe(w.aliceId);
    expect(post.source).toBe('staff');
    expect(post.structured_data.severity_level).toBeNull();
    const answers = Object.fromEntries(
      post.structured_answers
        .flatMap((group) => group.answers)
        .map((a) => [a.question_id, a.value]),
    );
    expect(answers).toEqual({
      [w.questions.passable]: 'false',
      [w.questions.depth]: '14',
      [w.questions.temperature]: '24.5',
      [w.questions.kind]: 'tide',
      [w.questions.debris]: '["trash","leaves"]',
      [w.questions.seenAt]: '2026-01-05T15:00:00.000Z',
      [w.questions.duration]: '["2026-01-05T09:00:00.000Z",null]',
    });
  });

  it('keeps the reporter for follow-up, and the public post page does not show them', async () => {
    const row = await t.db
      .selectFrom('posts')
      .select(['reporter_name', 'reporter_email', 'source', 'author_id', 'status_id'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      reporter_name: 'Rosa Díaz',
      reporter_email: 'rosa@example.test',
      source: 'staff',
      author_id: w.aliceId,
      status_id: w.statuses.fresh,
    });
    const page = await t.app.inject({ method: 'GET', url: `/p/${created.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('rosa@example.test');
    expect(page.body).not.toContain('Rosa');
  });

  it('is found by the list, the map points, the timeline, its region and its weather event', async () => {
    const base = newPostPath(w.project.id);
    const page = await get<PostsPage>(`${base}?within_regions=${w.harbourRegionId}`);
    expect(page.results.map((post) => post.id)).toContain(created.id);
    const inEvent = await get<PostsPage>(`${base}?within_weather_events=${w.events.ongoing}`);
    expect(inEvent.results.map((post) => post.id)).toContain(created.id);
    const words = await get<PostsPage>(`${base}?text=kerb`);
    expect(words.results.map((post) => post.id)).toEqual([created.id]);
    const points = await get<PostPoints>(`${base}/points`);
    expect(points.id).toContain(created.id);
    const day = new Date(Date.now() - 24 * 3_600_000).toISOString();
    const histogram = await get<PostsHistogram>(`${base}/histogram?from_date=${day}`);
    expect(histogram.total).toBeGreaterThanOrEqual(1);
    const { rows } = await sql<{ posts: number }>`
      SELECT coalesce(sum(posts), 0)::int AS posts FROM post_density_kinds
      WHERE project_id = ${w.project.id} AND severity_level = -1
        AND status_id = ${w.statuses.fresh}`.execute(t.db);
    expect(rows[0]?.posts).toBeGreaterThanOrEqual(1);
  });
});

describe('an intake key sends a sighting', () => {
  it('with media uploaded with the same key; the post is the key’s, and the key is marked used', async () => {
    const body = await report(w.key);
    const response = await sendPost(t.app, w.project.id, w.key, body);
    expect(response.statusCode, response.body).toBe(201);
    const post = response.json<CreatedPost>();
    expect(post.source).toBe('intake_key');
    expect(post.media.map((media) => media.id)).toEqual(body.media_ids);
    const row = await t.db
      .selectFrom('posts')
      .select(['author_id', 'intake_key_id'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ author_id: null, intake_key_id: w.keyId });
    const key = await t.db
      .selectFrom('project_intake_keys')
      .select('last_used_at')
      .where('id', '=', w.keyId)
      .executeTakeFirstOrThrow();
    expect(key.last_used_at).not.toBeNull();
  });

  it('names a place far from every stored street by the nearest city', async () => {
    const response = await sendPost(
      t.app,
      w.project.id,
      w.key,
      await report(w.key, { lat: 25.7907, lng: -80.13 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CreatedPost>()).toMatchObject({
      location: expect.stringContaining('Miami') as string,
      time_zone: { name: 'America/New_York' },
    });
  });

  it('is refused when revoked, expired or unknown (401, saying why)', async () => {
    const revoked = await sendPost(t.app, w.project.id, w.revokedKey, await report(w.aliceToken));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json<NewPostErrorBody>().message).toMatch(/revoked/);
    const expired = await sendPost(t.app, w.project.id, w.expiredKey, await report(w.aliceToken));
    expect(expired.statusCode).toBe(401);
    expect(expired.json<NewPostErrorBody>().message).toMatch(/expired/);
    const unknown = await sendPost(t.app, w.project.id, 'hwk_notakey', await report(w.aliceToken));
    expect(unknown.statusCode).toBe(401);
    const none = await sendPost(t.app, w.project.id, null, await report(w.aliceToken));
    expect(none.statusCode).toBe(401);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v2/uploads/photo',
      headers: bearer(w.revokedKey),
    });
    expect(upload.statusCode).toBe(401);
  });
});

describe('out of reach', () => {
  it('another organisation’s project answers 404, for a member and for a key', async () => {
    const before = await postCount();
    const asMember = await sendPost(
      t.app,
      w.otherProject.id,
      w.aliceToken,
      await report(w.aliceToken),
    );
    expect(asMember.statusCode).toBe(404);
    const otherKey = await sendPost(
      t.app,
      w.project.id,
      w.otherProjectKey,
      await report(w.aliceToken),
    );
    expect(otherKey.statusCode).toBe(404);
    const missing = await sendPost(t.app, 999_999, w.aliceToken, await report(w.aliceToken));
    expect(missing.statusCode).toBe(404);
    expect(await postCount()).toBe(before);
  });

  it('a project that does not take public reports still takes its members and keys', async () => {
    const project = await t.db
      .selectFrom('projects')
      .select('accepts_public_reports')
      .where('id', '=', w.project.id)
      .executeTakeFirstOrThrow();
    expect(project.accepts_public_reports).toBe(false);
    expect(
      (await sendPost(t.app, w.project.id, w.aliceToken, await report(w.aliceToken))).statusCode,
    ).toBe(201);
    expect((await sendPost(t.app, w.project.id, w.key, await report(w.key))).statusCode).toBe(201);
  });
});

describe('a submission sent twice', () => {
  it('answers the first post again (200), never a second post', async () => {
    const body = await report(w.aliceToken);
    const first = await sendPost(t.app, w.project.id, w.aliceToken, body);
    expect(first.statusCode).toBe(201);
    const before = await postCount();
    const again = await sendPost(t.app, w.project.id, w.aliceToken, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<CreatedPost>().id).toBe(first.json<CreatedPost>().id);
    expect(await postCount()).toBe(before);
  });

  it('at the same time makes one post', async () => {
    const body = await report(w.key);
    const before = await postCount();
    const answers = await Promise.all([
      sendPost(t.app, w.project.id, w.key, body),
      sendPost(t.app, w.project.id, w.key, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = answers.map((answer) => answer.json<CreatedPost>().id);
    expect(a).toBe(b);
    expect(await postCount()).toBe(before + 1);
  });

  it('by someone else with the same key is refused (409)', async () => {
    const body = await report(w.aliceToken);
    expect((await sendPost(t.app, w.project.id, w.aliceToken, body)).statusCode).toBe(201);
    const keyUpload = await uploadPhoto(t.app, w.key);
    const other = await sendPost(t.app, w.project.id, w.key, { ...body, media_ids: [keyUpload] });
    expect(other.statusCode).toBe(409);
  });
});
