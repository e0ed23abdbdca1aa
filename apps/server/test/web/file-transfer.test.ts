import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    SUPPORT_EMAIL: 'help@example.org',
    SUPPORT_PHONE: '+1 (555) 010-9999',
  });
});
afterAll(async () => t.close());

it('says file transfer is not configured and how to reach support, in English', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/file-transfer' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toContain('<html lang="en">');
  expect(res.body).toContain('File transfer is not set up for your organisation');
  expect(res.body).toContain('href="mailto:help@example.org"');
  expect(res.body).toContain('href="tel:+15550109999"');
  expect(res.body).not.toMatch(/<script/i);
});

it('answers in Spanish by ?lang or Accept-Language', async () => {
  for (const request of [
    { url: '/file-transfer?lang=es', headers: {} },
    { url: '/file-transfer', headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' } },
  ]) {
    const res = await t.app.inject({ method: 'GET', ...request });
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('La transferencia de archivos no está configurada');
  }
  const english = await t.app.inject({
    method: 'GET',
    url: '/file-transfer?lang=en',
    headers: { 'accept-language': 'es' },
  });
  expect(english.body).toContain('<html lang="en">');
});

it('may be framed by the web app only', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/file-transfer' });
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
});
