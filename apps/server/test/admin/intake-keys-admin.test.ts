import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminGet, adminPost } from '../helpers/admin-session.ts';
import { expectHarborOnly, seedAdminRoles, type AdminRoles } from './admin-roles.ts';

let t: TestApp;
let roles: AdminRoles;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedAdminRoles(t.app, t.db);
  base = `/admin/projects/${roles.projects.alpha}/intake-keys`;
});
afterAll(async () => t.close());

const keys = () =>
  t.db
    .selectFrom('project_intake_keys')
    .selectAll()
    .where('project_id', '=', roles.projects.alpha)
    .orderBy('id')
    .execute();
const audits = (subject: string) =>
  t.db
    .selectFrom('admin_audit')
    .select(['action', 'subject_id', 'actor_id', 'before', 'after'])
    .where('subject', '=', subject)
    .orderBy('id')
    .execute();

/** The secret the page shows once, from the read-only field. */
const shownSecret = (html: string) =>
  /id="intake-key-secret"[^>]*value="(hwk_[^"]+)"/.exec(html)?.[1];

/** An intake key's post call: 404 for an empty project body is enough to tell the key works. */
const postWith = (secret: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/cx/local-projects/${roles.projects.alpha}/posts`,
    headers: { authorization: `Bearer ${secret}` },
    payload: {},
  });

describe('intake keys', () => {
  it('are refused to all but the group admin and provider admins, changing nothing', async () => {
    const before = { keys: await keys(), audits: await audits('intake_key') };
    await expectHarborOnly(t.app, roles, { method: 'GET', url: base });
    await expectHarborOnly(t.app, roles, { method: 'POST', url: base, fields: { name: 'App' } });
    expect({ keys: await keys(), audits: await audits('intake_key') }).toEqual(before);
  });

  it('are created with the secret shown once, only its hash kept, and audited', async () => {
    const created = await adminPost(t.app, `${base}?lang=en`, roles.cookies.hana, {
      name: 'Resident app',
      expires: '2099-01-01',
    });
    expect(created.statusCode).toBe(201);
    const secret = shownSecret(created.body);
    expect(secret).toMatch(/^hwk_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toContain('Copy the key now');
    const [key] = await keys();
    expect(key).toMatchObject({ name: 'Resident app', created_by: roles.admins.hana });
    expect(key!.key_hash).not.toContain(secret!.slice(4));
    expect(key!.expires_at?.toISOString()).toBe('2099-01-01T00:00:00.000Z');
    const listed = await adminGet(t.app, `${base}?lang=en`, roles.cookies.hana);
    expect(listed.body).toContain('Resident app');
    // The call a partner system sends to, with this project's own address.
    expect(listed.body).toContain(
      `POST ${t.config.publicOrigin}/api/v3/cx/local-projects/${roles.projects.alpha}/posts`,
    );
    expect(listed.body).toContain('Never');
    expect(listed.body).toContain('Active');
    expect(listed.body).not.toContain(secret!);
    const [audit] = await audits('intake_key');
    expect(audit).toMatchObject({
      action: 'create',
      subject_id: key!.id,
      actor_id: roles.admins.hana,
    });
    expect(JSON.stringify(audit)).not.toContain(secret!.slice(4));
    expect(JSON.stringify(audit)).not.toContain(key!.key_hash);

    // The key reaches the intake call (a 400 for the empty body, not a 401), and is marked used.
    expect((await postWith(secret!)).statusCode).toBe(400);
    const used = await adminGet(t.app, `${base}?lang=es`, roles.cookies.hana);
    expect(used.body).toContain('Claves de envío');
    expect(used.body).toContain('Activa');
    expect(used.body).not.toContain('Nunca');
  });

  it('are revoked: the list says so, the key is refused from then on, and the change is audited', async () => {
    const created = await adminPost(t.app, `${base}?lang=en`, roles.cookies.provider, {
      name: 'Partner feed',
    });
    const secret = shownSecret(created.body)!;
    const key = (await keys()).find((one) => one.name === 'Partner feed')!;
    const revokeUrl = `${base}/${key.id}/revoke?lang=en`;
    await expectHarborOnly(t.app, roles, { method: 'POST', url: revokeUrl });
    expect((await keys()).find((one) => one.id === key.id)?.revoked_at).toBeNull();
    const revoked = await adminPost(t.app, revokeUrl, roles.cookies.hana, {});
    expect(revoked.statusCode).toBe(303);
    const page = await adminGet(t.app, revoked.headers.location!, roles.cookies.hana);
    expect(page.body).toContain('Key revoked.');
    expect(page.body).toContain('Revoked');
    const refused = await postWith(secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ message: string }>().message).toMatch(/revoked/);
    expect((await audits('intake_key')).at(-1)).toMatchObject({
      action: 'revoke',
      subject_id: key.id,
    });
  });

  it('of another project, or a key id that is no number, are not found or a bad address', async () => {
    const [key] = await keys();
    const foreign = `/admin/projects/${roles.projects.bay}/intake-keys/${key!.id}/revoke`;
    expect((await adminPost(t.app, foreign, roles.cookies.provider, {})).statusCode).toBe(404);
    expect((await adminPost(t.app, `${base}/abc/revoke`, roles.cookies.hana, {})).statusCode).toBe(
      400,
    );
  });

  it('need a name, and an expiry in the future if any; the form keeps what was typed', async () => {
    const before = await keys();
    const empty = await adminPost(t.app, `${base}?lang=en`, roles.cookies.hana, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Enter a name');
    const past = await adminPost(t.app, `${base}?lang=es`, roles.cookies.hana, {
      name: 'Old',
      expires: '2001-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('debe estar en el futuro');
    expect(past.body).toContain('value="Old"');
    const garbled = await adminPost(t.app, `${base}?lang=en`, roles.cookies.hana, {
      name: 'x'.repeat(121),
      expires: '2099-02-30',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.body).toContain('at most 120 characters');
    expect(garbled.body).toContain('YYYY-MM-DD');
    expect(await keys()).toEqual(before);
  });
});
