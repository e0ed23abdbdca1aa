import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createIntakeWorld,
  sendPost,
  submissionKey,
  uploadPhoto,
} from '../intake/intake-fixtures.ts';
import { EventReader } from '../live/event-reader.ts';
import { createLiveWorld, listen, type LiveWorld } from '../live/live-fixtures.ts';

/** A model service on localhost: it answers what `answer` says and keeps what it was sent. */
interface ModelService {
  url: string;
  received: { contentType: string | undefined; bytes: Buffer }[];
  answer: { status: number; body: string };
  server: Server;
}

async function startModelService(): Promise<ModelService> {
  const service: ModelService = {
    url: '',
    received: [],
    answer: { status: 200, body: '' },
    server: createServer((request, response) => {
      void buffer(request).then((bytes) => {
        service.received.push({ contentType: request.headers['content-type'], bytes });
        response.writeHead(service.answer.status, { 'content-type': 'application/json' });
        response.end(service.answer.body);
      });
    }),
  };
  await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}/predict`;
  return service;
}

const PREDICTION = {
  severity_level: 4,
  metrics: { flooding_in_street: 0.91, water_above_curb: 0.82 },
};
const PHOTO = Buffer.from('a photo of a flooded street');

let model: ModelService;
let predictorSettings: Record<string, string>;
let t: TestApp;
let w: LiveWorld;
let baseUrl: string;

beforeAll(async () => {
  model = await startModelService();
  predictorSettings = {
    SEVERITY_PREDICTOR: 'http',
    SEVERITY_PREDICTOR_URL: model.url,
    JOB_RETRY_DELAY_SECONDS: '1',
  };
  t = await createTestApp(predictorSettings);
  w = await createLiveWorld(t.db);
  baseUrl = await listen(t);
});
afterAll(async () => {
  await t?.close();
  model?.server.close();
});

/** A new post of the storm project with one stored photo, its severity not yet assessed. */
async function newPostWithPhoto(): Promise<number> {
  const post = await t.db
    .insertInto('posts')
    .values({
      project_id: w.stormId,
      lat: 36.85,
      lng: -76.29,
      content: 'Water in the street',
      observed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = `test/severity-${post.id}.jpg`;
  await t.storage.put(key, PHOTO);
  await t.db
    .insertInto('media')
    .values({ post_id: post.id, type: 'image', mime_type: 'image/jpeg', storage_key: key })
    .execute();
  return post.id;
}

const severityOf = (postId: number) =>
  t.db
    .selectFrom('posts')
    .select(['severity_level', 'severity_level_adjusted', 'ai_metrics'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a sighting sent through the intake API', () => {
  it('is assessed: its creation queues the job in its transaction', async () => {
    model.answer = { status: 200, body: JSON.stringify(PREDICTION) };
    // An app of its own: the intake world's groups are not the live world's.
    const other = await createTestApp(predictorSettings);
    try {
      const intake = await createIntakeWorld(other.db);
      const response = await sendPost(other.app, intake.project.id, intake.key, {
        observed_at: new Date(Date.now() - 60_000).toISOString(),
        lat: intake.posts[0]!.lat,
        lng: intake.posts[0]!.lng,
        media_ids: [await uploadPhoto(other.app, intake.key)],
        answers: [{ question_id: intake.questions.depth, value: 6 }],
        idempotency_key: submissionKey(),
      });
      expect(response.statusCode, response.body).toBe(201);
      const postId = response.json<{ id: number }>().id;
      const level = await eventually(
        async () =>
          (
            await other.db
              .selectFrom('posts')
              .select('severity_level')
              .where('id', '=', postId)
              .executeTakeFirstOrThrow()
          ).severity_level,
        (value) => value !== null,
      );
      expect(level).toBe(4);
      expect(model.received.at(-1)?.contentType).toMatch(/^image\//);
    } finally {
      await other.close();
    }
  });
});

describe('severity prediction (SEVERITY_PREDICTOR=http)', () => {
  it('sends the first photo to the model and stores its level and metrics, told live', async () => {
    model.answer = { status: 200, body: JSON.stringify(PREDICTION) };
    const stream = await EventReader.connect(baseUrl, w.stormId, w.ana.token);
    try {
      const postId = await newPostWithPhoto();
      await t.db.transaction().execute((trx) => t.app.queueSeverity(trx, postId));
      const stored = await eventually(
        () => severityOf(postId),
        (row) => row.severity_level !== null,
      );
      expect(stored).toEqual({
        severity_level: 4,
        severity_level_adjusted: false,
        ai_metrics: PREDICTION.metrics,
      });
      expect(model.received.at(-1)).toEqual({ contentType: 'image/jpeg', bytes: PHOTO });
      const event = await stream.waitFor(
        (one) => one.type === 'post.severity' && one.data.type === 'post.severity',
      );
      expect(event.data).toMatchObject({ actor: null, from_level: null });
    } finally {
      stream.close();
    }
  });

  it('makes no job when the post is never made: the job commits with the change', async () => {
    const before = model.received.length;
    const postId = await newPostWithPhoto();
    await t.db
      .transaction()
      .execute(async (trx) => {
        await t.app.queueSeverity(trx, postId);
        throw new Error('the change fails');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(model.received.length).toBe(before);
    expect((await severityOf(postId)).severity_level).toBeNull();
  });

  it('tries again after the service fails or answers nonsense, until it answers', async () => {
    model.answer = { status: 503, body: 'busy' };
    const postId = await newPostWithPhoto();
    const before = model.received.length;
    await t.app.queueSeverity(t.db, postId);
    await eventually(
      async () => model.received.length,
      (count) => count > before,
    );
    model.answer = { status: 200, body: JSON.stringify({ severity_level: 9, metrics: {} }) };
    await eventually(
      async () => model.received.length,
      (count) => count > before + 1,
    );
    expect((await severityOf(postId)).severity_level).toBeNull();
    model.answer = { status: 200, body: JSON.stringify(PREDICTION) };
    const stored = await eventually(
      () => severityOf(postId),
      (row) => row.severity_level !== null,
    );
    expect(stored.severity_level).toBe(4);
  });

  it('never overwrites a level a person set before the model answered', async () => {
    model.answer = { status: 503, body: 'busy' };
    const postId = await newPostWithPhoto();
    const before = model.received.length;
    await t.app.queueSeverity(t.db, postId);
    await eventually(
      async () => model.received.length,
      (count) => count > before,
    );
    await t.db
      .updateTable('posts')
      .set({ severity_level: 1, severity_level_adjusted: true })
      .where('id', '=', postId)
      .execute();
    model.answer = { status: 200, body: JSON.stringify(PREDICTION) };
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await severityOf(postId)).toMatchObject({
      severity_level: 1,
      severity_level_adjusted: true,
    });
  });

  it('keeps a job through a stop: the next server to start does it', async () => {
    model.answer = { status: 503, body: 'busy' };
    const postId = await newPostWithPhoto();
    const before = model.received.length;
    await t.app.queueSeverity(t.db, postId);
    await eventually(
      async () => model.received.length,
      (count) => count > before,
    );
    await t.app.close();
    model.answer = { status: 200, body: JSON.stringify(PREDICTION) };
    // The same database and store, as after a restart.
    const restarted = await buildApp(t.config, {
      db: t.db,
      dbKind: t.app.dbKind,
      listen: () => Promise.resolve(() => Promise.resolve()),
      storage: t.storage,
      poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
      runScript: (script) => t.runScript(script),
    });
    try {
      await restarted.ready();
      const stored = await eventually(
        () => severityOf(postId),
        (row) => row.severity_level !== null,
      );
      expect(stored.severity_level).toBe(4);
    } finally {
      await restarted.close();
    }
  });
});

describe('severity prediction off (the default)', () => {
  it('makes no job and leaves the severity empty', async () => {
    const off = await createTestApp();
    try {
      await off.app.queueSeverity(off.db, 1);
      // The queue runs for alerts all the same; it holds no prediction job.
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM highwater_jobs.job WHERE name = 'severity-prediction'
      `.execute(off.db);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await off.close();
    }
  });
});
