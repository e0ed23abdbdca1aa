import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@highwater/core/api/saved-searches';
import type { WeatherEvent } from '@highwater/core/api/weather-events';
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

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, path: string, payload?: object, token = w.aliceToken) =>
  t.app.inject({
    method,
    url: `/api/v3/cx${path}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

describe('saved searches', () => {
  it('creates, lists, renames, changes and deletes the user’s searches', async () => {
    const created = await call('POST', '/saved-searches', {
      project_id: w.project.id,
      title: '  Severe downtown ',
      query: [
        ['severity', '4'],
        ['severity', '5'],
        ['region', String(w.regions.downtown)],
        ['keyword', '  '],
      ],
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json<SavedSearch>();
    expect(saved).toEqual({
      id: expect.any(Number) as number,
      title: 'Severe downtown',
      project_id: w.project.id,
      alert_mode: 'off',
      query: [
        ['severity', '4'],
        ['severity', '5'],
        ['region', String(w.regions.downtown)],
      ],
    });
    const list = await call('GET', `/saved-searches?project_id=${w.project.id}`);
    expect(list.json()).toEqual([saved]);

    const renamed = await call('PATCH', `/saved-searches/${saved.id}`, { title: 'Downtown' });
    expect(renamed.json<SavedSearch>()).toMatchObject({ title: 'Downtown', query: saved.query });
    const requeried = await call('PATCH', `/saved-searches/${saved.id}`, {
      query: [['since', 'ever']],
    });
    expect(requeried.json<SavedSearch>()).toMatchObject({
      title: 'Downtown',
      query: [['since', 'ever']],
    });

    expect((await call('DELETE', `/saved-searches/${saved.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/saved-searches?project_id=${w.project.id}`)).json()).toEqual([]);
    expect((await call('DELETE', `/saved-searches/${saved.id}`)).statusCode).toBe(404);
  });

  it.each<[string, object, string]>([
    ['no title', { query: [['since', 'ever']] }, 'title'],
    ['a blank title', { title: '   ', query: [['since', 'ever']] }, 'title must not be blank'],
    ['no query', { title: 'A' }, 'query'],
    ['an empty query', { title: 'A', query: [] }, 'query must hold at least one filter'],
    ['only blank values', { title: 'A', query: [['keyword', ' ']] }, 'at least one filter'],
    ['an unknown key', { title: 'A', query: [['colour', 'red']] }, 'colour'],
    ['a pair of three', { title: 'A', query: [['status', '1', '2']] }, 'query'],
    ['since=banana', { title: 'A', query: [['since', 'banana']] }, 'since "banana" must be'],
    ['severity=9', { title: 'A', query: [['severity', '9']] }, 'severity "9" must be'],
    ['near with two numbers', { title: 'A', query: [['near', '1x2']] }, 'near "1x2" must be'],
    ['an impossible date', { title: 'A', query: [['after', '2024-02-31']] }, 'after'],
    ['an unknown order', { title: 'A', query: [['sort', 'popular']] }, 'sort "popular"'],
    ['a status id of 0', { title: 'A', query: [['status', '0']] }, 'status "0"'],
  ])('refuses to create with %s, saying why', async (_name, body, reason) => {
    const res = await call('POST', '/saved-searches', { ...body, project_id: w.project.id });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(reason);
    expect((await call('GET', `/saved-searches?project_id=${w.project.id}`)).json()).toEqual([]);
  });

  it('keeps the values the address codec reads, as they were sent', async () => {
    const query = [
      ['keyword', 'high water'],
      ['near', '-74.01x40.7x1609.344'],
      ['severity', '2.6'],
      ['after', '2025-05-01'],
      ['before', '2025-05-31T12:00:00Z'],
      ['since', '24-hours'],
      ['sort', 'commented'],
      ['groupBy', 'none'],
      ['weather-event', String(w.events.hurricane)],
    ];
    const res = await call('POST', '/saved-searches', {
      project_id: w.project.id,
      title: 'All',
      query,
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<SavedSearch>();
    expect(saved.query).toEqual(query);
    expect((await call('DELETE', `/saved-searches/${saved.id}`)).statusCode).toBe(204);
  });

  it('refuses an update with neither title nor query, a blank title or a bad query', async () => {
    const saved = (
      await call('POST', '/saved-searches', {
        project_id: w.project.id,
        title: 'Mine',
        query: [['since', 'ever']],
      })
    ).json<SavedSearch>();
    const patch = async (body: object) => {
      const res = await call('PATCH', `/saved-searches/${saved.id}`, body);
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string }>().message;
    };
    await patch({});
    expect(await patch({ title: ' ' })).toContain('title must not be blank');
    expect(await patch({ query: [] })).toContain('at least one filter');
    expect(await patch({ query: [['since', 'banana']] })).toContain('since "banana"');
    expect(await patch({ title: 'New', query: [['severity', '9']] })).toContain('severity "9"');
    // Nothing was changed by the refused calls.
    const list = await call('GET', `/saved-searches?project_id=${w.project.id}`);
    expect(list.json()).toEqual([saved]);
    expect((await call('DELETE', `/saved-searches/${saved.id}`)).statusCode).toBe(204);
  });

  it('keeps searches per user: someone else’s is a 404', async () => {
    const saved = (
      await call('POST', '/saved-searches', {
        project_id: w.project.id,
        title: 'Private',
        query: [['since', 'ever']],
      })
    ).json<SavedSearch>();
    const bob = (method: Method, payload?: object) =>
      call(method, `/saved-searches/${saved.id}`, payload, w.bobToken);
    expect((await bob('PATCH', { title: 'Mine now' })).statusCode).toBe(404);
    expect((await bob('DELETE')).statusCode).toBe(404);
    const bobList = await call(
      'GET',
      `/saved-searches?project_id=${w.project.id}`,
      undefined,
      w.bobToken,
    );
    expect(bobList.statusCode).toBe(404);
    const bobCreate = await call(
      'POST',
      '/saved-searches',
      { project_id: w.project.id, title: 'In', query: [['since', 'ever']] },
      w.bobToken,
    );
    expect(bobCreate.statusCode).toBe(404);
    const own = await call(
      'GET',
      `/saved-searches?project_id=${w.otherProject.id}`,
      undefined,
      w.bobToken,
    );
    expect(own.json()).toEqual([]);
  });
});

describe('GET /weather-events', () => {
  it('lists the project’s events newest first', async () => {
    const res = await call('GET', `/weather-events?project_id=${w.project.id}`);
    expect(res.json<WeatherEvent[]>()).toEqual([
      {
        id: w.events.ongoing,
        name: 'Ongoing rain',
        start_date: '2025-05-31T18:00:00.000Z',
        end_date: null,
      },
      {
        id: w.events.hurricane,
        name: 'Hurricane',
        start_date: '2025-05-30T00:00:00.000Z',
        end_date: '2025-05-30T12:00:00.000Z',
      },
    ]);
  });

  it('is empty for rolling-range projects', async () => {
    await withProjectSettings(t.db, w.project.id, { rolling_time_range_days: 14 }, async () =>
      expect((await call('GET', `/weather-events?project_id=${w.project.id}`)).json()).toEqual([]),
    );
  });

  it('answers 404 outside the user’s groups and 400 without a project', async () => {
    expect((await call('GET', `/weather-events?project_id=${w.otherProject.id}`)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/weather-events')).statusCode).toBe(400);
  });
});
