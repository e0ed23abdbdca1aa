import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminGet, adminPost } from '../helpers/admin-session.ts';
import { expectHarborOnly, seedAdminRoles, type AdminRoles } from './admin-roles.ts';

let t: TestApp;
let roles: AdminRoles;
let projectId: number;
let base: string;
let ids: { open: number; progress: number; closed: number };

const OBSERVED = '2026-03-02T10:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedAdminRoles(t.app, t.db);
  await adminPost(t.app, `/admin/user-groups/${roles.groups.harbor}/projects`, roles.cookies.hana, {
    name: 'Drains',
    slug: 'drains',
  });
  const project = await t.db
    .selectFrom('projects')
    .select('id')
    .where('slug', '=', 'drains')
    .executeTakeFirstOrThrow();
  projectId = project.id;
  base = `/admin/projects/${projectId}/statuses`;
  const [open, progress, closed] = await statusRows();
  ids = { open: open!.id, progress: progress!.id, closed: closed!.id };
  const post = (statusId: number, lng: number) => ({
    project_id: projectId,
    lat: 36.85,
    lng,
    status_id: statusId,
    observed_at: OBSERVED,
    content: 'Water over the curb',
  });
  await t.db
    .insertInto('posts')
    .values([
      post(ids.open, -76.29),
      post(ids.open, -76.28),
      post(ids.open, -76.27),
      post(ids.progress, -76.29),
      post(ids.progress, -76.2),
    ])
    .execute();
});
afterAll(async () => t.close());

const statusRows = () =>
  t.db
    .selectFrom('statuses')
    .select(['id', 'label', 'sort_order', 'is_default', 'quick_replies'])
    .where('project_id', '=', projectId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
const labels = async () => (await statusRows()).map((row) => row.label);
const snapshot = async () => ({
  statuses: await statusRows(),
  posts: await t.db
    .selectFrom('posts')
    .select(['id', 'status_id'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute(),
  audits: (await t.db.selectFrom('admin_audit').select('id').execute()).length,
  events: (await t.db.selectFrom('project_events').select('id').execute()).length,
});
const lastAudit = () =>
  t.db
    .selectFrom('admin_audit')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const lastEvent = () =>
  t.db
    .selectFrom('project_events')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('who may run the statuses', () => {
  it('refuses every call to all but the group admin and provider admins, changing nothing', async () => {
    const before = await snapshot();
    await expectHarborOnly(t.app, roles, { method: 'GET', url: base });
    await expectHarborOnly(t.app, roles, { method: 'POST', url: base, fields: { label: 'Mine' } });
    const one = `${base}/${ids.open}`;
    await expectHarborOnly(t.app, roles, { method: 'POST', url: one, fields: { label: 'Mine' } });
    await expectHarborOnly(t.app, roles, {
      method: 'POST',
      url: `${one}/move`,
      fields: { direction: 'down' },
    });
    await expectHarborOnly(t.app, roles, { method: 'POST', url: `${base}/${ids.closed}/default` });
    await expectHarborOnly(t.app, roles, { method: 'GET', url: `${one}/remove` });
    await expectHarborOnly(t.app, roles, {
      method: 'POST',
      url: `${one}/remove`,
      fields: { move_to: String(ids.closed), new_default: String(ids.closed) },
    });
    expect(await snapshot()).toEqual(before);
    for (const cookie of [roles.cookies.hana, roles.cookies.provider]) {
      const page = await adminGet(t.app, `${base}?lang=en`, cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('aria-current="page">Statuses');
      expect(page.body).toContain('3 sightings');
    }
  });

  it('answers 400 naming the status for an id that is no number, 404 for one elsewhere', async () => {
    const bad = await adminPost(t.app, `${base}/1x?lang=en`, roles.cookies.hana, { label: 'A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The status number in the address must be a whole number.');
    const river = await t.db
      .selectFrom('statuses')
      .select('id')
      .where('project_id', '=', roles.projects.river)
      .executeTakeFirstOrThrow();
    const elsewhere = await adminGet(t.app, `${base}/${river.id}/remove`, roles.cookies.hana);
    expect(elsewhere.statusCode).toBe(404);
    expect((await adminGet(t.app, `${base}/999999/remove`, roles.cookies.hana)).statusCode).toBe(
      404,
    );
  });
});

describe('changing statuses', () => {
  it('adds a status at the end, not the default, with its audit row and live event', async () => {
    const res = await adminPost(t.app, `${base}?lang=en`, roles.cookies.hana, {
      label: 'Needs crew',
      quick_replies: '  A crew is on the way.  \n\n\r\nThanks!\n',
    });
    expect(res.statusCode).toBe(303);
    const added = (await statusRows()).at(-1)!;
    expect(added).toMatchObject({
      label: 'Needs crew',
      is_default: false,
      quick_replies: ['A crew is on the way.', 'Thanks!'],
    });
    expect(await lastAudit()).toMatchObject({ action: 'create', subject: 'status' });
    expect(await lastEvent()).toMatchObject({ type: 'project.changed' });
    expect((await lastEvent()).payload).toMatchObject({ part: 'statuses' });
  });

  it.each([
    [{ label: '' }, 'label-new', 'Enter the name of the status.'],
    [{ label: 'x'.repeat(61) }, 'label-new', 'at most 60 characters'],
    [{ label: 'open' }, 'label-new', 'Another status of this project already has this name.'],
    [
      { label: 'Fine', quick_replies: Array.from({ length: 21 }, (_, i) => `R${i}`).join('\n') },
      'replies-new',
      'Enter at most 20 quick replies.',
    ],
    [{ label: 'Fine', quick_replies: 'r'.repeat(501) }, 'replies-new', 'at most 500 characters'],
  ])('refuses to add %o, with a message at the field', async (fields, field, message) => {
    const before = await snapshot();
    const res = await adminPost(t.app, `${base}?lang=en`, roles.cookies.hana, fields);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`href="#${field}"`);
    expect(res.body).toContain(message);
    expect(res.body).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
    expect(await snapshot()).toEqual(before);
  });

  it('explains in Spanish', async () => {
    const res = await adminPost(t.app, `${base}?lang=es`, roles.cookies.hana, { label: '' });
    expect(res.body).toContain('Escriba el nombre del estado.');
  });

  it('renames a status and edits its quick replies', async () => {
    const res = await adminPost(t.app, `${base}/${ids.progress}?lang=en`, roles.cookies.provider, {
      label: 'Crew working',
      quick_replies: 'On it.',
    });
    expect(res.statusCode).toBe(303);
    const row = (await statusRows()).find((one) => one.id === ids.progress);
    expect(row).toMatchObject({ label: 'Crew working', quick_replies: ['On it.'] });
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      before: { label: 'In progress', quick_replies: [] },
      after: { label: 'Crew working', quick_replies: ['On it.'] },
    });
    const taken = await adminPost(t.app, `${base}/${ids.progress}?lang=en`, roles.cookies.hana, {
      label: 'Closed',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toContain(`href="#label-${ids.progress}"`);
  });

  it('moves a status up and down', async () => {
    expect(await labels()).toEqual(['Open', 'Crew working', 'Closed', 'Needs crew']);
    await adminPost(t.app, `${base}/${ids.closed}/move`, roles.cookies.hana, { direction: 'up' });
    expect(await labels()).toEqual(['Open', 'Closed', 'Crew working', 'Needs crew']);
    await adminPost(t.app, `${base}/${ids.open}/move`, roles.cookies.hana, { direction: 'down' });
    expect(await labels()).toEqual(['Closed', 'Open', 'Crew working', 'Needs crew']);
    // At the top already: nothing moves.
    await adminPost(t.app, `${base}/${ids.closed}/move`, roles.cookies.hana, { direction: 'up' });
    expect(await labels()).toEqual(['Closed', 'Open', 'Crew working', 'Needs crew']);
    const before = await snapshot();
    const bad = await adminPost(t.app, `${base}/${ids.closed}/move?lang=en`, roles.cookies.hana, {
      direction: 'sideways',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose to move the status up or down.');
    expect(await snapshot()).toEqual(before);
  });

  it('keeps exactly one default', async () => {
    const res = await adminPost(t.app, `${base}/${ids.closed}/default`, roles.cookies.hana, {});
    expect(res.statusCode).toBe(303);
    const defaults = (await statusRows()).filter((row) => row.is_default);
    expect(defaults.map((row) => row.id)).toEqual([ids.closed]);
    expect(await lastAudit()).toMatchObject({
      action: 'set_default',
      before: { default: 'Open' },
      after: { default: 'Closed' },
    });
  });
});

describe('removing a status', () => {
  // The map's per-status density summary (migration 016), which the schema types leave out.
  const densityByStatus = async () => {
    const { rows } = await sql<{ status_id: number; posts: number }>`
      SELECT status_id, sum(posts)::int AS posts FROM post_density_kinds
      WHERE project_id = ${projectId} GROUP BY status_id HAVING sum(posts) > 0`.execute(t.db);
    return Object.fromEntries(rows.map((row) => [row.status_id, row.posts]));
  };
  const histogramTotal = async (statusId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/local-projects/${projectId}/posts/histogram?from_date=2026-03-01T00:00:00Z&to_date=2026-03-03T00:00:00Z&with_statuses=${statusId}`,
      headers: { authorization: `Bearer ${roles.tokens.ana}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ total: number }>().total;
  };

  it('asks where its posts go, then moves them, records their history and deletes it', async () => {
    const page = await adminGet(t.app, `${base}/${ids.open}/remove?lang=en`, roles.cookies.hana);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('3 sightings have this status.');
    expect(page.body).toContain('<legend>Move its sightings to</legend>');
    expect(page.body).not.toContain(`value="${ids.open}"`);
    expect(page.body).not.toContain('New sightings will get');

    const missing = await adminPost(
      t.app,
      `${base}/${ids.open}/remove?lang=en`,
      roles.cookies.hana,
      {},
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Choose the status its sightings move to.');
    const itself = await adminPost(t.app, `${base}/${ids.open}/remove`, roles.cookies.hana, {
      move_to: String(ids.open),
    });
    expect(itself.statusCode).toBe(400);
    expect(await labels()).toContain('Open');

    expect(await densityByStatus()).toEqual({ [ids.open]: 3, [ids.progress]: 2 });
    const res = await adminPost(t.app, `${base}/${ids.open}/remove`, roles.cookies.hana, {
      move_to: String(ids.progress),
    });
    expect(res.statusCode).toBe(303);
    expect(await labels()).toEqual(['Closed', 'Crew working', 'Needs crew']);
    const posts = await t.db
      .selectFrom('posts')
      .select('status_id')
      .where('project_id', '=', projectId)
      .execute();
    expect(posts.every((post) => post.status_id === ids.progress)).toBe(true);
    const history = await t.db
      .selectFrom('post_status_changes as c')
      .innerJoin('posts as p', 'p.id', 'c.post_id')
      .select(['c.to_status_id', 'c.user_id'])
      .where('p.project_id', '=', projectId)
      .execute();
    expect(history).toHaveLength(3);
    expect(history.every((row) => row.to_status_id === ids.progress)).toBe(true);
    expect(history.every((row) => row.user_id === roles.admins.hana)).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'delete',
      before: { label: 'Open' },
      after: { moved_posts: 3, moved_to: 'Crew working' },
    });
    // The summaries the map and timeline read follow the posts.
    expect(await densityByStatus()).toEqual({ [ids.progress]: 5 });
    expect(await histogramTotal(ids.progress)).toBe(5);
  });

  it('asks which status becomes the default when removing the default', async () => {
    const page = await adminGet(t.app, `${base}/${ids.closed}/remove?lang=es`, roles.cookies.hana);
    expect(page.body).toContain('Los avistamientos nuevos recibirán');
    const missing = await adminPost(
      t.app,
      `${base}/${ids.closed}/remove?lang=es`,
      roles.cookies.hana,
      {
        move_to: String(ids.progress),
      },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Elija el estado que pasa a ser el predeterminado.');
    expect(await labels()).toContain('Closed');
    const res = await adminPost(t.app, `${base}/${ids.closed}/remove`, roles.cookies.hana, {
      move_to: String(ids.progress),
      new_default: String(ids.progress),
    });
    expect(res.statusCode).toBe(303);
    const rows = await statusRows();
    expect(rows.filter((row) => row.is_default).map((row) => row.label)).toEqual(['Crew working']);
  });

  it('refuses to remove the last status', async () => {
    const needs = (await statusRows()).find((row) => row.label === 'Needs crew')!;
    await adminPost(t.app, `${base}/${needs.id}/remove`, roles.cookies.hana, {
      move_to: String(ids.progress),
    });
    expect(await labels()).toEqual(['Crew working']);
    const before = await snapshot();
    const page = await adminGet(
      t.app,
      `${base}/${ids.progress}/remove?lang=en`,
      roles.cookies.hana,
    );
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('A project needs at least one status.');
    const res = await adminPost(t.app, `${base}/${ids.progress}/remove`, roles.cookies.hana, {
      move_to: String(ids.progress),
    });
    expect(res.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    const list = await adminGet(t.app, `${base}?lang=en`, roles.cookies.hana);
    expect(list.body).not.toContain('/remove?');
  });
});
