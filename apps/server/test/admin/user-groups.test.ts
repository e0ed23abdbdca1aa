import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminGet, adminPost } from '../helpers/admin-session.ts';
import { expectHarborOnly, foreignPost, seedAdminRoles, type AdminRoles } from './admin-roles.ts';

let t: TestApp;
let roles: AdminRoles;

beforeAll(async () => {
  t = await createTestApp({ FILE_TRANSFER_ORIGINS: 'https://transfer.test' });
  roles = await seedAdminRoles(t.app, t.db);
});
afterAll(async () => t.close());

const groupCount = async () =>
  (await t.db.selectFrom('client_groups').select('id').execute()).length;
const auditCount = async () => (await t.db.selectFrom('admin_audit').select('id').execute()).length;

describe('the list of user groups', () => {
  it('shows a provider admin every group, with a way to create one', async () => {
    const res = await adminGet(t.app, '/admin/user-groups?lang=en', roles.cookies.provider);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Harbor City');
    expect(res.body).toContain('Bayou Parish');
    expect(res.body).toContain('href="/admin/user-groups/new?lang=en"');
    expect(res.body).toContain(`href="/admin/projects/${roles.projects.river}?lang=en"`);
  });

  it('shows a group admin only their group, without creating groups', async () => {
    const res = await adminGet(t.app, '/admin/user-groups?lang=en', roles.cookies.hana);
    expect(res.body).toContain(`href="/admin/user-groups/${roles.groups.harbor}?lang=en"`);
    expect(res.body).not.toContain('Bayou Parish');
    expect(res.body).not.toContain('/admin/user-groups/new');
  });

  it('shows staff their groups read-only, in Spanish too', async () => {
    const res = await adminGet(t.app, '/admin/user-groups?lang=es', roles.cookies.ana);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Harbor City');
    expect(res.body).toContain('Personal');
    expect(res.body).not.toContain('href="/admin/user-groups/');
    expect(res.body).not.toContain('href="/admin/projects/');
  });

  it('tells someone in no group so, and asks to sign in without a session', async () => {
    const res = await adminGet(t.app, '/admin/user-groups?lang=en', roles.cookies.cy);
    expect(res.body).toContain('You are not in any user group yet.');
    expect((await adminGet(t.app, '/admin/user-groups', '')).statusCode).toBe(401);
  });
});

describe('creating a user group', () => {
  const fields = { name: 'Tidewater Utility', slug: 'tidewater', file_transfer: '' };

  it('is for provider admins only', async () => {
    const before = await groupCount();
    for (const cookie of [roles.cookies.hana, roles.cookies.ana, roles.cookies.cy]) {
      expect((await adminGet(t.app, '/admin/user-groups/new', cookie)).statusCode).toBe(404);
      expect((await adminPost(t.app, '/admin/user-groups', cookie, fields)).statusCode).toBe(404);
    }
    expect((await adminPost(t.app, '/admin/user-groups', '', fields)).statusCode).toBe(401);
    const forged = await foreignPost(t.app, '/admin/user-groups', roles.cookies.provider, fields);
    expect(forged.statusCode).toBe(403);
    expect(await groupCount()).toBe(before);
  });

  it('creates the group with its audit row, then points to inviting its first admin', async () => {
    const form = await adminGet(t.app, '/admin/user-groups/new?lang=en', roles.cookies.provider);
    expect(form.body).toContain('<label for="slug">Slug');
    const res = await adminPost(t.app, '/admin/user-groups?lang=en', roles.cookies.provider, {
      ...fields,
      file_transfer: 'https://transfer.test/tidewater',
    });
    expect(res.statusCode).toBe(303);
    const group = await t.db
      .selectFrom('client_groups')
      .selectAll()
      .where('slug', '=', 'tidewater')
      .executeTakeFirstOrThrow();
    expect(group.masv_embed_url).toBe('https://transfer.test/tidewater');
    expect(res.headers.location).toBe(`/admin/user-groups/${group.id}?lang=en&notice=created`);
    const page = await adminGet(t.app, res.headers.location!, roles.cookies.provider);
    expect(page.body).toContain('User group created.');
    expect(page.body).toContain(`href="/admin/people?group=${group.id}&amp;lang=en"`);
    const audit = await t.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('subject', '=', 'client_group')
      .where('subject_id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'create', actor_id: roles.admins.provider });
  });

  it.each([
    [{ name: '' }, 'name', 'Enter the name of the group.'],
    [{ name: 'x'.repeat(121) }, 'name', 'The name can be at most 120 characters long.'],
    [{ slug: 'Not A Slug' }, 'slug', 'Enter a slug of at most 60'],
    [{ slug: '-edge-' }, 'slug', 'Enter a slug of at most 60'],
    [{ slug: 'a'.repeat(61) }, 'slug', 'Enter a slug of at most 60'],
    [{ slug: 'harbor-city' }, 'slug', 'Another user group already uses this slug.'],
    [{ file_transfer: 'javascript:alert(1)' }, 'file_transfer', 'Enter an https address'],
    [{ file_transfer: 'http://transfer.test/x' }, 'file_transfer', 'Enter an https address'],
    [{ file_transfer: 'https://elsewhere.test/x' }, 'file_transfer', 'This site cannot be shown'],
  ])('refuses %o with a message at the field', async (change, fieldId, message) => {
    const before = await groupCount();
    const audits = await auditCount();
    const res = await adminPost(t.app, '/admin/user-groups?lang=en', roles.cookies.provider, {
      name: 'Valid',
      slug: 'valid-slug',
      file_transfer: '',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('class="error-summary"');
    expect(res.body).toContain(`href="#${fieldId}"`);
    expect(res.body).toContain(message);
    expect(res.body).toMatch(new RegExp(`id="${fieldId}"[^>]*aria-invalid="true"`));
    expect(await groupCount()).toBe(before);
    expect(await auditCount()).toBe(audits);
  });

  it('explains in Spanish', async () => {
    const res = await adminPost(t.app, '/admin/user-groups?lang=es', roles.cookies.provider, {
      name: '',
      slug: 'harbor-city',
      file_transfer: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Escriba el nombre del grupo.');
    expect(res.body).toContain('Otro grupo de usuarios ya usa este identificador.');
  });
});

describe("a group's page", () => {
  const url = () => `/admin/user-groups/${roles.groups.harbor}?lang=en`;
  const harbor = () =>
    t.db
      .selectFrom('client_groups')
      .selectAll()
      .where('id', '=', roles.groups.harbor)
      .executeTakeFirstOrThrow();

  it('is for the group admin and provider admins, refused to everyone else', async () => {
    for (const cookie of [roles.cookies.hana, roles.cookies.provider]) {
      const res = await adminGet(t.app, url(), cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('value="harbor-city"');
      expect(res.body).toContain(`href="/admin/projects/${roles.projects.river}?lang=en"`);
      expect(res.body).toContain(
        `href="/admin/user-groups/${roles.groups.harbor}/projects/new?lang=en"`,
      );
    }
    await expectHarborOnly(t.app, roles, { method: 'GET', url: url() });
    await expectHarborOnly(t.app, roles, {
      method: 'POST',
      url: url(),
      fields: { name: 'Taken over', slug: 'taken', file_transfer: '' },
    });
    expect((await harbor()).name).toBe('Harbor City');
  });

  it('answers 400 naming the group for an id that is no number, 404 for an unknown one', async () => {
    const bad = await adminGet(t.app, '/admin/user-groups/12abc?lang=en', roles.cookies.provider);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The user group number in the address must be a whole number.');
    const unknown = await adminGet(t.app, '/admin/user-groups/999999', roles.cookies.provider);
    expect(unknown.statusCode).toBe(404);
  });

  it('saves a change with its audit row of what changed', async () => {
    const res = await adminPost(t.app, url(), roles.cookies.hana, {
      name: 'Harbor City Public Works',
      slug: 'harbor-city',
      file_transfer: '',
    });
    expect(res.statusCode).toBe(303);
    expect(await harbor()).toMatchObject({
      name: 'Harbor City Public Works',
      masv_embed_url: null,
    });
    const audit = await t.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('subject', '=', 'client_group')
      .where('subject_id', '=', roles.groups.harbor)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.before).toEqual({
      name: 'Harbor City',
      masv_embed_url: 'https://transfer.test/harbor',
    });
    expect(audit.after).toEqual({ name: 'Harbor City Public Works', masv_embed_url: null });
  });

  it('keeps the group unchanged when the form is refused', async () => {
    const before = await harbor();
    const res = await adminPost(t.app, url(), roles.cookies.hana, {
      name: 'Renamed',
      slug: 'bayou-parish',
      file_transfer: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Another user group already uses this slug.');
    expect(res.body).toContain('value="Renamed"');
    expect(await harbor()).toEqual(before);
  });
});

describe("a renamed group's old addresses", () => {
  const address = (groupSlug: string, projectSlug: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/project-addresses/${groupSlug}/${projectSlug}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const rename = (groupId: number, slug: string) =>
    adminPost(t.app, `/admin/user-groups/${groupId}?lang=en`, roles.cookies.provider, {
      name: `Group ${slug}`,
      slug,
      file_transfer: '',
    });

  it('keep leading to its projects, for members only', async () => {
    expect((await rename(roles.groups.harbor, 'harbor-works')).statusCode).toBe(303);
    const old = await address('harbor-city', 'river-watch', roles.tokens.ana);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({
      project_id: roles.projects.river,
      client_group_slug: 'harbor-works',
      project_slug: 'river-watch',
    });
    expect((await address('harbor-city', 'alpha-tides', roles.tokens.ana)).json()).toMatchObject({
      project_id: roles.projects.alpha,
      client_group_slug: 'harbor-works',
    });
    expect((await address('harbor-works', 'river-watch', roles.tokens.ana)).statusCode).toBe(200);
    expect((await address('harbor-city', 'river-watch', roles.tokens.ben)).statusCode).toBe(404);
    expect((await address('harbor-city', 'never-was', roles.tokens.ana)).statusCode).toBe(404);
    expect((await address('never-was', 'river-watch', roles.tokens.ana)).statusCode).toBe(404);

    // Renamed again: both old slugs lead to the newest.
    expect((await rename(roles.groups.harbor, 'harbor-metro')).statusCode).toBe(303);
    for (const slug of ['harbor-city', 'harbor-works']) {
      expect((await address(slug, 'river-watch', roles.tokens.ana)).json()).toMatchObject({
        client_group_slug: 'harbor-metro',
      });
    }

    // Another group taking an old slug makes it its live address: it leads there, not back.
    expect((await rename(roles.groups.bayou, 'harbor-city')).statusCode).toBe(303);
    expect((await address('harbor-city', 'river-watch', roles.tokens.ana)).statusCode).toBe(404);
    expect((await address('harbor-city', 'bay-levels', roles.tokens.ben)).json()).toMatchObject({
      client_group_slug: 'harbor-city',
      project_slug: 'bay-levels',
    });
    expect((await address('bayou-parish', 'bay-levels', roles.tokens.ben)).json()).toMatchObject({
      client_group_slug: 'harbor-city',
    });

    // So does a new group.
    const created = await adminPost(t.app, '/admin/user-groups?lang=en', roles.cookies.provider, {
      name: 'Harbor Works Authority',
      slug: 'harbor-works',
      file_transfer: '',
    });
    expect(created.statusCode).toBe(303);
    expect((await address('harbor-works', 'river-watch', roles.tokens.ana)).statusCode).toBe(404);
    const history = await t.db
      .selectFrom('client_group_slug_history')
      .select(['slug', 'client_group_id'])
      .orderBy('slug')
      .execute();
    expect(history).toEqual([{ slug: 'bayou-parish', client_group_id: roles.groups.bayou }]);
  });
});
