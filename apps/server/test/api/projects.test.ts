import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { ProjectDetail } from '@highwater/core/api/projects';
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

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

describe('GET /api/v3/cx/client-groups', () => {
  it("answers only the user's own groups", async () => {
    const ana = await get('/api/v3/cx/client-groups', seed.tokens.ana);
    expect(ana.statusCode).toBe(200);
    expect(ana.json()).toEqual([
      { id: seed.groups.harbor, name: 'Harbor City', slug: 'harbor-city' },
    ]);
    expect((await get('/api/v3/cx/client-groups', seed.tokens.cy)).json()).toEqual([]);
  });

  it('orders several groups by name, unnamed last', async () => {
    const [zeta, unnamed] = await t.db
      .insertInto('client_groups')
      .values([
        { name: 'zeta Levee Board', slug: 'zeta' },
        { name: null, slug: 'unnamed' },
      ])
      .returning('id')
      .execute();
    await t.db
      .insertInto('client_group_members')
      .values([
        { client_group_id: zeta!.id, user_id: seed.users.cy },
        { client_group_id: unnamed!.id, user_id: seed.users.cy },
        { client_group_id: seed.groups.bayou, user_id: seed.users.cy },
      ])
      .execute();
    const res = await get('/api/v3/cx/client-groups', seed.tokens.cy);
    expect(res.json<{ slug: string }[]>().map((g) => g.slug)).toEqual([
      'bayou-parish',
      'zeta',
      'unnamed',
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/v3/cx/client-groups')).statusCode).toBe(401);
  });
});

describe('GET /api/v3/cx/local-projects', () => {
  it("answers the projects of the user's groups, by name", async () => {
    const res = await get('/api/v3/cx/local-projects', seed.tokens.ana);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: seed.projects.alpha,
        name: 'Alpha Tides',
        slug: 'alpha-tides',
        client_group_id: seed.groups.harbor,
      },
      {
        id: seed.projects.river,
        name: 'River Watch',
        slug: 'river-watch',
        client_group_id: seed.groups.harbor,
      },
    ]);
    const ben = await get('/api/v3/cx/local-projects', seed.tokens.ben);
    expect(ben.json()).toEqual([
      {
        id: seed.projects.bay,
        name: 'Bay Levels',
        slug: 'bay-levels',
        client_group_id: seed.groups.bayou,
      },
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/v3/cx/local-projects')).statusCode).toBe(401);
  });
});

describe('GET /api/v3/cx/local-projects/{id}', () => {
  it('answers the project with its statuses, regions and topics', async () => {
    const res = await get(`/api/v3/cx/local-projects/${seed.projects.river}`, seed.tokens.ana);
    expect(res.statusCode).toBe(200);
    const body = res.json<ProjectDetail>();
    expect(Value.Check(ProjectDetail, body)).toBe(true);
    expect(body).toMatchObject({
      id: seed.projects.river,
      name: 'River Watch',
      title: 'River Watch',
      slug: 'river-watch',
      client_group_id: seed.groups.harbor,
      clientGroup: { id: seed.groups.harbor, name: 'Harbor City', slug: 'harbor-city' },
      start_date: '2021-03-01T00:00:00.000Z',
      end_date: '2025-12-31T23:59:59.000Z',
      allow_exports: true,
      rolling_time_range_days: 7,
      show_severity: true,
      show_internal_notes: true,
      center: { lng: -76.29, lat: 36.84 },
    });
    expect(body.statuses.map((s) => [s.label, s.order, s.default])).toEqual([
      ['New', 1, true],
      ['In review', 2, false],
      ['Resolved', 3, false],
    ]);
    expect(body.statuses[0]!.quick_replies).toEqual(['Thanks for reporting!']);
    expect(body.regions).toHaveLength(1);
    expect(body.regions[0]!.name).toBe('Downtown');
    expect(JSON.parse(body.regions[0]!.geojson)).toMatchObject({ type: 'Polygon' });
    expect(body.investigations.map((i) => [i.name, i.slug, i.icon])).toEqual([
      ['Flooding', 'flooding', 'flooding'],
      ['Heat', 'heat', null],
    ]);
    const flooding = body.investigations[0]!.questions;
    expect(flooding.every((q) => Number.isInteger(q.id))).toBe(true);
    expect(flooding.map(({ id: _id, ...question }) => question)).toEqual([
      {
        investigation_id: seed.investigations.flooding,
        title: 'Road passable?',
        data_type: 'BOOLEAN',
        unit: null,
        multiple: false,
        options: [],
        required: true,
      },
      {
        investigation_id: seed.investigations.flooding,
        title: 'Water depth',
        data_type: 'DECIMAL',
        unit: 'CM',
        multiple: false,
        options: [],
        required: false,
      },
    ]);
    expect(body.investigations[1]!.questions).toMatchObject([
      { title: 'Shade', multiple: true, options: ['none', 'partial', 'full'] },
    ]);
  });

  it('answers a bare project with nulls and empty lists', async () => {
    const res = await get(`/api/v3/cx/local-projects/${seed.projects.alpha}`, seed.tokens.ana);
    expect(res.json()).toMatchObject({
      start_date: null,
      end_date: null,
      allow_exports: false,
      rolling_time_range_days: null,
      show_severity: false,
      show_internal_notes: false,
      statuses: [],
      regions: [],
      investigations: [],
    });
  });

  it("answers another organisation's project exactly like a missing one", async () => {
    const foreign = await get(`/api/v3/cx/local-projects/${seed.projects.bay}`, seed.tokens.ana);
    const missing = await get('/api/v3/cx/local-projects/999999', seed.tokens.ana);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.headers['content-type']).toBe(missing.headers['content-type']);
    expect(foreign.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Project not found',
    });
    expect(
      (await get(`/api/v3/cx/local-projects/${seed.projects.bay}`, seed.tokens.ben)).statusCode,
    ).toBe(200);
  });

  it.each(['abc', '-1', '0', '1.5', '2147483648', '99999999999999999999', '%20'])(
    'answers 400 with a reason for the id %s',
    async (id) => {
      const res = await get(`/api/v3/cx/local-projects/${id}`, seed.tokens.ana);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.json<{ message: string }>().message).toMatch(/id/);
    },
  );

  it('answers 401 without a token', async () => {
    expect((await get(`/api/v3/cx/local-projects/${seed.projects.river}`)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every route of the shell', async () => {
    const res = await get('/api/docs/json');
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v2/me',
        '/api/v2/user-settings/{name}',
        '/api/v3/cx/client-groups',
        '/api/v3/cx/local-projects',
        '/api/v3/cx/local-projects/{id}',
      ]),
    );
  });
});
