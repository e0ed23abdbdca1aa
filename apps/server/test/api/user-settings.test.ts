import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@highwater/core/api/user';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { seedProjects, type SeededProjects } from './project-fixtures.ts';

let t: TestApp;
let seed: SeededProjects;

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedProjects(t.db);
});
afterAll(async () => t.close());

const put = (name: string, payload: unknown, token = seed.tokens.ana) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/user-settings/${name}`,
    headers: bearer(token),
    payload: payload as object,
  });

const settingsOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: bearer(token) })).json<User>()
    .userSettings;

describe('PUT /api/v2/user-settings/{name}', () => {
  it('saves the system of measure and shows it in /me', async () => {
    const res = await put('preferredSystemOfMeasure', { value: 'METRIC' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'preferredSystemOfMeasure', value: 'METRIC' });
    expect(await settingsOf(seed.tokens.ana)).toEqual({
      preferredSystemOfMeasure: 'METRIC',
      lastViewedMapTutorial: null,
      preferredLanguage: null,
    });
    expect(await settingsOf(seed.tokens.ben)).toMatchObject({
      preferredSystemOfMeasure: 'IMPERIAL',
    });

    await put('preferredSystemOfMeasure', { value: 'IMPERIAL' });
    expect(await settingsOf(seed.tokens.ana)).toMatchObject({
      preferredSystemOfMeasure: 'IMPERIAL',
    });
  });

  it('saves the tutorial date normalised to UTC, and null clears it', async () => {
    const res = await put('lastViewedMapTutorial', { value: '2024-05-01T14:30:00+02:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'lastViewedMapTutorial',
      value: '2024-05-01T12:30:00.000Z',
    });
    expect((await settingsOf(seed.tokens.ana)).lastViewedMapTutorial).toBe(
      '2024-05-01T12:30:00.000Z',
    );

    const cleared = await put('lastViewedMapTutorial', { value: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ name: 'lastViewedMapTutorial', value: null });
    expect((await settingsOf(seed.tokens.ana)).lastViewedMapTutorial).toBeNull();
  });

  it.each([
    ['unknown', { value: 'x' }, /name/],
    ['preferredSystemOfMeasure', { value: 'metric' }, /METRIC, IMPERIAL/],
    ['preferredSystemOfMeasure', { value: null }, /METRIC, IMPERIAL/],
    ['preferredSystemOfMeasure', { value: 3 }, /body\/value must be string,null/],
    ['preferredSystemOfMeasure', { value: ['METRIC'] }, /value/],
    ['lastViewedMapTutorial', { value: 0 }, /body\/value must be string,null/],
    ['preferredSystemOfMeasure', {}, /value/],
    ['preferredSystemOfMeasure', { value: 'x'.repeat(201) }, /value/],
    ['lastViewedMapTutorial', { value: 'yesterday' }, /ISO 8601/],
    ['lastViewedMapTutorial', { value: '2024-02-31T00:00:00Z' }, /ISO 8601/],
    ['lastViewedMapTutorial', { value: '2024-05-01T25:00:00Z' }, /ISO 8601/],
    ['lastViewedMapTutorial', { value: '2024-05-01T12:00:00' }, /ISO 8601/],
  ])('rejects %s = %j with a reason', async (name, payload, reason) => {
    const res = await put(name, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json<{ message: string }>().message).toMatch(reason);
  });

  it('answers 400 for malformed JSON and an empty JSON body, 415 for other content types', async () => {
    const send = (payload: string, contentType: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v2/user-settings/preferredSystemOfMeasure',
        headers: { ...bearer(seed.tokens.ana), 'content-type': contentType },
        payload,
      });
    const malformed = await send('{"value": "METRIC"', 'application/json');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/JSON/);

    const empty = await send('', 'application/json');
    expect(empty.statusCode).toBe(400);

    const notAnObject = await send('"METRIC"', 'application/json');
    expect(notAnObject.statusCode).toBe(400);

    const xml = await send('<value>METRIC</value>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });

    // Nothing was saved by any of these.
    expect(await settingsOf(seed.tokens.ana)).toMatchObject({
      preferredSystemOfMeasure: 'IMPERIAL',
    });
  });

  it('answers 401 without a token and saves nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user-settings/preferredSystemOfMeasure',
      payload: { value: 'METRIC' },
    });
    expect(res.statusCode).toBe(401);
    const rows = await t.db
      .selectFrom('user_settings')
      .selectAll()
      .where('user_id', '=', seed.users.cy)
      .execute();
    expect(rows).toEqual([]);
  });
});
