import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { NewPostErrorBody } from '@highwater/core/api/new-posts';
import type { PlaceList } from '@highwater/core/api/geo';
import {
  publicPlacesPath,
  publicReportPath,
  type PublicReportAnswer,
} from '@highwater/core/api/public-reports';
import { UPLOAD_SESSION_HEADER } from '@highwater/core/api/uploads';
import { listeningApp, mediaIdOf, newSessionToken, uploadWhole } from '../uploads/tus-helpers.ts';
import type { ListeningApp } from '../uploads/tus-helpers.ts';
import { png } from '../uploads/upload-helpers.ts';
import {
  createIntakeWorld,
  submissionKey,
  uploadPhoto,
  type IntakeWorld,
} from './intake-fixtures.ts';

const PATH = publicReportPath('city', 'floods');

let t: ListeningApp;
let w: IntakeWorld;

beforeAll(async () => {
  // Small limits, so that the limits test reaches them; other tests send from addresses of their own.
  t = await listeningApp({
    PUBLIC_REPORTS_PER_ADDRESS_PER_HOUR: '2',
    PUBLIC_REPORTS_PER_PROJECT_PER_HOUR: '12',
  });
  w = await createIntakeWorld(t.db);
  await t.db
    .updateTable('projects')
    .set({ accepts_public_reports: true })
    .where('id', '=', w.project.id)
    .execute();
});
afterAll(async () => t?.close());

let addresses = 0;
/** An address of its own for each report, so that only the limits test meets the limits. */
const freshAddress = () => `198.51.100.${++addresses}`;

/** A photo uploaded through tus by the report session; its media id. */
async function sessionPhoto(session: string): Promise<number> {
  const { res } = await uploadWhole(t.origin, { session }, 'photo', await png(64, 48));
  expect(res.status).toBe(204);
  return mediaIdOf(res);
}

async function report(session: string, extra: Record<string, unknown> = {}) {
  return {
    observed_at: new Date(Date.now() - 20 * 60_000).toISOString(),
    lat: 40.71,
    lng: -74.0,
    content: 'Water over the kerb',
    media_ids: [await sessionPhoto(session)],
    answers: [{ question_id: w.questions.depth, value: 6 }],
    reporter: { name: 'Rosa Díaz', email: 'rosa@example.test' },
    idempotency_key: submissionKey(),
    ...extra,
  };
}

function send(
  body: unknown,
  options: { session?: string | null; path?: string; address?: string } = {},
): Promise<LightMyRequestResponse> {
  const session = options.session === undefined ? newSessionToken() : options.session;
  return t.app.inject({
    method: 'POST',
    url: options.path ?? PATH,
    remoteAddress: options.address ?? freshAddress(),
    headers: session === null ? {} : { [UPLOAD_SESSION_HEADER]: session },
    payload: body as object,
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

describe('a resident reports a sighting', () => {
  it('makes a public post with the session’s photo, answers and follow-up details kept private', async () => {
    const session = newSessionToken();
    const body = await report(session);
    const response = await send(body, { session });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<PublicReportAnswer>();
    expect(answer.public_path).toBe(`/p/${answer.id}`);

    const post = await t.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(post).toMatchObject({
      project_id: w.project.id,
      source: 'public',
      author_id: null,
      intake_key_id: null,
      reporter_name: 'Rosa Díaz',
      reporter_email: 'rosa@example.test',
      content: 'Water over the kerb',
    });
    const media = await t.db
      .selectFrom('media')
      .select('id')
      .where('post_id', '=', answer.id)
      .execute();
    expect(media.map((row) => row.id)).toEqual(body.media_ids);
    const answers = await t.db
      .selectFrom('structured_answers')
      .select(['question_id', 'value'])
      .where('post_id', '=', answer.id)
      .execute();
    expect(answers).toEqual([{ question_id: w.questions.depth, value: '6' }]);

    // The public page shows the sighting, never who sent it.
    const page = await t.app.inject({ method: 'GET', url: answer.public_path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Water over the kerb');
    expect(page.body).not.toContain('Rosa');
    expect(page.body).not.toContain('rosa@example.test');
  });

  it('answers a retried or doubled submission with its first post, never a second one', async () => {
    const session = newSessionToken();
    const body = await report(session);
    const before = await postCount();
    const [first, second] = await Promise.all([send(body, { session }), send(body, { session })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json<PublicReportAnswer>().id).toBe(second.json<PublicReportAnswer>().id);
    const retry = await send(body, { session });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<PublicReportAnswer>().id).toBe(first.json<PublicReportAnswer>().id);
    expect(await postCount()).toBe(before + 1);

    // The same key from another session finds a post that is not its own.
    const stranger = await send(body, { session: newSessionToken() });
    expect(stranger.statusCode).toBe(409);
  });

  it('quietly keeps nothing when the honeypot field is filled', async () => {
    const session = newSessionToken();
    const body = await report(session, { website: 'https://spam.example' });
    const before = await postCount();
    const response = await send(body, { session });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    expect(await postCount()).toBe(before);
    const media = await t.db
      .selectFrom('media')
      .select('post_id')
      .where('id', '=', body.media_ids[0]!)
      .executeTakeFirstOrThrow();
    expect(media.post_id).toBeNull();
  });

  it('refuses media the session did not upload, or that a post already uses', async () => {
    const session = newSessionToken();
    const otherSession = newSessionToken();
    const foreign = await sessionPhoto(otherSession);
    const members = await uploadPhoto(t.app, w.aliceToken);
    const taken = await send(await report(session), { session });
    const used = (
      await t.db
        .selectFrom('media')
        .select('id')
        .where('post_id', '=', taken.json<PublicReportAnswer>().id)
        .executeTakeFirstOrThrow()
    ).id;
    const before = await postCount();
    for (const id of [foreign, members, used]) {
      const response = await send(await report(session, { media_ids: [id] }), { session });
      expect(response.statusCode, String(id)).toBe(400);
      expect(response.json<NewPostErrorBody>().errors).toEqual([
        expect.objectContaining({ field: `media_ids.${id}`, code: 'media_unusable' }),
      ]);
    }
    expect(await postCount()).toBe(before);
  });

  it('is not found for a project that takes no public reports, or none at all', async () => {
    const session = newSessionToken();
    const body = await report(session);
    for (const path of [
      publicReportPath('other', 'elsewhere'),
      publicReportPath('city', 'quiet'),
      publicReportPath('city', 'nowhere'),
      publicReportPath('nobody', 'floods'),
    ]) {
      const response = await send(body, { session, path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('Project not found');
    }
  });

  it('names each field’s problem in a 400', async () => {
    const session = newSessionToken();
    const response = await send(
      await report(session, {
        observed_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
        content: 'x'.repeat(5_001),
        answers: [
          { question_id: w.questions.kind, value: 'snow' },
          { question_id: w.questions.passable, value: 'yes' },
        ],
        reporter: { email: 'not an address' },
      }),
      { session },
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json<NewPostErrorBody>().errors?.map((e) => `${e.field} ${e.code}`);
    expect(fields).toEqual(expect.arrayContaining(['content content_too_long']));

    const checked = await send(
      await report(session, {
        observed_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
        answers: [
          { question_id: w.questions.kind, value: 'snow' },
          { question_id: w.questions.passable, value: 'yes' },
        ],
        reporter: { email: 'not an address' },
      }),
      { session },
    );
    expect(checked.statusCode).toBe(400);
    expect(
      checked
        .json<NewPostErrorBody>()
        .errors?.map((e) => `${e.field} ${e.code}`)
        .sort(),
    ).toEqual(
      [
        'observed_at observed_at_in_future',
        'reporter.email reporter_email_invalid',
        `answers.${w.questions.kind} answer_not_an_option`,
        `answers.${w.questions.passable} answer_wrong_type`,
        `answers.${w.questions.depth} answer_required`,
      ].sort(),
    );
  });

  it('answers odd bodies and headers with a 4xx, never a 500', async () => {
    const session = newSessionToken();
    const good = await report(session);
    const cases: { body: unknown; session?: string | null }[] = [
      { body: {} },
      { body: [] },
      { body: 'just text' },
      { body: { ...good, lat: 95 } },
      { body: { ...good, media_ids: [] } },
      { body: { ...good, media_ids: Array.from({ length: 11 }, (_, i) => i + 1) } },
      { body: { ...good, media_ids: [2_147_483_647] } },
      { body: { ...good, idempotency_key: 'short' } },
      { body: { ...good, website: 42 } },
      { body: { ...good, extra: true } },
      { body: { ...good, reporter: { name: 'x'.repeat(201) } } },
      { body: good, session: null },
      { body: good, session: 'too short' },
    ];
    for (const { body, session: token } of cases) {
      const response = await send(body, { session: token === undefined ? session : token });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const noSession = await send(good, { session: null });
    expect(noSession.json<{ message: string }>().message).toContain(UPLOAD_SESSION_HEADER);
  });

  it('limits submissions per address and per project each hour; a retry still finds its post', async () => {
    const address = '203.0.113.7';
    const session = newSessionToken();
    const first = await report(session);
    expect((await send(first, { session, address })).statusCode).toBe(201);
    expect((await send(await report(session), { session, address })).statusCode).toBe(201);
    const third = await send(await report(session), { session, address });
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3_000);
    // A retry of a taken report is no new submission.
    expect((await send(first, { session, address })).statusCode).toBe(200);

    // The project takes its twelve public reports of the hour from any addresses, then no more.
    const lastHour = await t.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('project_id', '=', w.project.id)
      .where('source', '=', 'public')
      .where('created_at', '>=', new Date(Date.now() - 3_600_000))
      .executeTakeFirstOrThrow();
    for (let taken = Number(lastHour.n); taken < 12; taken++) {
      expect((await send(await report(session), { session })).statusCode).toBe(201);
    }
    const over = await send(await report(session), { session });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the report page’s place search', () => {
  it('finds the project’s streets without sign-in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${publicPlacesPath('city', 'floods')}?q=${encodeURIComponent('Main Street')}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const names = response.json<PlaceList>().results.map((place) => place.place_name);
    expect(names.some((name) => name.includes('Main Street'))).toBe(true);
  });

  it('is not found for a project that takes no public reports, and refuses a blank search', async () => {
    const hidden = await t.app.inject({
      method: 'GET',
      url: `${publicPlacesPath('other', 'elsewhere')}?q=Main`,
    });
    expect(hidden.statusCode).toBe(404);
    const blank = await t.app.inject({
      method: 'GET',
      url: `${publicPlacesPath('city', 'floods')}?q=%20`,
    });
    expect(blank.statusCode).toBe(400);
  });
});
