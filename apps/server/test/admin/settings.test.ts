import type { LightMyRequestResponse } from 'fastify';
import type { User } from '@highwater/core/api/user';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, TEST_PASSWORD } from '../helpers/fixtures.ts';
import { adminCookie, adminGet, adminPost } from '../helpers/admin-session.ts';
import { bearer, issueTestToken } from '../helpers/auth.ts';
import { exchangeCode, refreshTokens, signIn } from '../identity/sign-in-helpers.ts';
import {
  jpegWithGps,
  multipartBody,
  pixelBombPng,
  png,
  type FilePart,
} from '../uploads/upload-helpers.ts';
import { verifyPassword } from '@/main-site/identity/password.ts';
import { accountKey } from '@/main-site/identity/account-throttle.ts';
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '@/main-site/admin/settings/settings-limits.ts';

let t: TestApp;
let groupId: number;
let otherGroupId: number;
/** Each role's user id and session cookie. */
const people: Record<string, { id: number; cookie: string; email: string }> = {};

async function person(key: string, role?: { group: number; role: 'group_admin' | 'staff' }) {
  const email = `${key}@settings.test`;
  const id = await createUser(t.db, { email, firstName: key, lastName: 'Tester' });
  if (role) {
    await t.db
      .insertInto('client_group_members')
      .values({ client_group_id: role.group, user_id: id, role: role.role })
      .execute();
  }
  people[key] = { id, cookie: await adminCookie(t.app, id), email };
}

beforeAll(async () => {
  t = await createTestApp();
  const groups = await t.db
    .insertInto('client_groups')
    .values([
      { name: 'Harbor', slug: 'harbor' },
      { name: 'Bayou', slug: 'bayou' },
    ])
    .returning('id')
    .execute();
  groupId = groups[0]!.id;
  otherGroupId = groups[1]!.id;
  await person('staff', { group: groupId, role: 'staff' });
  await person('admin', { group: groupId, role: 'group_admin' });
  await person('otheradmin', { group: otherGroupId, role: 'group_admin' });
  await person('loner');
  await person('provider');
  await t.db
    .updateTable('users')
    .set({ is_provider_admin: true })
    .where('id', '=', people.provider!.id)
    .execute();
});
afterAll(async () => t.close());

const userRow = (id: number) =>
  t.db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'avatar_url', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const settingOf = async (id: number, name: string) =>
  (
    await t.db
      .selectFrom('user_settings')
      .select('value')
      .where('user_id', '=', id)
      .where('name', '=', name)
      .executeTakeFirst()
  )?.value ?? null;

const auditCount = async (id: number, subject: string) =>
  (
    await t.db
      .selectFrom('admin_audit')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('actor_id', '=', id)
      .where('subject', '=', subject)
      .executeTakeFirstOrThrow()
  ).n.toString();

/** A refused form: 400, the page again, the error in the summary linking to its field. */
function expectFieldError(res: LightMyRequestResponse, field: string, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain('class="error-summary"');
  expect(res.body).toContain(`<a href="#${field}">${message}</a>`);
  expect(res.body).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
}

describe('GET /admin/settings', () => {
  it.each(['staff', 'admin', 'otheradmin', 'loner', 'provider'])(
    'shows %s their own settings',
    async (key) => {
      const res = await adminGet(t.app, '/admin/settings?lang=en', people[key]!.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<h1>Settings</h1>');
      expect(res.body).toContain(`value="${key}"`);
      expect(res.body).toContain(`<strong>${key}@settings.test</strong>`);
      expect(res.body).toContain('href="/admin/settings?lang=en" aria-current="page"');
      expect(res.body).not.toMatch(/<script/i);
    },
  );

  it('labels every field and groups the choices', async () => {
    const html = (await adminGet(t.app, '/admin/settings?lang=en', people.staff!.cookie)).body;
    for (const id of ['first-name', 'last-name', 'avatar', 'current-password', 'new-password']) {
      expect(html).toContain(`<label for="${id}">`);
    }
    expect(html).toContain('<legend>Language</legend>');
    expect(html).toContain('<legend>Units</legend>');
    expect(html).toContain('aria-describedby="new-password-hint"');
    expect(html).toContain('enctype="multipart/form-data"');
  });

  it('is in Spanish with ?lang=es', async () => {
    const res = await adminGet(t.app, '/admin/settings?lang=es', people.staff!.cookie);
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<h1>Configuración</h1>');
    expect(res.body).toContain('<legend>Idioma</legend>');
    expect(res.body).toContain('Cerrar sesión en todas partes');
  });

  it('asks to sign in without a session', async () => {
    for (const cookie of [undefined, 'highwater_identity=not-a-session']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/admin/settings',
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('Sign in to continue');
      expect(res.body).not.toContain('settings.test');
    }
  });

  it('signs in through the dashboard, which comes back to the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/settings?lang=es' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain(
      '<a class="button" href="/?return_to=%2Fadmin%2Fsettings%3Flang%3Des">Iniciar sesión</a>',
    );
    expect(res.body).toContain('Inicie sesión en Highwater para abrir esta página.');
  });
});

describe('GET /admin', () => {
  it('leads to the settings, keeping the language', async () => {
    const res = await adminGet(t.app, '/admin?lang=es', people.staff!.cookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/settings?lang=es');
    const plain = await adminGet(t.app, '/admin', people.staff!.cookie);
    expect(plain.headers.location).toBe('/admin/settings');
  });

  it('asks to sign in without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /admin/settings/profile', () => {
  it.each(['staff', 'admin', 'loner', 'provider'])('saves the name of %s', async (key) => {
    const who = people[key]!;
    const res = await adminPost(t.app, '/admin/settings/profile?lang=en', who.cookie, {
      firstName: '  Ana <b> ',
      lastName: 'Ruiz',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/settings?lang=en&notice=profile');
    const row = await userRow(who.id);
    expect([row.first_name, row.last_name]).toEqual(['Ana <b>', 'Ruiz']);
    expect(await auditCount(who.id, 'own_name')).toBe('1');
    const page = await adminGet(t.app, res.headers.location!, who.cookie);
    expect(page.body).toContain('Your name was saved.');
    expect(page.body).toContain('value="Ana &lt;b&gt;"');
  });

  it('shows in the dashboard’s /me', async () => {
    const who = people.admin!;
    await adminPost(t.app, '/admin/settings/profile', who.cookie, {
      firstName: 'Dee',
      lastName: '',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: bearer(await issueTestToken(t.db, who.id)),
    });
    expect(me.json()).toMatchObject({ firstName: 'Dee', lastName: '' });
  });

  it.each([
    [{ firstName: '', lastName: 'X' }, 'first-name', 'Enter your first name.'],
    [{ firstName: '   ', lastName: 'X' }, 'first-name', 'Enter your first name.'],
    [{ lastName: 'X' }, 'first-name', 'Enter your first name.'],
    [{ firstName: ['A', 'B'], lastName: 'X' }, 'first-name', 'Enter your first name.'],
    [
      { firstName: 'a'.repeat(101), lastName: 'X' },
      'first-name',
      'Your first name can have at most 100 characters.',
    ],
    [
      { firstName: 'A', lastName: 'b'.repeat(101) },
      'last-name',
      'Your last name can have at most 100 characters.',
    ],
  ])('refuses %j, naming the field', async (fields, field, message) => {
    const who = people.staff!;
    const before = await userRow(who.id);
    const res = await adminPost(t.app, '/admin/settings/profile?lang=en', who.cookie, fields);
    expectFieldError(res, field, message);
    expect(await userRow(who.id)).toEqual(before);
  });

  it('counts characters, not bytes', async () => {
    const res = await adminPost(t.app, '/admin/settings/profile', people.staff!.cookie, {
      firstName: '🌊'.repeat(100),
      lastName: 'X',
    });
    expect(res.statusCode).toBe(303);
  });

  it('answers a refusal in Spanish', async () => {
    const res = await adminPost(t.app, '/admin/settings/profile?lang=es', people.staff!.cookie, {
      firstName: '',
    });
    expectFieldError(res, 'first-name', 'Escriba su nombre.');
    expect(res.body).toContain('Corrija lo siguiente:');
  });

  it('refuses a form from another site, and a post without a session', async () => {
    const who = people.staff!;
    const before = await userRow(who.id);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/admin/settings/profile',
      headers: {
        cookie: who.cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'firstName=Mallory&lastName=X',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain('This form was not sent from Highwater');
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/admin/settings/profile',
      headers: {
        origin: t.config.publicOrigin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'firstName=Mallory&lastName=X',
    });
    expect(noSession.statusCode).toBe(401);
    expect(await userRow(who.id)).toEqual(before);
  });
});

describe('POST /admin/settings/preferences', () => {
  it('saves language and units; the page follows the language', async () => {
    const who = people.loner!;
    const res = await adminPost(t.app, '/admin/settings/preferences?lang=en', who.cookie, {
      language: 'es',
      units: 'METRIC',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/settings?lang=es&notice=preferences');
    expect(await settingOf(who.id, 'preferredLanguage')).toBe('es');
    expect(await settingOf(who.id, 'preferredSystemOfMeasure')).toBe('METRIC');
    // Without ?lang the pages speak the saved language, whatever the browser says.
    const page = await t.app.inject({
      method: 'GET',
      url: '/admin/settings',
      headers: { cookie: who.cookie, 'accept-language': 'en' },
    });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toMatch(/id="units-METRIC"[^>]*checked/);
    expect(page.body).toMatch(/id="language-es"[^>]*checked/);
    expect(await auditCount(who.id, 'own_preferences')).toBe('1');
  });

  it('reaches the dashboard through /me', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: bearer(await issueTestToken(t.db, people.loner!.id)),
    });
    expect(me.json<User>().userSettings).toMatchObject({
      preferredLanguage: 'es',
      preferredSystemOfMeasure: 'METRIC',
    });
  });

  it.each([
    [{ language: 'fr', units: 'METRIC' }, 'language-en', 'Choose English or Spanish.'],
    [{ units: 'METRIC' }, 'language-en', 'Choose English or Spanish.'],
    [{ language: 'en', units: 'metric' }, 'units-METRIC', 'Choose imperial or metric units.'],
    [
      { language: 'en', units: 'x'.repeat(5000) },
      'units-METRIC',
      'Choose imperial or metric units.',
    ],
  ])('refuses %j, naming the field, and keeps what was saved', async (fields, field, message) => {
    const who = people.staff!;
    const res = await adminPost(t.app, '/admin/settings/preferences?lang=en', who.cookie, fields);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`<a href="#${field}">${message}</a>`);
    expect(await settingOf(who.id, 'preferredLanguage')).toBeNull();
    expect(await settingOf(who.id, 'preferredSystemOfMeasure')).toBeNull();
  });

  it('names the field in Spanish', async () => {
    const res = await adminPost(
      t.app,
      '/admin/settings/preferences?lang=es',
      people.staff!.cookie,
      {
        language: 'de',
        units: 'IMPERIAL',
      },
    );
    expect(res.body).toContain('<a href="#language-en">Elija inglés o español.</a>');
  });
});

describe('POST /admin/settings/avatar', () => {
  const send = (cookie: string, file: FilePart | null, origin = t.config.publicOrigin) => {
    const { payload, contentType } = multipartBody(file);
    return t.app.inject({
      method: 'POST',
      url: '/admin/settings/avatar?lang=en',
      headers: { cookie, origin, 'content-type': contentType },
      payload,
    });
  };
  const avatar = (data: Buffer, contentType = 'image/jpeg'): FilePart => ({
    data,
    filename: 'me.jpg',
    contentType,
    field: 'avatar',
  });

  beforeEach(async () => {
    await t.db.updateTable('users').set({ avatar_url: null }).execute();
  });

  it('stores a square JPEG without its location, served under /media', async () => {
    const who = people.staff!;
    const res = await send(who.cookie, avatar(await jpegWithGps(800, 600)));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/settings?lang=en&notice=photo');
    const { avatar_url: url } = await userRow(who.id);
    expect(url).toMatch(new RegExp(`^/media/avatars/${who.id}-[A-Za-z0-9_-]+\\.jpg$`));
    const served = await t.app.inject({ method: 'GET', url: url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
    expect(meta.exif).toBeUndefined();
    const page = await adminGet(t.app, res.headers.location!, who.cookie);
    expect(page.body).toContain(`<img class="avatar" src="${url}"`);
    expect(page.body).toContain('Your photo was saved.');
  });

  it('takes PNG and WebP, and replaces the earlier photo', async () => {
    const who = people.admin!;
    await send(who.cookie, avatar(await png(300, 300), 'image/png'));
    const first = (await userRow(who.id)).avatar_url!;
    const webp = await sharp(await png(200, 400))
      .webp()
      .toBuffer();
    expect((await send(who.cookie, avatar(webp, 'image/webp'))).statusCode).toBe(303);
    const second = (await userRow(who.id)).avatar_url!;
    expect(second).not.toBe(first);
    expect(await t.storage.exists(first.slice('/media/'.length))).toBe(false);
    expect(await t.storage.exists(second.slice('/media/'.length))).toBe(true);
  });

  it('removes the photo', async () => {
    const who = people.provider!;
    await send(who.cookie, avatar(await png(64, 64), 'image/png'));
    const url = (await userRow(who.id)).avatar_url!;
    const res = await adminPost(t.app, '/admin/settings/avatar/remove?lang=en', who.cookie, {});
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/settings?lang=en&notice=photo-removed');
    expect((await userRow(who.id)).avatar_url).toBeNull();
    expect(await t.storage.exists(url.slice('/media/'.length))).toBe(false);
    expect(await auditCount(who.id, 'own_avatar')).toBe('2');
  });

  it('keeps a demo avatar’s file when replacing it', async () => {
    const who = people.loner!;
    await t.storage.put('demo/avatars/avatar-01.jpg', await jpegWithGps(16, 16));
    await t.db
      .updateTable('users')
      .set({ avatar_url: '/media/demo/avatars/avatar-01.jpg' })
      .where('id', '=', who.id)
      .execute();
    await adminPost(t.app, '/admin/settings/avatar/remove', who.cookie, {});
    expect(await t.storage.exists('demo/avatars/avatar-01.jpg')).toBe(true);
  });

  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  it.each([
    ['no file', async () => null, 'Choose a photo to upload.'],
    ['an empty file', async () => avatar(Buffer.alloc(0)), 'Choose a photo to upload.'],
    [
      'another field',
      async () => ({ ...avatar(await png(8, 8)), field: 'file' }),
      'Choose a photo to upload.',
    ],
    [
      'an SVG',
      async () => avatar(svg, 'image/svg+xml'),
      'The photo must be a JPEG, PNG or WebP image.',
    ],
    [
      'text called a JPEG',
      async () => avatar(Buffer.from('hello')),
      'The photo must be a JPEG, PNG or WebP image.',
    ],
    [
      'an AVIF',
      async () =>
        avatar(
          await sharp(await png(16, 16))
            .avif()
            .toBuffer(),
          'image/avif',
        ),
      'The photo must be a JPEG, PNG or WebP image.',
    ],
    [
      'a cut-short JPEG',
      async () => {
        const whole = await jpegWithGps(400, 400);
        return avatar(whole.subarray(0, whole.length / 2));
      },
      'The photo could not be read: it is damaged or incomplete.',
    ],
    [
      'a PNG that holds page markup',
      async () =>
        avatar(
          Buffer.concat([await png(8, 8), Buffer.from('<html><script>alert(1)</script></html>')]),
          'image/png',
        ),
      'The file also holds web page code and was refused.',
    ],
    [
      'a pixel bomb',
      async () => avatar(await pixelBombPng(), 'image/png'),
      'The photo has too many pixels. Upload a smaller one.',
    ],
    [
      'a file over the size limit',
      async () => avatar(Buffer.concat([await png(8, 8), Buffer.alloc(AVATAR_MAX_BYTES)])),
      'The photo must be at most 5 MB.',
    ],
  ])('refuses %s, naming the field, and keeps the photo', async (_name, file, message) => {
    const who = people.staff!;
    await t.db
      .updateTable('users')
      .set({ avatar_url: '/media/avatars/kept.jpg' })
      .where('id', '=', who.id)
      .execute();
    const res = await send(who.cookie, await file());
    expectFieldError(res, 'avatar', message);
    expect((await userRow(who.id)).avatar_url).toBe('/media/avatars/kept.jpg');
  });

  it('refuses a url-encoded post as a missing photo, in Spanish too', async () => {
    const res = await adminPost(t.app, '/admin/settings/avatar?lang=es', people.staff!.cookie, {
      avatar: 'x',
    });
    expectFieldError(res, 'avatar', 'Elija una foto para subir.');
  });

  it('refuses an upload from another site, and one without a session', async () => {
    const who = people.staff!;
    const file = avatar(await png(32, 32), 'image/png');
    const foreign = await send(who.cookie, file, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    const { payload, contentType } = multipartBody(file);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/admin/settings/avatar',
      headers: { origin: t.config.publicOrigin, 'content-type': contentType },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await userRow(who.id)).avatar_url).toBeNull();
  });
});

describe('POST /admin/settings/password', () => {
  const NEW = 'a much longer new password';
  const change = (cookie: string, fields: Record<string, string>, lang = 'en') =>
    adminPost(t.app, `/admin/settings/password?lang=${lang}`, cookie, fields);

  it('changes the password; sign-in takes the new one', async () => {
    await person('changer');
    const who = people.changer!;
    const res = await change(who.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/settings?lang=en&notice=password');
    const { password_hash: hash } = await userRow(who.id);
    expect(await verifyPassword(NEW, hash)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, hash)).toBe(false);
    const audit = await t.db
      .selectFrom('admin_audit')
      .select(['before', 'after'])
      .where('actor_id', '=', who.id)
      .where('subject', '=', 'own_password')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ before: null, after: null });
    const page = await adminGet(t.app, res.headers.location!, who.cookie);
    expect(page.body).toContain('Your password was changed.');
  });

  it.each([
    [
      { currentPassword: '', newPassword: NEW, confirmPassword: NEW },
      'current-password',
      'Enter your current password.',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
      'new-password',
      'Your new password must have at least 12 characters.',
    ],
    [
      {
        currentPassword: TEST_PASSWORD,
        newPassword: 'x'.repeat(1025),
        confirmPassword: 'x'.repeat(1025),
      },
      'new-password',
      'Your new password can have at most 1024 characters.',
    ],
    [
      {
        currentPassword: TEST_PASSWORD,
        newPassword: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      },
      'new-password',
      'Your new password must differ from your current one.',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: NEW, confirmPassword: `${NEW}!` },
      'confirm-password',
      'The two new passwords are not the same.',
    ],
    [
      { currentPassword: 'not my password', newPassword: NEW, confirmPassword: NEW },
      'current-password',
      'Your current password is not right.',
    ],
  ])('refuses %j, naming the field', async (fields, field, message) => {
    const who = people.staff!;
    const before = await userRow(who.id);
    expectFieldError(await change(who.cookie, fields), field, message);
    expect(await userRow(who.id)).toEqual(before);
    // No password is ever shown again.
    const res = await change(who.cookie, fields);
    expect(res.body).not.toContain(`value="${fields.currentPassword}"`);
  });

  it('says a wrong current password in Spanish', async () => {
    const res = await change(
      people.staff!.cookie,
      { currentPassword: 'nope', newPassword: NEW, confirmPassword: NEW },
      'es',
    );
    expectFieldError(res, 'current-password', 'Su contraseña actual no es correcta.');
  });

  it('makes the account wait after too many wrong passwords, as sign-in does', async () => {
    await person('guessed');
    const who = people.guessed!;
    const wrong = { currentPassword: 'guess', newPassword: NEW, confirmPassword: NEW };
    // Five failures are free, then each waits twice as long; a slow machine may outlast the
    // first, 1 s wait, so the form is sent until it is told to wait.
    let res: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 12 && res?.statusCode !== 429; attempt += 1) {
      res = await change(who.cookie, wrong);
    }
    expect(res!.statusCode).toBe(429);
    expect(res!.headers['retry-after']).toMatch(/^\d+$/);
    expect(res!.body).toMatch(/Too many wrong passwords\. Try again in \d+ seconds\./);
    // A longer run of failures waits longer; so that the checks below cannot outlast it either.
    await t.db
      .updateTable('sign_in_throttles')
      .set({ blocked_until: new Date(Date.now() + 600_000) })
      .where('account_key', '=', accountKey(who.email))
      .execute();
    // Even the right password waits now, and the sign-in form counts the same failures.
    const right = { currentPassword: TEST_PASSWORD, newPassword: NEW, confirmPassword: NEW };
    expect((await change(who.cookie, right)).statusCode).toBe(429);
    expect(await verifyPassword(TEST_PASSWORD, (await userRow(who.id)).password_hash)).toBe(true);
    const es = await change(who.cookie, right, 'es');
    expect(es.body).toMatch(/Demasiadas contraseñas incorrectas/);
  });

  it('refuses a form from another site', async () => {
    const who = people.staff!;
    const before = await userRow(who.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/settings/password',
      headers: {
        cookie: who.cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        currentPassword: TEST_PASSWORD,
        newPassword: NEW,
        confirmPassword: NEW,
      }).toString(),
    });
    expect(res.statusCode).toBe(403);
    expect(await userRow(who.id)).toEqual(before);
  });
});

describe('POST /admin/settings/sign-out-everywhere', () => {
  it('ends every session and token of the person, this one included', async () => {
    await person('leaver');
    const who = people.leaver!;
    // A dashboard signed in through the real flow, and a second browser.
    const first = await signIn(t.app, t.config, who.email);
    const tokens = (await exchangeCode(t.app, t.config, first.code, first.pkce.verifier)).json<{
      access_token: string;
      refresh_token: string;
    }>();
    const second = await signIn(t.app, t.config, who.email);
    const other = people.staff!;
    const bystander = await adminGet(t.app, '/admin/settings', other.cookie);
    expect(bystander.statusCode).toBe(200);

    const res = await adminPost(
      t.app,
      '/admin/settings/sign-out-everywhere?lang=en',
      first.cookie,
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>You are signed out everywhere</h1>');
    expect(res.body).not.toContain('aria-label="Administration"');
    expect(String(res.headers['set-cookie'])).toMatch(/highwater_identity=;/);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: bearer(tokens.access_token),
    });
    expect(me.statusCode).toBe(401);
    expect((await refreshTokens(t.app, tokens.refresh_token)).statusCode).toBe(400);
    for (const cookie of [first.cookie, second.cookie, who.cookie]) {
      expect((await adminGet(t.app, '/admin/settings', cookie)).statusCode).toBe(401);
    }
    // Someone else stays signed in.
    expect((await adminGet(t.app, '/admin/settings', other.cookie)).statusCode).toBe(200);
    expect(await auditCount(who.id, 'own_sessions')).toBe('1');
  });

  it('answers in Spanish, and refuses a form from another site', async () => {
    await person('stayer');
    const who = people.stayer!;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/admin/settings/sign-out-everywhere',
      headers: { cookie: who.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await adminGet(t.app, '/admin/settings', who.cookie)).statusCode).toBe(200);
    const res = await adminPost(
      t.app,
      '/admin/settings/sign-out-everywhere?lang=es',
      who.cookie,
      {},
    );
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<h1>Se cerró su sesión en todas partes</h1>');
  });
});
