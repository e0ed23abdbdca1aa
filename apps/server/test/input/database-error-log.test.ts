import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { clientDataError } from '@/plugins/database-errors.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from '../posts/post-fixtures.ts';

interface LogLine {
  level: number;
  msg: string;
  err?: Record<string, unknown>;
}

const WARN = 40;
const ERROR = 50;
const SECRET_EMAIL = 'private.person@example.test';

let t: TestApp;
let w: PostWorld;
let raw: string[];

beforeAll(async () => {
  raw = [];
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => raw.push(line) } },
  );
  w = await createPostWorld(t.db);
  // A rule the service does not know: saving this title fails inside the database, whose error
  // (and PGlite's copy of the query's parameters) holds the title with its e-mail address.
  await sql`ALTER TABLE saved_searches ADD CONSTRAINT no_addresses_in_titles
    CHECK (title NOT LIKE '%@%')`.execute(t.db);
});
afterAll(async () => t?.close());

const lines = () => raw.map((line) => JSON.parse(line) as LogLine);

describe('database errors in the log', () => {
  it('are logged by code and statement name, never with the values of the request', async () => {
    raw.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/cx/saved-searches',
      headers: bearer(w.aliceToken),
      payload: {
        project_id: w.project.id,
        title: `Ask ${SECRET_EMAIL}`,
        query: [['keyword', 'drain']],
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(SECRET_EMAIL);
    const failed = lines().find((line) => line.msg === 'request failed' && line.err);
    expect(failed?.level).toBe(ERROR);
    expect(failed?.err).toMatchObject({
      type: 'DatabaseError',
      code: '23514',
      constraint: 'no_addresses_in_titles',
    });
    expect(String(failed?.err?.statement)).toMatch(/^insert saved_searches #[0-9a-f]{8}$/);
    expect(failed?.err).not.toHaveProperty('params');
    expect(failed?.err).not.toHaveProperty('detail');
    expect(raw.join('\n')).not.toContain(SECRET_EMAIL);
    expect(raw.join('\n')).not.toContain('private.person');
  });

  it('answer the ones the request caused with a 400 and log them as warnings, by code and statement', async () => {
    // A sighting exactly on the equator: its distance to a latitude of 1e-300 underflows in
    // PostgreSQL's arithmetic, which raises an error instead of rounding to zero.
    await t.db
      .insertInto('posts')
      .values({
        project_id: w.project.id,
        lat: 0,
        lng: 0,
        content: 'Equator',
        observed_at: new Date(),
      })
      .execute();
    raw.length = 0;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/local-projects/${w.project.id}/posts?near_point=0,1e-300,100`,
      headers: bearer(w.aliceToken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('A number in the request is out of range');
    const refused = lines().find((line) => line.msg === 'request refused by the database');
    expect(refused?.level).toBe(WARN);
    expect(refused?.err).toMatchObject({
      code: '22003',
    });
    expect(String(refused?.err?.statement)).toMatch(/^select posts #[0-9a-f]{8}$/);
    expect(lines().some((line) => line.level >= ERROR)).toBe(false);
  });

  it('map text the database cannot store to a 400', async () => {
    const error = await sql`SELECT ${'a\u0000b'}::text AS t`.execute(t.db).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(clientDataError(error)).toMatchObject({ statusCode: 400 });
    expect(clientDataError(new Error('not from the database'))).toBeNull();
  });
});
