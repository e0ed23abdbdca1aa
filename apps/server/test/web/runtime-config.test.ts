import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { RuntimeConfig } from '@highwater/core/api/runtime-config';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'highwater-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Highwater</title>');
  t = await createTestApp({
    WEB_DIST: dist,
    PUBLIC_ORIGIN: 'https://highwater.example.org',
    MAIN_SITE_URL: 'https://main.example.org',
    FILE_TRANSFER_URL: 'https://highwater.example.org/file-transfer',
    SUPPORT_EMAIL: 'help@example.org',
    SUPPORT_PHONE: '+1 (555) 010-9999',
    MAP_STYLE_STREET: 'https://tiles.example.org/street.json',
    MAP_STYLE_SATELLITE: 'offline',
    NODE_ENV: 'production',
    RELEASE: '2.3.4',
    SENTRY_DSN: 'https://key@errors.example.org/1',
  });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

it('answers the run-time configuration of the web app, uncached', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/config.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-cache');
  const body: unknown = res.json();
  expect(Value.Check(RuntimeConfig, body)).toBe(true);
  expect(body).toEqual({
    identityBase: 'https://highwater.example.org/identity',
    apiBase: 'https://highwater.example.org/api/v2',
    mainSiteUrl: 'https://main.example.org',
    supportEmail: 'help@example.org',
    supportPhone: '+1 (555) 010-9999',
    defaultFileTransferUrl: 'https://highwater.example.org/file-transfer',
    mapStyles: { street: 'https://tiles.example.org/street.json', satellite: 'offline' },
    environment: 'production',
    release: '2.3.4',
    buildDate: (await stat(path.join(dist, 'index.html'))).mtime.toISOString(),
    sentryDsn: 'https://key@errors.example.org/1',
  });
});

it('is described in the OpenAPI document with the web pages', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
  expect(paths).toEqual(expect.arrayContaining(['/config.json', '/p/{postId}', '/file-transfer']));
});
