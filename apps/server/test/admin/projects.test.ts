import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminGet, adminPost } from '../helpers/admin-session.ts';
import { EventReader } from '../live/event-reader.ts';
import { listen } from '../live/live-fixtures.ts';
import { expectHarborOnly, seedAdminRoles, type AdminRoles } from './admin-roles.ts';

let t: TestApp;
let roles: AdminRoles;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedAdminRoles(t.app, t.db);
  baseUrl = await listen(t);
});
afterAll(async () => t.close());

const project = (id: number) =>
  t.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const projectCount = async () => (await t.db.selectFrom('projects').select('id').execute()).length;
const auditCount = async () => (await t.db.selectFrom('admin_audit').select('id').execute()).length;

const valid = {
  name: 'Storm Season',
  slug: 'storm-season',
  start_date: '2026-06-01',
  end_date: '2026-11-30',
  rolling_time_range_days: '',
  center_lat: '36.85',
  center_lng: '-76.29',
  allow_exports: 'on',
};

const address = (groupSlug: string, projectSlug: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/project-addresses/${groupSlug}/${projectSlug}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('creating a project', () => {
  const newUrl = () => `/admin/user-groups/${roles.groups.harbor}/projects/new?lang=en`;
  const createUrl = () => `/admin/user-groups/${roles.groups.harbor}/projects?lang=en`;

  it('is refused to everyone but the group admin and provider admins, and nothing is made', async () => {
    const before = await projectCount();
    await expectHarborOnly(t.app, roles, { method: 'GET', url: newUrl() });
    await expectHarborOnly(t.app, roles, { method: 'POST', url: createUrl(), fields: valid });
    expect(await projectCount()).toBe(before);
    const form = await adminGet(t.app, newUrl(), roles.cookies.provider);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<legend>Dates</legend>');
  });

  it('creates the project with three statuses, one the default, and its audit row', async () => {
    const res = await adminPost(t.app, createUrl(), roles.cookies.hana, valid);
    expect(res.statusCode).toBe(303);
    const created = await t.db
      .selectFrom('projects')
      .selectAll()
      .where('slug', '=', 'storm-season')
      .executeTakeFirstOrThrow();
    expect(res.headers.location).toBe(`/admin/projects/${created.id}?lang=en&notice=created`);
    expect(created).toMatchObject({
      client_group_id: roles.groups.harbor,
      name: 'Storm Season',
      allow_exports: true,
      show_severity: false,
      rolling_time_range_days: null,
      center_lat: 36.85,
      center_lng: -76.29,
    });
    expect(created.start_date?.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(created.end_date?.toISOString()).toBe('2026-11-30T23:59:59.999Z');
    const statuses = await t.db
      .selectFrom('statuses')
      .select(['label', 'is_default'])
      .where('project_id', '=', created.id)
      .orderBy('sort_order')
      .execute();
    expect(statuses).toEqual([
      { label: 'Open', is_default: true },
      { label: 'In progress', is_default: false },
      { label: 'Closed', is_default: false },
    ]);
    const audit = await t.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('project_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'create',
      subject: 'project',
      actor_id: roles.admins.hana,
    });
    const page = await adminGet(t.app, res.headers.location!, roles.cookies.hana);
    expect(page.body).toContain('Project created with three statuses');
  });

  it('names the statuses in Spanish for a Spanish-speaking admin', async () => {
    const res = await adminPost(
      t.app,
      `/admin/user-groups/${roles.groups.bayou}/projects?lang=es`,
      roles.cookies.bo,
      { ...valid, slug: 'temporada' },
    );
    expect(res.statusCode).toBe(303);
    const labels = await t.db
      .selectFrom('statuses as s')
      .innerJoin('projects as p', 'p.id', 's.project_id')
      .select('s.label')
      .where('p.slug', '=', 'temporada')
      .orderBy('s.sort_order')
      .execute();
    expect(labels.map((row) => row.label)).toEqual(['Abierto', 'En curso', 'Cerrado']);
  });

  it('allows a slug another group uses, but not one of its own group', async () => {
    const elsewhere = await adminPost(t.app, createUrl(), roles.cookies.provider, {
      ...valid,
      slug: 'bay-levels',
    });
    expect(elsewhere.statusCode).toBe(303);
    const before = await projectCount();
    const taken = await adminPost(t.app, createUrl(), roles.cookies.provider, {
      ...valid,
      slug: 'river-watch',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toContain('Another project of this group already uses this slug.');
    expect(await projectCount()).toBe(before);
  });

  it.each([
    [{ name: '' }, 'name', 'Enter the name of the project.'],
    [{ name: 'n'.repeat(121) }, 'name', 'at most 120 characters'],
    [{ slug: 'Storm Season' }, 'slug', 'Enter a slug of at most 60'],
    [{ start_date: '2026-02-30' }, 'start_date', 'Enter the start date as a date'],
    [{ end_date: 'soon' }, 'end_date', 'Enter the end date as a date'],
    [{ end_date: '2026-05-31' }, 'end_date', 'The end date must be on or after the start date.'],
    [{ rolling_time_range_days: '0' }, 'rolling_time_range_days', 'from 1 to 3650'],
    [{ rolling_time_range_days: '3651' }, 'rolling_time_range_days', 'from 1 to 3650'],
    [{ rolling_time_range_days: '7.5' }, 'rolling_time_range_days', 'from 1 to 3650'],
    [{ center_lat: '91' }, 'center_lat', 'Enter a latitude from -90 to 90'],
    [{ center_lng: 'west' }, 'center_lng', 'Enter a longitude from -180 to 180'],
  ])('refuses %o with a message at the field, making nothing', async (change, field, message) => {
    const before = await projectCount();
    const audits = await auditCount();
    const res = await adminPost(t.app, createUrl(), roles.cookies.hana, {
      ...valid,
      slug: 'fresh-slug',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`href="#${field}"`);
    expect(res.body).toContain(message);
    expect(res.body).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
    expect(await projectCount()).toBe(before);
    expect(await auditCount()).toBe(audits);
  });

  it('explains in Spanish', async () => {
    const res = await adminPost(
      t.app,
      `/admin/user-groups/${roles.groups.harbor}/projects?lang=es`,
      roles.cookies.hana,
      { ...valid, slug: 'fresh', end_date: '2026-01-01' },
    );
    expect(res.body).toContain('La fecha de fin debe ser igual o posterior a la fecha de inicio.');
  });

  it('answers 400 naming the group for an id that is no number, 404 for an unknown one', async () => {
    const bad = await adminPost(
      t.app,
      '/admin/user-groups/x1/projects',
      roles.cookies.provider,
      valid,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The user group number in the address must be a whole number.');
    const unknown = await adminGet(
      t.app,
      '/admin/user-groups/99999/projects/new',
      roles.cookies.provider,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe("a project's settings", () => {
  const url = () => `/admin/projects/${roles.projects.river}?lang=en`;
  const river = {
    name: 'River Watch',
    slug: 'river-watch',
    start_date: '2021-03-01',
    end_date: '2025-12-31',
    allow_exports: 'on',
    rolling_time_range_days: '7',
    show_severity: 'on',
    show_internal_notes: 'on',
    center_lat: '36.84',
    center_lng: '-76.29',
  };

  it('shows the settings to the group admin and provider admins only', async () => {
    for (const cookie of [roles.cookies.hana, roles.cookies.provider]) {
      const res = await adminGet(t.app, url(), cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('value="river-watch"');
      expect(res.body).toContain('value="2025-12-31"');
      expect(res.body).toMatch(/name="show_severity" value="on" checked/);
      expect(res.body).toContain('aria-current="page">Settings');
    }
    const before = await project(roles.projects.river);
    await expectHarborOnly(t.app, roles, { method: 'GET', url: url() });
    await expectHarborOnly(t.app, roles, {
      method: 'POST',
      url: url(),
      fields: { ...river, name: 'Taken over' },
    });
    expect(await project(roles.projects.river)).toEqual(before);
  });

  it('answers 400 naming the project for an id that is no number, 404 for an unknown one', async () => {
    const bad = await adminGet(t.app, '/admin/projects/abc?lang=es', roles.cookies.provider);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('El número de proyecto de la dirección debe ser un número entero.');
    expect(
      (await adminGet(t.app, '/admin/projects/424242', roles.cookies.provider)).statusCode,
    ).toBe(404);
  });

  it('keeps everything when the form is refused', async () => {
    const before = await project(roles.projects.river);
    const res = await adminPost(t.app, url(), roles.cookies.hana, {
      ...river,
      name: 'Changed',
      slug: 'alpha-tides',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('value="Changed"');
    expect(await project(roles.projects.river)).toEqual(before);
  });

  it('saves a change, tells open dashboards, and records what changed', async () => {
    const stream = await EventReader.connect(baseUrl, roles.projects.river, roles.tokens.ana);
    try {
      const res = await adminPost(t.app, url(), roles.cookies.hana, {
        ...river,
        show_severity: '',
        rolling_time_range_days: '',
      });
      expect(res.statusCode).toBe(303);
      expect(await project(roles.projects.river)).toMatchObject({
        show_severity: false,
        rolling_time_range_days: null,
        allow_exports: true,
      });
      const event = await stream.waitFor((one) => one.type === 'project.changed');
      expect(event.data).toMatchObject({
        type: 'project.changed',
        project_id: roles.projects.river,
        part: 'settings',
      });
      const audit = await t.db
        .selectFrom('admin_audit')
        .selectAll()
        .where('project_id', '=', roles.projects.river)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit.before).toEqual({ show_severity: true, rolling_time_range_days: 7 });
      expect(audit.after).toEqual({ show_severity: false, rolling_time_range_days: null });
    } finally {
      stream.close();
    }
  });

  it('takes public reports when the admin ticks the box: audited, and dashboards hear it', async () => {
    const stream = await EventReader.connect(baseUrl, roles.projects.river, roles.tokens.ana);
    try {
      const page = await adminGet(t.app, url(), roles.cookies.hana);
      expect(page.body).toMatch(/name="accepts_public_reports" value="on">/);
      expect(page.body).not.toContain('The public report page');
      const res = await adminPost(t.app, url(), roles.cookies.hana, {
        ...river,
        show_severity: '',
        rolling_time_range_days: '',
        accepts_public_reports: 'on',
      });
      expect(res.statusCode).toBe(303);
      expect(await project(roles.projects.river)).toMatchObject({ accepts_public_reports: true });
      const event = await stream.waitFor((one) => one.type === 'project.changed');
      expect(event.data).toMatchObject({ part: 'settings' });
      const audit = await t.db
        .selectFrom('admin_audit')
        .selectAll()
        .where('project_id', '=', roles.projects.river)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit.before).toEqual({ accepts_public_reports: false });
      expect(audit.after).toEqual({ accepts_public_reports: true });
      const es = await adminGet(t.app, url().replace('lang=en', 'lang=es'), roles.cookies.hana);
      expect(es.body).toMatch(
        /name="accepts_public_reports" value="on" checked> Aceptar avistamientos del público/,
      );

      // The settings now show the report page's address and its QR code, which open the page.
      const after = await adminGet(t.app, url(), roles.cookies.hana);
      const link = /<a href="(http[^"]+\/report\/[^"]+\/river-watch)">/.exec(after.body)?.[1];
      expect(link).toBeDefined();
      expect(after.body).toMatch(/aria-label="QR code of the report page’s address"><svg /);
      expect(es.body).toContain('La página pública de avisos');
      const reportPage = await t.app.inject({ method: 'GET', url: new URL(link!).pathname });
      expect(reportPage.statusCode).toBe(200);
    } finally {
      stream.close();
    }
  });

  it('keeps the old address leading to a renamed project, for members only', async () => {
    const res = await adminPost(t.app, url(), roles.cookies.hana, {
      ...river,
      slug: 'river-watch-2',
    });
    expect(res.statusCode).toBe(303);
    const old = await address('harbor-city', 'river-watch', roles.tokens.ana);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({
      project_id: roles.projects.river,
      client_group_slug: 'harbor-city',
      project_slug: 'river-watch-2',
    });
    expect((await address('harbor-city', 'river-watch-2', roles.tokens.ana)).json()).toMatchObject({
      project_slug: 'river-watch-2',
    });
    expect((await address('harbor-city', 'river-watch', roles.tokens.ben)).statusCode).toBe(404);
    expect((await address('harbor-city', 'never-was', roles.tokens.ana)).statusCode).toBe(404);

    // Renamed again: both old slugs lead to the newest; a slug taken back is live again.
    await adminPost(t.app, url(), roles.cookies.hana, { ...river, slug: 'river-watch-3' });
    expect((await address('harbor-city', 'river-watch', roles.tokens.ana)).json()).toMatchObject({
      project_slug: 'river-watch-3',
    });
    await adminPost(t.app, url(), roles.cookies.hana, { ...river, slug: 'river-watch' });
    expect((await address('harbor-city', 'river-watch-2', roles.tokens.ana)).json()).toMatchObject({
      project_slug: 'river-watch',
    });
    const history = await t.db
      .selectFrom('project_slug_history')
      .select('slug')
      .where('project_id', '=', roles.projects.river)
      .orderBy('slug')
      .execute();
    expect(history.map((row) => row.slug)).toEqual(['river-watch-2', 'river-watch-3']);
  });
});
