import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEW_POST_ERROR_CODES,
  NEW_POST_ERROR_TEXTS,
  type NewPostErrorBody,
  type NewPostErrorCode,
} from '@highwater/core/api/new-posts';
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
/** An upload of alice's, never attached: every refused post must leave it so. */
let photo: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await createIntakeWorld(t.db);
  photo = await uploadPhoto(t.app, w.aliceToken);
});
afterAll(async () => t?.close());

const valid = () => ({
  observed_at: new Date(Date.now() - 60_000).toISOString(),
  lat: 40.72,
  lng: -74.01,
  content: 'Flooded underpass',
  media_ids: [photo],
  answers: [{ question_id: w.questions.depth, value: 3 }],
  idempotency_key: submissionKey(),
});

/** Sends the body as alice; expects a 400 naming exactly these problems, and nothing stored. */
async function refused(body: unknown, problems: [string, NewPostErrorCode][]) {
  const count = () =>
    t.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const before = await count();
  const response = await sendPost(t.app, w.project.id, w.aliceToken, body);
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json<NewPostErrorBody>();
  expect(answer.statusCode).toBe(400);
  expect(answer.errors?.map((error) => [error.field, error.code])).toEqual(problems);
  for (const error of answer.errors ?? []) {
    expect(error.message).toBe(NEW_POST_ERROR_TEXTS[error.code].en);
  }
  expect(await count()).toBe(before);
  const upload = await t.db
    .selectFrom('media')
    .select('post_id')
    .where('id', '=', photo)
    .executeTakeFirstOrThrow();
  expect(upload.post_id).toBeNull();
}

describe('the time observed', () => {
  it('may not be in the future beyond the clock skew', async () => {
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    await refused({ ...valid(), observed_at: soon }, [['observed_at', 'observed_at_in_future']]);
  });
  it('may not be before 2000', async () => {
    await refused({ ...valid(), observed_at: '1999-12-31T23:00:00Z' }, [
      ['observed_at', 'observed_at_too_early'],
    ]);
  });
  it('must be an ISO time, and present', async () => {
    await refused({ ...valid(), observed_at: 'yesterday' }, [
      ['observed_at', 'observed_at_invalid'],
    ]);
    const { observed_at: _, ...without } = valid();
    await refused(without, [['observed_at', 'observed_at_invalid']]);
  });
});

describe('the place', () => {
  it('needs a latitude and longitude within range', async () => {
    await refused({ ...valid(), lat: 91 }, [['lat', 'location_invalid']]);
    await refused({ ...valid(), lng: -180.5 }, [['lng', 'location_invalid']]);
    await refused({ ...valid(), lat: '40.7' }, [['lat', 'location_invalid']]);
    const { lng: _, ...without } = valid();
    await refused(without, [['lng', 'location_invalid']]);
  });
});

describe('the description', () => {
  it('is at most 5,000 characters', async () => {
    await refused({ ...valid(), content: 'x'.repeat(5_001) }, [['content', 'content_too_long']]);
  });
});

describe('the media', () => {
  it('are 1 to 10', async () => {
    await refused({ ...valid(), media_ids: [] }, [['media_ids', 'media_missing']]);
    await refused({ ...valid(), media_ids: Array.from({ length: 11 }, (_, i) => photo + i) }, [
      ['media_ids', 'media_too_many'],
    ]);
  });
  it('are the sender’s own unattached uploads, refused by id otherwise', async () => {
    const bobs = await uploadPhoto(t.app, w.bobToken);
    const keys = await uploadPhoto(t.app, w.key);
    await refused({ ...valid(), media_ids: [photo, bobs, keys, 2_000_000] }, [
      [`media_ids.${bobs}`, 'media_unusable'],
      [`media_ids.${keys}`, 'media_unusable'],
      ['media_ids.2000000', 'media_unusable'],
    ]);
  });
  it('cannot be taken by a second post', async () => {
    const own = await uploadPhoto(t.app, w.aliceToken);
    const first = await sendPost(t.app, w.project.id, w.aliceToken, {
      ...valid(),
      media_ids: [own],
    });
    expect(first.statusCode).toBe(201);
    await refused({ ...valid(), media_ids: [own] }, [[`media_ids.${own}`, 'media_unusable']]);
  });
});

describe('the answers', () => {
  const q = () => w.questions;
  it('name questions of the project’s survey, once each', async () => {
    await refused(
      {
        ...valid(),
        answers: [
          { question_id: q().depth, value: 3 },
          { question_id: w.otherQuestionId, value: true },
          { question_id: q().depth, value: 4 },
        ],
      },
      [
        [`answers.${w.otherQuestionId}`, 'answer_unknown_question'],
        [`answers.${q().depth}`, 'answer_duplicate'],
      ],
    );
  });
  it('are of the question’s data type', async () => {
    await refused(
      {
        ...valid(),
        answers: [
          { question_id: q().depth, value: 3 },
          { question_id: q().passable, value: 'yes' },
          { question_id: q().temperature, value: true },
          { question_id: q().debris, value: 'leaves' },
          { question_id: q().seenAt, value: 'last night' },
          { question_id: q().duration, value: ['2026-01-05T09:00:00Z', '2026-01-05T08:00:00Z'] },
        ],
      },
      [
        [`answers.${q().passable}`, 'answer_wrong_type'],
        [`answers.${q().temperature}`, 'answer_wrong_type'],
        [`answers.${q().debris}`, 'answer_wrong_type'],
        [`answers.${q().seenAt}`, 'answer_wrong_type'],
        [`answers.${q().duration}`, 'answer_wrong_type'],
      ],
    );
  });
  it('choose among the question’s options', async () => {
    await refused(
      {
        ...valid(),
        answers: [
          { question_id: q().depth, value: 3 },
          { question_id: q().kind, value: 'sewage' },
          { question_id: q().debris, value: ['leaves', 'cars'] },
        ],
      },
      [
        [`answers.${q().kind}`, 'answer_not_an_option'],
        [`answers.${q().debris}`, 'answer_not_an_option'],
      ],
    );
  });
  it('include every required question', async () => {
    await refused({ ...valid(), answers: [] }, [[`answers.${q().depth}`, 'answer_required']]);
  });
  it('of an unreadable shape name the answer', async () => {
    await refused({ ...valid(), answers: [{ question_id: q().depth, value: { deep: true } }] }, [
      [`answers.${q().depth}`, 'answer_wrong_type'],
    ]);
  });
});

describe('the rest of the body', () => {
  it('a reporter’s e-mail must look like one; a name has a length limit', async () => {
    await refused({ ...valid(), reporter: { email: 'rosa at home' } }, [
      ['reporter.email', 'reporter_email_invalid'],
    ]);
    await refused({ ...valid(), reporter: { name: 'R'.repeat(201) } }, [
      ['reporter.name', 'reporter_name_too_long'],
    ]);
  });
  it('needs an idempotency key of 8 to 100 letters, digits, - and _', async () => {
    await refused({ ...valid(), idempotency_key: 'short' }, [
      ['idempotency_key', 'idempotency_key_invalid'],
    ]);
    const { idempotency_key: _, ...without } = valid();
    await refused(without, [['idempotency_key', 'idempotency_key_invalid']]);
  });
  it('takes no unknown fields, and no text with a NUL', async () => {
    await refused({ ...valid(), severity_level: 5 }, [['severity_level', 'invalid_body']]);
    await refused({ ...valid(), content: 'a\u0000b' }, [['content', 'invalid_body']]);
  });
  it('that is not JSON is a 400, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: newPostPath(w.project.id),
      headers: { ...bearer(w.aliceToken), 'content-type': 'application/json' },
      payload: '{"lat": 4',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the error texts', () => {
  it('exist in English and Spanish for every code', () => {
    for (const code of NEW_POST_ERROR_CODES) {
      const { en, es } = NEW_POST_ERROR_TEXTS[code];
      expect(en.length).toBeGreaterThan(10);
      expect(es.length).toBeGreaterThan(10);
      expect(es).not.toBe(en);
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the call: its body, its answers and its per-field errors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Operation = {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    const doc = response.json<{ paths: Record<string, { post?: Operation }> }>();
    const operation = doc.paths['/api/v3/cx/local-projects/{id}/posts']?.post;
    expect(operation).toBeDefined();
    const body = operation!.requestBody.content['application/json']!.schema;
    expect(body.required).toEqual(
      expect.arrayContaining(['observed_at', 'lat', 'lng', 'media_ids', 'idempotency_key']),
    );
    expect(Object.keys(operation!.responses)).toEqual(
      expect.arrayContaining(['200', '201', '400', '401', '404', '409', '429']),
    );
    expect(JSON.stringify(operation!.responses['400'])).toContain('answer_not_an_option');
  });
});
