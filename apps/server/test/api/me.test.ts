import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { User } from '@highwater/core/api/user';
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

describe('GET /api/v2/me', () => {
  it('answers 401 without a token, with a bad token and with an expired one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v2/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });

    const bad = await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: bearer('nope') });
    expect(bad.statusCode).toBe(401);

    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(0) })
      .execute();
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: bearer(seed.tokens.cy),
    });
    expect(expired.statusCode).toBe(401);
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
  });

  it('answers the signed-in user with groups and default settings, never cached', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: bearer(seed.tokens.ana),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body: unknown = res.json();
    expect(Value.Check(User, body)).toBe(true);
    expect(body).toEqual({
      id: seed.users.ana,
      email: 'ana@harbor.test',
      firstName: 'Ana',
      lastName: 'Ruiz',
      avatar: { secure_url: 'https://img.test/ana.png' },
      clientGroups: [
        {
          id: seed.groups.harbor,
          name: 'Harbor City',
          slug: 'harbor-city',
          masvEmbedUrl: 'https://transfer.test/harbor',
        },
      ],
      lng: -76.3,
      lat: 36.85,
      userSettings: {
        preferredSystemOfMeasure: 'IMPERIAL',
        lastViewedMapTutorial: null,
        preferredLanguage: null,
      },
    });
  });

  it('lists every group of a member of several, by name', async () => {
    await t.db
      .insertInto('client_group_members')
      .values({ client_group_id: seed.groups.harbor, user_id: seed.users.ben })
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: bearer(seed.tokens.ben),
    });
    const body = res.json<User>();
    expect(body.clientGroups.map((g) => g.slug)).toEqual(['bayou-parish', 'harbor-city']);
    expect(body.clientGroups[0]!.masvEmbedUrl).toBeNull();
    expect(body.avatar).toEqual({ secure_url: null });
    expect([body.lng, body.lat]).toEqual([null, null]);
  });

  it('answers a user without client groups with an empty list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: bearer(seed.tokens.cy),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().clientGroups).toEqual([]);
  });
});
