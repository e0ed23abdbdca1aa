import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import { adminCookie, adminGet } from '../helpers/admin-session.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.ts';
import { smtpMailer } from '@/main-site/mail/smtp-mailer.ts';

let t: TestApp;
let provider: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  const providerId = await createUser(t.db, { email: 'provider@outbox.test' });
  await t.db
    .updateTable('users')
    .set({ is_provider_admin: true })
    .where('id', '=', providerId)
    .execute();
  const staffId = await createUser(t.db, { email: 'staff@outbox.test' });
  provider = await adminCookie(t.app, providerId);
  staff = await adminCookie(t.app, staffId);
});
afterAll(async () => t.close());

describe('mail without SMTP', () => {
  it('is kept in the outbox, which provider admins read', async () => {
    expect(t.app.mailer.kind).toBe('outbox');
    await t.app.mailer.send({
      to: 'new@outbox.test',
      subject: 'You are invited <to> Highwater',
      text: 'Open https://example.test/account/set-password?token=abc',
      html: '<p>Open</p>',
    });
    const res = await adminGet(t.app, '/admin/outbox?lang=en', provider);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are invited &lt;to&gt; Highwater');
    expect(res.body).toContain('new@outbox.test');
    expect(res.body).toContain('set-password?token=abc');
    expect(res.body).toContain('aria-current="page">Outbox');
  });

  it('is in Spanish with ?lang=es', async () => {
    const res = await adminGet(t.app, '/admin/outbox?lang=es', provider);
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('Bandeja de salida');
  });

  it('is not found for anyone else, and asks to sign in without a session', async () => {
    const refused = await adminGet(t.app, '/admin/outbox', staff);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('new@outbox.test');
    expect(refused.body).not.toContain('>Outbox<');
    const signedOut = await t.app.inject({ method: 'GET', url: '/admin/outbox' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).not.toContain('new@outbox.test');
  });
});

describe('mail over SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.close());

  it('arrives at the server, text and HTML, from MAIL_FROM', async () => {
    const mailer = smtpMailer(smtp.url, 'Highwater <no-reply@highwater.test>');
    await mailer.send({
      to: 'someone@outbox.test',
      subject: 'Restablecer contraseña',
      text: 'Hola',
      html: '<p>Hola</p>',
    });
    const mail = await smtp.nextMessageTo('someone@outbox.test');
    expect(mail.subject).toBe('Restablecer contraseña');
    expect(mail.text?.trim()).toBe('Hola');
    expect(mail.html).toContain('<p>Hola</p>');
    expect(mail.from?.value[0]?.address).toBe('no-reply@highwater.test');
  });
});
