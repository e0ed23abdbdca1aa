import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@highwater/core/api/saved-searches';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from '../posts/post-fixtures.ts';
import { alertsOf, saveSearch, setAlert } from './alert-fixtures.ts';

let t: TestApp;
let w: PostWorld;
let search: SavedSearch;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
  search = await saveSearch(t, w.aliceToken, w.project.id, 'Severe downtown', [
    ['severity', '4'],
    ['severity', '5'],
    ['region', String(w.regions.downtown)],
  ]);
});
afterAll(async () => t?.close());

describe('PUT /saved-searches/{id}/alert', () => {
  it('sets the mode and the saved search shows it', async () => {
    const response = await setAlert(t, w.aliceToken, search.id, 'hourly');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ saved_search_id: search.id, mode: 'hourly' });
    const again = await setAlert(t, w.aliceToken, search.id, 'instant');
    expect(again.json()).toEqual({ saved_search_id: search.id, mode: 'instant' });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/saved-searches?project_id=${w.project.id}`,
      headers: bearer(w.aliceToken),
    });
    expect(list.json<SavedSearch[]>()).toEqual([{ ...search, alert_mode: 'instant' }]);
    // The user's other open dashboards hear of it as of any change of the search.
    const events = await t.db
      .selectFrom('project_events')
      .select(['type', 'payload'])
      .where('type', '=', 'saved_search.changed')
      .execute();
    expect(
      events.filter(
        (event) => (event.payload as { saved_search_id: number }).saved_search_id === search.id,
      ),
    ).toHaveLength(3);
  });

  it('answers 400 for a mode it does not know, a missing one or a bad id', async () => {
    for (const payload of [{ mode: 'weekly' }, {}, { mode: 5 }]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v3/cx/saved-searches/${search.id}/alert`,
        headers: bearer(w.aliceToken),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badId = await t.app.inject({
      method: 'PUT',
      url: '/api/v3/cx/saved-searches/abc/alert',
      headers: bearer(w.aliceToken),
      payload: { mode: 'off' },
    });
    expect(badId.statusCode).toBe(400);
  });

  it('answers 401 without a sign-in and 404 for someone else’s or a missing search', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/cx/saved-searches/${search.id}/alert`,
      payload: { mode: 'instant' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await setAlert(t, w.bobToken, search.id, 'instant')).statusCode).toBe(404);
    expect((await setAlert(t, w.aliceToken, 999_999, 'instant')).statusCode).toBe(404);
  });
});

describe('GET /alerts', () => {
  it('answers an empty list at first', async () => {
    expect(await alertsOf(t, w.bobToken)).toEqual({ alerts: [], unread_count: 0 });
  });

  it('answers 401 without a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/cx/alerts' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /alerts/{id}/read', () => {
  it('answers 404 for an alert that is not the user’s and 400 for a bad id', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v3/cx/alerts/12345/read',
      headers: bearer(w.bobToken),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v3/cx/alerts/0/read',
      headers: bearer(w.bobToken),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('describes the alert calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v3/cx/saved-searches/{id}/alert',
        '/api/v3/cx/alerts',
        '/api/v3/cx/alerts/{id}/read',
      ]),
    );
  });
});
