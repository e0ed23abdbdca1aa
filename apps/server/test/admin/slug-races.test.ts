import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminPost } from '../helpers/admin-session.ts';
import { seedAdminRoles, type AdminRoles } from './admin-roles.ts';

let t: TestApp;
let roles: AdminRoles;

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedAdminRoles(t.app, t.db);
});
afterAll(async () => t.close());

/**
 * Sends forms at the same moment, each free when its form is checked: one takes the slug, the
 * other's write meets the unique index. Answers the statuses and the refused one's page. On
 * PostgreSQL the requests overlap, so the second write is the one refused; PGlite's one session
 * runs a request's queries ahead of newcomers, so there the second form's check refuses it.
 */
async function race(sends: (() => ReturnType<typeof adminPost>)[]) {
  const answers = await Promise.all(sends.map((send) => send()));
  const statuses = answers.map((answer) => answer.statusCode).sort();
  return { statuses, refused: answers.find((answer) => answer.statusCode === 400)?.body ?? '' };
}

const PROJECT_TAKEN = 'Another project of this group already uses this slug. Choose another.';
const GROUP_TAKEN = 'Another user group already uses this slug. Choose another.';
const TOPIC_TAKEN = 'Another topic of this project already has this short name.';

const project = (slug: string) => ({
  name: `Project ${slug}`,
  slug,
  start_date: '',
  end_date: '',
  rolling_time_range_days: '',
  center_lat: '',
  center_lng: '',
});

const count = async (table: 'projects' | 'client_groups' | 'investigations', slug: string) =>
  (await t.db.selectFrom(table).select('id').where('slug', '=', slug).execute()).length;

describe('two admins taking the same slug at the same moment', () => {
  it('makes one project and tells the other form the slug is taken', async () => {
    const url = `/admin/user-groups/${roles.groups.harbor}/projects?lang=en`;
    const { statuses, refused } = await race([
      () => adminPost(t.app, url, roles.cookies.hana, project('king-tide')),
      () => adminPost(t.app, url, roles.cookies.provider, project('king-tide')),
    ]);
    expect(statuses).toEqual([303, 400]);
    expect(refused).toContain(PROJECT_TAKEN);
    expect(await count('projects', 'king-tide')).toBe(1);
  });

  it('renames one project and tells the other form the slug is taken', async () => {
    const rename = (id: number) => () =>
      adminPost(t.app, `/admin/projects/${id}?lang=es`, roles.cookies.hana, project('sea-rise'));
    const { statuses, refused } = await race([
      rename(roles.projects.river),
      rename(roles.projects.alpha),
    ]);
    expect(statuses).toEqual([303, 400]);
    expect(refused).toContain('Otro proyecto de este grupo ya usa este identificador. Elija otro.');
    expect(await count('projects', 'sea-rise')).toBe(1);
  });

  it('makes one user group, and renames one, telling the other form the slug is taken', async () => {
    const group = { name: 'Estuary Office', slug: 'estuary-office', file_transfer: '' };
    const { statuses, refused } = await race([
      () => adminPost(t.app, '/admin/user-groups?lang=en', roles.cookies.provider, group),
      () => adminPost(t.app, '/admin/user-groups?lang=en', roles.cookies.provider, group),
    ]);
    expect(statuses).toEqual([303, 400]);
    expect(refused).toContain(GROUP_TAKEN);
    expect(await count('client_groups', 'estuary-office')).toBe(1);

    const renamed = { name: 'Inlet Office', slug: 'inlet-office', file_transfer: '' };
    const rename = (id: number) => () =>
      adminPost(t.app, `/admin/user-groups/${id}?lang=en`, roles.cookies.provider, renamed);
    const second = await race([rename(roles.groups.harbor), rename(roles.groups.bayou)]);
    expect(second.statuses).toEqual([303, 400]);
    expect(second.refused).toContain(GROUP_TAKEN);
    expect(await count('client_groups', 'inlet-office')).toBe(1);
  });

  it('makes one survey topic, and renames one, telling the other form the slug is taken', async () => {
    const topics = `/admin/projects/${roles.projects.river}/surveys/topics`;
    const topic = { name: 'Storm drains', slug: 'storm-drains', icon: '' };
    const { statuses, refused } = await race([
      () => adminPost(t.app, `${topics}?lang=en`, roles.cookies.hana, topic),
      () => adminPost(t.app, `${topics}?lang=en`, roles.cookies.provider, topic),
    ]);
    expect(statuses).toEqual([303, 400]);
    expect(refused).toContain(TOPIC_TAKEN);
    expect(await count('investigations', 'storm-drains')).toBe(1);

    const renamed = { name: 'Culverts', slug: 'culverts', icon: '' };
    const rename = (id: number) => () =>
      adminPost(t.app, `${topics}/${id}?lang=en`, roles.cookies.hana, renamed);
    const second = await race([
      rename(roles.investigations.flooding),
      rename(roles.investigations.heat),
    ]);
    expect(second.statuses).toEqual([303, 400]);
    expect(second.refused).toContain(TOPIC_TAKEN);
    expect(await count('investigations', 'culverts')).toBe(1);
  });
});
