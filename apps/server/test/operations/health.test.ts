import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { sql } from 'kysely';
import { Readiness } from '@highwater/core/api/health';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const LAST_MIGRATION = '017-severity-review-levels';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /health/live', () => {
  it('answers while the process is up, without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /health/ready', () => {
  it('answers ready when the database is migrated and media can be stored', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(Value.Check(Readiness, response.json())).toBe(true);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', media: 'ok' },
    });
  });

  it('answers 503 naming the media store when it cannot take an object', async () => {
    // A folder inside a device file can never be created.
    const broken = await createTestApp({ MEDIA_DIR: '/dev/null/media' });
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'ok', media: 'failed' },
      });
    } finally {
      await broken.close();
    }
  });

  it('answers 503 while a migration has not run', async () => {
    const behind = await createTestApp();
    // Renamed and back again, as the test databases are reused.
    const rename = (from: string, to: string) =>
      sql`UPDATE kysely_migration SET name = ${to} WHERE name = ${from}`.execute(behind.db);
    await rename(LAST_MIGRATION, 'not-run');
    try {
      const response = await behind.app.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'failed' },
      });
    } finally {
      await rename('not-run', LAST_MIGRATION);
      await behind.close();
    }
  });
});
