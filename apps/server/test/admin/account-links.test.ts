import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminCookie, adminGet, adminPost } from '../helpers/admin-session.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.ts';
import { issueTestToken, bearer } from '../helpers/auth.ts';
import {
  authorizeQuery,
  hiddenFields,
  newPkce,
  postLogin,
  sessionCookieOf,
} from '../identity/sign-in-helpers.ts';
import { createPeopleWorld, type PeopleWorld } from './people-fixtures.ts';

let t: TestApp;
let w: PeopleWorld;
let smtp: TestSmtpServer;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  w = await createPeopleWorld(t.db, 'links.test');
  admin = await adminCookie(t.app, w.harborAdmin);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const linkIn = (text: string | undefined) => {
  const match = /(https?:\/\/\S+\/account\/set-password\?token=\S+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no link in ${text}`);
  return new URL(match[1]);
};

/** Posts a form as the page does, from this site. */
const postForm = (url: string, fields: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      origin: t.config.publicOrigin,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });

/** The sign-in form, as a browser fills it in: the login page, then the post. */
async function signInWith(email: string, password: string) {
  const page = await t.app.inject({
    method: 'GET',
    url: `/identity/authorize?${authorizeQuery(t.config, newPkce())}`,
  });
  return postLogin(t.app, hiddenFields(page.body), { email, password });
}

const NEW_PASSWORD = 'rain gauge on the pier';

describe('an invitation by e-mail', () => {
  it('arrives over SMTP; its link sets the password, signs in, and the person can sign in again', async () => {
    const invited = await adminPost(t.app, '/admin/people/invite?lang=en', admin, {
      group: String(w.harborId),
      email: 'rosa@links.test',
      firstName: 'Rosa',
      lastName: 'Reyes',
      role: 'staff',
      lang: 'es',
    });
    expect(invited.statusCode).toBe(303);
    const mail = await smtp.nextMessageTo('rosa@links.test');
    expect(mail.subject).toBe('Invitación a Harbor Office en Highwater');
    expect(mail.text).toContain('harboradmin Tester le envió una invitación a Harbor Office');
    expect(mail.html).toContain('/account/set-password?token=');
    const link = linkIn(mail.text);

    const page = await t.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}&lang=es`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('rosa@links.test');
    expect(page.body).toContain('Recibió una invitación a Harbor Office');
    expect(page.body).toContain('<label for="password">Contraseña nueva</label>');
    const token = link.searchParams.get('token')!;

    const short = await postForm('/account/set-password?lang=en', {
      token,
      password: 'short',
      confirmation: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(
      '<a href="#password">Your new password must have at least 12 characters.</a>',
    );
    expect(short.body).toContain(
      'aria-describedby="password-hint password-error" aria-invalid="true"',
    );
    const differs = await postForm('/account/set-password?lang=es', {
      token,
      password: NEW_PASSWORD,
      confirmation: 'rain gauge on the beach',
    });
    expect(differs.statusCode).toBe(400);
    expect(differs.body).toContain('Las dos contraseñas nuevas no coinciden');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/account/set-password',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        token,
        password: NEW_PASSWORD,
        confirmation: NEW_PASSWORD,
      }).toString(),
    });
    expect(foreign.statusCode).toBe(403);
    const stillUnset = await t.db
      .selectFrom('users')
      .select(['id', 'password_hash', 'last_sign_in_at'])
      .where('email', '=', 'rosa@links.test')
      .executeTakeFirstOrThrow();
    expect(stillUnset.password_hash).toBeNull();

    const done = await postForm('/account/set-password', {
      token,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/');
    const cookie = sessionCookieOf(done);
    const settings = await adminGet(t.app, '/admin/outbox', cookie);
    expect(settings.statusCode).toBe(404); // signed in (not 401), and not a provider admin
    const user = await t.db
      .selectFrom('users')
      .select(['password_hash', 'last_sign_in_at'])
      .where('id', '=', stillUnset.id)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$/);
    // Only the sign-in form counts as a sign-in on the people page.
    expect(user.last_sign_in_at).toBeNull();

    const reused = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(reused.statusCode).toBe(410);
    expect(reused.body).toContain('This link no longer works');

    const signedIn = await signInWith('rosa@links.test', NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(hiddenFields(signedIn.body).code).toBeTruthy();
    const after = await t.db
      .selectFrom('users')
      .select('last_sign_in_at')
      .where('id', '=', stillUnset.id)
      .executeTakeFirstOrThrow();
    expect(after.last_sign_in_at).toBeInstanceOf(Date);
    const people = await adminGet(t.app, '/admin/people?lang=en', admin);
    expect(people.body).not.toContain('Invitation pending');
  });

  it('answers an unknown, malformed or expired link alike, with 410 and no detail', async () => {
    for (const token of ['', 'nope', 'x'.repeat(300)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/account/set-password?token=${token}&lang=en`,
      });
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain('This link no longer works');
      expect(res.body).toContain('/account/forgot-password?lang=en');
    }
    await adminPost(t.app, '/admin/people/invite', admin, {
      group: String(w.harborId),
      email: 'late@links.test',
      role: 'staff',
      lang: 'en',
    });
    const link = linkIn((await smtp.nextMessageTo('late@links.test')).text);
    await t.db
      .updateTable('account_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(expired.statusCode).toBe(410);
    const posted = await postForm('/account/set-password', {
      token: link.searchParams.get('token')!,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(posted.statusCode).toBe(410);
  });
});

describe('a forgotten password', () => {
  it('is offered on the sign-in page in both languages', async () => {
    for (const [lang, text] of [
      ['en', 'Forgot your password?'],
      ['es', '¿Olvidó su contraseña?'],
    ] as const) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/identity/authorize?${authorizeQuery(t.config, newPkce())}&lang=${lang}`,
      });
      expect(page.body).toContain(`<a href="/account/forgot-password?lang=${lang}">${text}</a>`);
    }
    const form = await t.app.inject({ method: 'GET', url: '/account/forgot-password?lang=es' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<label for="email">Correo electrónico</label>');
  });

  it('answers the same whether or not the account exists, and mails a 1-hour link that ends other sign-ins', async () => {
    const oldSession = await adminCookie(t.app, w.harborStaff);
    const oldToken = await issueTestToken(t.db, w.harborStaff);
    const project = `/api/v3/cx/local-projects/${w.harborProjectId}/posts`;
    expect(
      (await t.app.inject({ method: 'GET', url: project, headers: bearer(oldToken) })).statusCode,
    ).toBe(200);

    const known = await postForm('/account/forgot-password?lang=en', {
      email: 'HarborStaff@links.test ',
    });
    const unknown = await postForm('/account/forgot-password?lang=en', {
      email: 'nobody@links.test',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const strip = (body: string) => body.replace(/<li><a href="[^"]*"[^>]*>[^<]*<\/a><\/li>/g, '');
    expect(strip(known.body)).toBe(strip(unknown.body));
    expect(known.body).toContain('If an account exists for this address');

    const mail = await smtp.nextMessageTo('harborstaff@links.test');
    expect(mail.subject).toBe('Reset your Highwater password');
    const link = linkIn(mail.text);
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.body).toContain('Choose a new password');
    const done = await postForm('/account/set-password', {
      token: link.searchParams.get('token')!,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(303);
    expect((await adminGet(t.app, '/admin/people', oldSession)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: project, headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    expect((await adminGet(t.app, '/admin/people', sessionCookieOf(done))).statusCode).toBe(403);
    expect((await signInWith('harborstaff@links.test', NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes('nobody@links.test')),
    ).toEqual([]);
  });

  it('names a bad address, refuses other sites, and limits the links per address', async () => {
    const empty = await postForm('/account/forgot-password?lang=en', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('<a href="#email">E-mail: Enter your e-mail address.</a>');
    const bad = await postForm('/account/forgot-password?lang=es', { email: 'sin arroba' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Escriba un correo electrónico como nombre@ejemplo.org.');
    expect(bad.body).toContain('aria-invalid="true" aria-describedby="email-error"');
    const long = await postForm('/account/forgot-password?lang=en', {
      email: `${'a'.repeat(330)}@x.test`,
    });
    expect(long.body).toContain('Use at most 320 characters.');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/account/forgot-password',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=riveradmin%40links.test',
    });
    expect(foreign.statusCode).toBe(403);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await postForm('/account/forgot-password?lang=en', { email: 'flood@links.test' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await postForm('/account/forgot-password?lang=es', {
      email: 'FLOOD@links.test',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Demasiadas solicitudes');
    expect(
      (await postForm('/account/forgot-password', { email: 'other@links.test' })).statusCode,
    ).toBe(200);
  });
});

describe('a mail that cannot be sent', () => {
  it('leaves the invitation in place and says so on the page, to be resent', async () => {
    // Port 1 on localhost refuses connections: the SMTP server is down.
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const world = await createPeopleWorld(down.db, 'down.test');
      const cookie = await adminCookie(down.app, world.harborAdmin);
      const res = await adminPost(down.app, '/admin/people/invite?lang=en', cookie, {
        group: String(world.harborId),
        email: 'unlucky@down.test',
        role: 'staff',
        lang: 'en',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/admin/people?lang=en&notice=mail_failed');
      const user = await down.db
        .selectFrom('users')
        .innerJoin('client_group_members as m', 'm.user_id', 'users.id')
        .innerJoin('account_links as l', 'l.user_id', 'users.id')
        .select(['users.id', 'l.used_at'])
        .where('users.email', '=', 'unlucky@down.test')
        .executeTakeFirstOrThrow();
      expect(user.used_at).toBeNull();
      const page = await adminGet(down.app, res.headers.location!, cookie);
      expect(page.body).toContain(
        'role="alert">The change is saved, but the e-mail could not be sent.',
      );
      expect(page.body).toContain('Resend invitation');
    } finally {
      await down.close();
    }
  });
});
