import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedPost } from '@highwater/core/api/new-posts';
import { intakeKeyHash, newIntakeKeySecret } from '@/services/intake-key-secret.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { EventReader, type ReceivedEvent } from '../live/event-reader.ts';
import { call, listen } from '../live/live-fixtures.ts';
import {
  createIntakeWorld,
  newPostPath,
  submissionKey,
  uploadPhoto,
  type IntakeWorld,
} from './intake-fixtures.ts';

let t: TestApp;
let w: IntakeWorld;
let base: string;
const open: EventReader[] = [];

beforeAll(async () => {
  t = await createTestApp({ INTAKE_RATE_LIMIT_PER_MINUTE: '3' });
  w = await createIntakeWorld(t.db);
  base = await listen(t);
});
afterAll(async () => {
  for (const reader of open) reader.close();
  await t?.close();
});

async function send(token: string) {
  return call(base, token, 'POST', newPostPath(w.project.id), {
    observed_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    lat: 40.71,
    lng: -74.0,
    media_ids: [await uploadPhoto(t.app, token)],
    answers: [{ question_id: w.questions.depth, value: 2 }],
    idempotency_key: submissionKey(),
  });
}

const createdEvent = (postId: number) => (event: ReceivedEvent) =>
  event.type === 'post.created' &&
  event.data.type === 'post.created' &&
  event.data.post.id === postId;

describe('a new sighting reaches open dashboards', () => {
  it('sent with a key: a post.created event with its place, status and no severity', async () => {
    const reader = await EventReader.connect(base, w.project.id, w.aliceToken);
    open.push(reader);
    const response = await send(w.key);
    expect(response.status).toBe(201);
    const post = response.json as CreatedPost;
    const event = await reader.waitFor(createdEvent(post.id));
    expect(event.data).toMatchObject({
      actor: null,
      post: {
        id: post.id,
        lat: 40.71,
        lng: -74.0,
        location: post.location,
        status_id: w.statuses.fresh,
        severity_level: null,
      },
    });
  });

  it('logged by a member: the event names them, so their own dashboard can leave it out', async () => {
    const reader = await EventReader.connect(base, w.project.id, w.aliceToken);
    open.push(reader);
    const response = await send(w.aliceToken);
    expect(response.status).toBe(201);
    const event = await reader.waitFor(createdEvent((response.json as CreatedPost).id));
    expect(event.data.actor?.id).toBe(w.aliceId);
  });
});

describe('the rate limit', () => {
  it('counts each key on its own: past the limit a key gets 429, another key goes on', async () => {
    // One post of this key was sent above; the limit is three a minute.
    expect((await send(w.key)).status).toBe(201);
    expect((await send(w.key)).status).toBe(201);
    const over = await send(w.key);
    expect(over.status).toBe(429);
    const secret = newIntakeKeySecret();
    await t.db
      .insertInto('project_intake_keys')
      .values({ project_id: w.project.id, name: 'Second app', key_hash: intakeKeyHash(secret) })
      .execute();
    expect((await send(secret)).status).toBe(201);
  });
});
