import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminGet, adminPost } from '../helpers/admin-session.ts';
import { expectHarborOnly, seedAdminRoles, type AdminRoles } from './admin-roles.ts';

let t: TestApp;
let roles: AdminRoles;
let base: string;
let postIds: { before: number; during: number; lastDay: number; after: number };

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedAdminRoles(t.app, t.db);
  base = `/admin/projects/${roles.projects.alpha}/weather-events`;
  const post = (observedAt: string) => ({
    project_id: roles.projects.alpha,
    lat: 36.85,
    lng: -76.29,
    observed_at: observedAt,
  });
  const [before, during, lastDay, after] = await t.db
    .insertInto('posts')
    .values([
      post('2026-10-13T23:00:00Z'),
      post('2026-10-14T08:00:00Z'),
      post('2026-10-16T22:00:00Z'),
      post('2026-10-20T12:00:00Z'),
    ])
    .returning('id')
    .execute();
  postIds = { before: before!.id, during: during!.id, lastDay: lastDay!.id, after: after!.id };
});
afterAll(async () => t.close());

const events = () =>
  t.db
    .selectFrom('weather_events')
    .selectAll()
    .where('project_id', '=', roles.projects.alpha)
    .orderBy('id')
    .execute();
const linkedPosts = async (eventId: number) =>
  (
    await t.db
      .selectFrom('post_weather_events')
      .select('post_id')
      .where('weather_event_id', '=', eventId)
      .orderBy('post_id')
      .execute()
  ).map((row) => row.post_id);
const snapshot = async () => ({
  events: await events(),
  links: await t.db.selectFrom('post_weather_events').selectAll().orderBy('post_id').execute(),
  audits: (await t.db.selectFrom('admin_audit').select('id').execute()).length,
});

const storm = { name: 'Tropical storm rain bands', start: '2026-10-14', end: '2026-10-16' };

describe('weather events', () => {
  it('are refused to all but the group admin and provider admins, changing nothing', async () => {
    const [existing] = await t.db
      .insertInto('weather_events')
      .values({ project_id: roles.projects.alpha, name: 'King tides', start_date: '2026-09-01' })
      .returning('id')
      .execute();
    const before = await snapshot();
    await expectHarborOnly(t.app, roles, { method: 'GET', url: base });
    await expectHarborOnly(t.app, roles, { method: 'POST', url: base, fields: storm });
    const one = `${base}/${existing!.id}`;
    await expectHarborOnly(t.app, roles, { method: 'GET', url: one });
    await expectHarborOnly(t.app, roles, { method: 'POST', url: one, fields: storm });
    await expectHarborOnly(t.app, roles, { method: 'POST', url: `${one}/delete` });
    expect(await snapshot()).toEqual(before);
    for (const cookie of [roles.cookies.hana, roles.cookies.provider]) {
      const page = await adminGet(t.app, `${base}?lang=en`, cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('King tides');
      expect(page.body).toContain('Ongoing');
    }
    const es = await adminGet(t.app, `${base}?lang=es`, roles.cookies.hana);
    expect(es.body).toContain('En curso');
    await adminPost(t.app, `${one}/delete`, roles.cookies.hana, {});
  });

  it('are added with the posts of their dates linked, an audit row and a live event', async () => {
    const res = await adminPost(t.app, `${base}?lang=en`, roles.cookies.hana, storm);
    expect(res.statusCode).toBe(303);
    const [event] = await events();
    expect(event).toMatchObject({ name: storm.name });
    expect(event!.start_date.toISOString()).toBe('2026-10-14T00:00:00.000Z');
    expect(event!.end_date?.toISOString()).toBe('2026-10-16T23:59:59.999Z');
    expect(await linkedPosts(event!.id)).toEqual([postIds.during, postIds.lastDay]);
    const live = await t.db
      .selectFrom('project_events')
      .select(['type', 'payload'])
      .where('project_id', '=', roles.projects.alpha)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(live.type).toBe('project.changed');
    expect(live.payload).toMatchObject({ part: 'weather_events' });
    const page = await adminGet(t.app, `${base}?lang=en&notice=added`, roles.cookies.hana);
    expect(page.body).toContain('Weather event added.');
    expect(page.body).toContain('Oct 14, 2026');
  });

  it('are edited, ongoing included, and their posts linked again', async () => {
    const [event] = await events();
    const res = await adminPost(t.app, `${base}/${event!.id}?lang=en`, roles.cookies.provider, {
      name: 'Storm and its aftermath',
      start: '2026-10-14',
      end: '',
      ongoing: 'on',
    });
    expect(res.statusCode).toBe(303);
    const [edited] = await events();
    expect(edited!.end_date).toBeNull();
    expect(await linkedPosts(event!.id)).toEqual([postIds.during, postIds.lastDay, postIds.after]);
    const audit = await t.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('subject', '=', 'weather_event')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ name: storm.name, end_date: '2026-10-16T23:59:59.999Z' });
    expect(audit.after).toEqual({ name: 'Storm and its aftermath', end_date: null });
    const form = await adminGet(t.app, `${base}/${event!.id}?lang=en`, roles.cookies.hana);
    expect(form.body).toMatch(/name="ongoing" value="on" checked/);
  });

  it.each([
    [{ name: '' }, 'name', 'Enter the name of the weather event.'],
    [{ name: 'n'.repeat(121) }, 'name', 'at most 120 characters'],
    [{ start: '' }, 'start', 'Enter the start date as a date'],
    [{ start: '2026-13-01' }, 'start', 'Enter the start date as a date'],
    [{ end: '' }, 'end', 'or tick “Ongoing”'],
    [{ end: '2026-10-01' }, 'end', 'The end date must be on or after the start date.'],
  ])('refuses %o with a message at the field, changing nothing', async (change, field, message) => {
    const [event] = await events();
    const before = await snapshot();
    for (const url of [`${base}?lang=en`, `${base}/${event!.id}?lang=en`]) {
      const res = await adminPost(t.app, url, roles.cookies.hana, { ...storm, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(`href="#${field}"`);
      expect(res.body).toContain(message);
      expect(res.body).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('explains in Spanish', async () => {
    const res = await adminPost(t.app, `${base}?lang=es`, roles.cookies.hana, {
      ...storm,
      name: '',
    });
    expect(res.body).toContain('Escriba el nombre del evento meteorológico.');
  });

  it('answer 400 naming the event for an id that is no number, 404 for one elsewhere', async () => {
    const bad = await adminGet(t.app, `${base}/soon?lang=en`, roles.cookies.hana);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The weather event number in the address must be a whole number.');
    const [event] = await events();
    const elsewhere = `/admin/projects/${roles.projects.river}/weather-events/${event!.id}`;
    expect((await adminGet(t.app, elsewhere, roles.cookies.hana)).statusCode).toBe(404);
    expect((await adminGet(t.app, `${base}/987654`, roles.cookies.hana)).statusCode).toBe(404);
  });

  it('are deleted with their links', async () => {
    const [event] = await events();
    const res = await adminPost(t.app, `${base}/${event!.id}/delete`, roles.cookies.hana, {});
    expect(res.statusCode).toBe(303);
    expect(await events()).toEqual([]);
    expect(await linkedPosts(event!.id)).toEqual([]);
    const audit = await t.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('subject', '=', 'weather_event')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'delete', after: null });
  });
});
