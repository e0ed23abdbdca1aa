import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import { adminCookie, adminGet, adminPost } from '../helpers/admin-session.ts';
import { createPeopleWorld, snapshot, type PeopleWorld } from './people-fixtures.ts';

let t: TestApp;
let w: PeopleWorld;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  w = await createPeopleWorld(t.db, 'people.test');
  for (const name of ['provider', 'harborAdmin', 'harborStaff', 'riverAdmin', 'loner'] as const) {
    cookies[name] = await adminCookie(t.app, w[name]);
  }
});
afterAll(async () => t.close());

const member = (groupId: number, userId: number | string, action: string) =>
  `/admin/people/groups/${groupId}/members/${userId}/${action}`;

const invite = (fields: Record<string, string> = {}) => ({
  group: String(w.harborId),
  email: 'newcomer@people.test',
  firstName: 'Nia',
  lastName: 'Newcomer',
  role: 'staff',
  lang: 'en',
  ...fields,
});

async function auditOf(subjectId: number) {
  return t.db
    .selectFrom('admin_audit')
    .select(['actor_id', 'client_group_id', 'action', 'subject', 'before', 'after'])
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
}

describe('the people page', () => {
  it('lists the groups a group admin runs, with role, last sign-in and pending invitations', async () => {
    const res = await adminGet(t.app, '/admin/people?lang=en', cookies.harborAdmin!);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Harbor Office');
    expect(res.body).not.toContain('River Authority');
    expect(res.body).toContain('harborstaff@people.test');
    expect(res.body).toContain('Group administrator');
    expect(res.body).toContain('Never');
    expect(res.body).toContain('aria-current="page">People');
    expect(res.body).toContain('<label for="invite-email">E-mail</label>');
  });

  it('shows every group to a provider admin, one with ?group=, in Spanish with ?lang=es', async () => {
    const all = await adminGet(t.app, '/admin/people', cookies.provider!);
    expect(all.body).toContain('Harbor Office');
    expect(all.body).toContain('River Authority');
    const one = await adminGet(
      t.app,
      `/admin/people?group=${w.riverId}&lang=es`,
      cookies.provider!,
    );
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('<html lang="es">');
    expect(one.body).toContain('River Authority');
    expect(one.body).not.toContain('Harbor Office');
    expect(one.body).toContain('Invitar a alguien');
    expect(one.body).toContain('Último inicio de sesión');
  });

  it('answers 403 to staff, 404 outside a person’s groups, 401 without a session', async () => {
    expect((await adminGet(t.app, '/admin/people', cookies.harborStaff!)).statusCode).toBe(403);
    const staffGroup = await adminGet(
      t.app,
      `/admin/people?group=${w.harborId}`,
      cookies.harborStaff!,
    );
    expect(staffGroup.statusCode).toBe(403);
    expect((await adminGet(t.app, '/admin/people', cookies.loner!)).statusCode).toBe(404);
    const other = await adminGet(t.app, `/admin/people?group=${w.harborId}`, cookies.riverAdmin!);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('harborstaff@people.test');
    const unknown = await adminGet(t.app, '/admin/people?group=99999', cookies.provider!);
    expect(unknown.statusCode).toBe(404);
    const signedOut = await t.app.inject({ method: 'GET', url: '/admin/people' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('names a malformed group id', async () => {
    const res = await adminGet(t.app, '/admin/people?group=abc&lang=en', cookies.provider!);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Group: Choose one of the groups listed.');
    const es = await adminGet(t.app, '/admin/people?group=1.5&lang=es', cookies.provider!);
    expect(es.body).toContain('Grupo: Elija uno de los grupos de la lista.');
  });
});

describe('every change to people', () => {
  const calls = (): { url: string; fields: Record<string, string> }[] => [
    { url: '/admin/people/invite', fields: invite({ email: 'matrix@people.test' }) },
    { url: member(w.harborId, w.harborOther, 'role'), fields: { role: 'group_admin' } },
    { url: member(w.harborId, w.harborOther, 'reset'), fields: {} },
    { url: member(w.harborId, w.harborOther, 'resend'), fields: {} },
    { url: member(w.harborId, w.harborOther, 'remove'), fields: {} },
  ];

  it('is refused to staff (403), other groups and no group (404), no session (401), other sites (403)', async () => {
    const before = await snapshot(t.db);
    for (const call of calls()) {
      const staff = await adminPost(t.app, call.url, cookies.harborStaff!, call.fields);
      expect(staff.statusCode, `${call.url} staff`).toBe(403);
      const other = await adminPost(t.app, call.url, cookies.riverAdmin!, call.fields);
      expect(other.statusCode, `${call.url} other group`).toBe(404);
      const loner = await adminPost(t.app, call.url, cookies.loner!, call.fields);
      expect(loner.statusCode, `${call.url} no group`).toBe(404);
      const signedOut = await t.app.inject({
        method: 'POST',
        url: call.url,
        headers: {
          origin: t.config.publicOrigin,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(call.fields).toString(),
      });
      expect(signedOut.statusCode, `${call.url} signed out`).toBe(401);
      const foreign = await t.app.inject({
        method: 'POST',
        url: call.url,
        headers: {
          cookie: cookies.harborAdmin!,
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(call.fields).toString(),
      });
      expect(foreign.statusCode, `${call.url} foreign`).toBe(403);
    }
    for (const action of ['role', 'reset', 'resend', 'remove']) {
      const bad = await adminPost(t.app, member(w.harborId, 'x1', action), cookies.harborAdmin!, {
        role: 'staff',
      });
      expect(bad.statusCode, action).toBe(400);
      expect(bad.body).toContain('Person:');
      const badGroup = await adminPost(t.app, member(0, w.harborOther, action), cookies.provider!, {
        role: 'staff',
      });
      expect(badGroup.statusCode, action).toBe(400);
      expect(badGroup.body).toContain('Group:');
      const unknown = await adminPost(
        t.app,
        member(w.harborId, 999999, action),
        cookies.harborAdmin!,
        {
          role: 'staff',
        },
      );
      expect(unknown.statusCode, action).toBe(400);
      expect(unknown.body).toContain('Person: they are not a member of this group');
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('inviting', () => {
  it('creates an account without password, the membership, a 7-day link, a mail and an audit row', async () => {
    const res = await adminPost(
      t.app,
      '/admin/people/invite?lang=en',
      cookies.harborAdmin!,
      invite({ lang: 'es' }),
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/people?lang=en&notice=invited');
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'password_hash', 'first_name', 'last_name'])
      .where('email', '=', 'newcomer@people.test')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ password_hash: null, first_name: 'Nia', last_name: 'Newcomer' });
    const membership = await t.db
      .selectFrom('client_group_members')
      .select('role')
      .where('user_id', '=', user.id)
      .where('client_group_id', '=', w.harborId)
      .executeTakeFirstOrThrow();
    expect(membership.role).toBe('staff');
    const link = await t.db
      .selectFrom('account_links')
      .select(['kind', 'created_at', 'expires_at', 'client_group_id'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(link.kind).toBe('invitation');
    expect(link.client_group_id).toBe(w.harborId);
    expect(link.expires_at.getTime() - link.created_at.getTime()).toBe(7 * 24 * 3_600_000);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', '=', 'newcomer@people.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Invitación a Harbor Office en Highwater');
    expect(mail.text_body).toContain('/account/set-password?token=');
    expect(mail.html_body).toContain('<a href="');
    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({
        actor_id: w.harborAdmin,
        client_group_id: w.harborId,
        action: 'invite',
        subject: 'member',
        after: { email: 'newcomer@people.test', role: 'staff', newAccount: true },
      }),
    ]);
    const page = await adminGet(
      t.app,
      '/admin/people?lang=en&notice=invited',
      cookies.harborAdmin!,
    );
    expect(page.body).toContain('Invitation sent.');
    expect(page.body).toContain('Invitation pending (link valid until');
    expect(page.body).toContain('Resend invitation');
  });

  it('adds someone who already has an account and tells them by mail, without a new link', async () => {
    const existing = await createUser(t.db, { email: 'Existing@People.test' });
    const res = await adminPost(t.app, '/admin/people/invite', cookies.provider!, {
      ...invite({ email: 'existing@people.test', group: String(w.riverId), role: 'group_admin' }),
      back: 'group',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/admin/people?group=${w.riverId}&lang=en&notice=added`);
    const links = await t.db.selectFrom('account_links').where('user_id', '=', existing).execute();
    expect(links).toEqual([]);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', 'Existing@People.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('You were added to River Authority on Highwater');
    expect(mail.text_body).not.toContain('set-password');
  });

  it('names each bad field, in the page language, and keeps what was typed', async () => {
    const before = await snapshot(t.db);
    const empty = await adminPost(
      t.app,
      '/admin/people/invite?lang=en',
      cookies.harborAdmin!,
      invite({ email: '' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('<a href="#invite-email">E-mail: Enter an e-mail address.</a>');
    expect(empty.body).toMatch(
      /id="invite-email"[^>]*aria-invalid="true" aria-describedby="invite-email-error"/,
    );
    expect(empty.body).toContain('value="Nia"');
    const long = await adminPost(
      t.app,
      '/admin/people/invite?lang=en',
      cookies.harborAdmin!,
      invite({
        email: `${'a'.repeat(320)}@people.test`,
        firstName: 'n'.repeat(101),
      }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('E-mail: Use at most 320 characters.');
    expect(long.body).toContain('First name: Use at most 100 characters.');
    const malformed = await adminPost(
      t.app,
      '/admin/people/invite?lang=es',
      cookies.harborAdmin!,
      invite({
        email: 'not an address',
        role: 'owner',
        lang: 'fr',
      }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(
      'Correo electrónico: Escriba un correo electrónico como nombre@ejemplo.org.',
    );
    expect(malformed.body).toContain('Rol: Elija Administrador del grupo o Personal.');
    expect(malformed.body).toContain('Idioma del correo: Elija English o Español.');
    const noGroup = await adminPost(
      t.app,
      '/admin/people/invite?lang=en',
      cookies.provider!,
      invite({ group: 'x' }),
    );
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.body).toContain('Group: Choose one of the groups listed.');
    const unknownGroup = await adminPost(
      t.app,
      '/admin/people/invite',
      cookies.provider!,
      invite({ group: '99999' }),
    );
    expect(unknownGroup.statusCode).toBe(404);
    const member = await adminPost(
      t.app,
      '/admin/people/invite?lang=en',
      cookies.harborAdmin!,
      invite({
        email: 'HarborStaff@people.test',
      }),
    );
    expect(member.statusCode).toBe(409);
    expect(member.body).toContain('E-mail: This person is already a member of the group.');
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('changing a role', () => {
  it('is saved with an audit row; the last admin cannot demote themselves', async () => {
    const res = await adminPost(
      t.app,
      `${member(w.harborId, w.harborOther, 'role')}?lang=en`,
      cookies.harborAdmin!,
      {
        role: 'group_admin',
        back: 'group',
      },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/admin/people?group=${w.harborId}&lang=en&notice=role_changed`,
    );
    const audit = await auditOf(w.harborOther);
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      subject: 'member',
      client_group_id: w.harborId,
      before: { role: 'staff' },
      after: { role: 'group_admin' },
    });
    const back = await adminPost(
      t.app,
      member(w.harborId, w.harborOther, 'role'),
      cookies.provider!,
      { role: 'staff' },
    );
    expect(back.statusCode).toBe(303);

    const before = await snapshot(t.db);
    const self = await adminPost(
      t.app,
      `${member(w.harborId, w.harborAdmin, 'role')}?lang=en`,
      cookies.harborAdmin!,
      {
        role: 'staff',
      },
    );
    expect(self.statusCode).toBe(409);
    expect(self.body).toContain('You are the group&#39;s last administrator');
    const selfEs = await adminPost(
      t.app,
      `${member(w.harborId, w.harborAdmin, 'role')}?lang=es`,
      cookies.harborAdmin!,
      {
        role: 'staff',
      },
    );
    expect(selfEs.body).toContain('Usted es el último administrador del grupo');
    const badRole = await adminPost(
      t.app,
      `${member(w.harborId, w.harborOther, 'role')}?lang=en`,
      cookies.harborAdmin!,
      {
        role: 'boss',
      },
    );
    expect(badRole.statusCode).toBe(400);
    expect(badRole.body).toContain('Role: Choose Group administrator or Staff.');
    const missing = await adminPost(
      t.app,
      member(w.harborId, w.harborOther, 'role'),
      cookies.harborAdmin!,
      {},
    );
    expect(missing.statusCode).toBe(400);
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('resending and resetting', () => {
  it('resends a pending invitation with a new link, the old one no longer working', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'newcomer@people.test')
      .executeTakeFirstOrThrow();
    const res = await adminPost(
      t.app,
      member(w.harborId, user.id, 'resend'),
      cookies.harborAdmin!,
      {},
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('notice=resent');
    const links = await t.db
      .selectFrom('account_links')
      .select(['used_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    expect(links.filter((link) => link.used_at === null)).toHaveLength(1);
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect((await auditOf(user.id)).at(-1)?.action).toBe('resend_invitation');
  });

  it('refuses to resend to someone who set a password', async () => {
    const res = await adminPost(
      t.app,
      `${member(w.harborId, w.harborStaff, 'resend')}?lang=en`,
      cookies.harborAdmin!,
      {},
    );
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('This person has already set a password');
  });

  it('mails a one-hour password reset', async () => {
    const res = await adminPost(
      t.app,
      member(w.harborId, w.harborStaff, 'reset'),
      cookies.provider!,
      {},
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('notice=reset_sent');
    const link = await t.db
      .selectFrom('account_links')
      .select(['kind', 'created_at', 'expires_at'])
      .where('user_id', '=', w.harborStaff)
      .executeTakeFirstOrThrow();
    expect(link.kind).toBe('password_reset');
    expect(link.expires_at.getTime() - link.created_at.getTime()).toBe(3_600_000);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', 'harborstaff@people.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Reset your Highwater password');
    expect((await auditOf(w.harborStaff)).at(-1)).toMatchObject({
      action: 'send_password_reset',
      actor_id: w.provider,
    });
  });
});

describe('removing', () => {
  it('asks first, then removes with an audit row; nobody removes themselves', async () => {
    const question = await adminGet(
      t.app,
      `${member(w.harborId, w.harborOther, 'remove')}?lang=en`,
      cookies.harborAdmin!,
    );
    expect(question.statusCode).toBe(200);
    expect(question.body).toContain('Remove harborother Tester from Harbor Office?');
    expect(question.body).toContain('Remove from the group');
    const es = await adminGet(
      t.app,
      `${member(w.harborId, w.harborOther, 'remove')}?lang=es`,
      cookies.harborAdmin!,
    );
    expect(es.body).toContain('¿Quitar a harborother Tester de Harbor Office?');
    expect(
      (await adminGet(t.app, member(w.harborId, w.harborOther, 'remove'), cookies.harborStaff!))
        .statusCode,
    ).toBe(403);
    expect(
      (await adminGet(t.app, member(w.harborId, w.harborOther, 'remove'), cookies.riverAdmin!))
        .statusCode,
    ).toBe(404);

    const self = await adminPost(
      t.app,
      `${member(w.harborId, w.harborAdmin, 'remove')}?lang=en`,
      cookies.harborAdmin!,
      {},
    );
    expect(self.statusCode).toBe(409);
    expect(self.body).toContain('You cannot remove yourself');

    const res = await adminPost(
      t.app,
      member(w.harborId, w.harborOther, 'remove'),
      cookies.harborAdmin!,
      {},
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('notice=removed');
    const left = await t.db
      .selectFrom('client_group_members')
      .where('user_id', '=', w.harborOther)
      .execute();
    expect(left).toEqual([]);
    expect((await auditOf(w.harborOther)).at(-1)).toMatchObject({
      action: 'remove',
      subject: 'member',
      client_group_id: w.harborId,
      before: { email: 'harborother@people.test', role: 'staff' },
      after: null,
    });
    const again = await adminPost(
      t.app,
      `${member(w.harborId, w.harborOther, 'remove')}?lang=en`,
      cookies.harborAdmin!,
      {},
    );
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Person: they are not a member of this group');
  });
});
