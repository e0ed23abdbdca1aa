import { afterEach, describe, expect, it } from 'vitest';
import type { CreatedAccessToken } from '@highwater/core/api/access-tokens';
import { bearer, issueTestToken } from '../helpers/auth.ts';
import { createUser } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface LogLine {
  level: number;
  msg: string;
  /** Set on the lines a request writes; the app's background work (job queue) writes others. */
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { message: string };
}

const DEBUG = 20;
const ERROR = 50;

/** A test server whose log lines are kept for the test to read. */
async function loggedApp(logLevel?: string): Promise<{ t: TestApp; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const env: Record<string, string> = logLevel ? { LOG_LEVEL: logLevel } : {};
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  const t = await createTestApp({ LOG_LEVEL: 'info', ...env }, { logStream: stream });
  return { t, lines };
}

const requestLines = (lines: LogLine[]) => lines.filter((line) => line.req);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('request logging', () => {
  it('logs nothing for answered requests at the default level', async () => {
    const logged = await loggedApp();
    t = logged.t;
    expect((await t.app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
    expect(logged.lines).toEqual([]);
  });

  it('logs each request once, at debug, when LOG_LEVEL is debug', async () => {
    const logged = await loggedApp('debug');
    t = logged.t;
    await t.app.inject({ method: 'GET', url: '/config.json' });
    await t.app.inject({ method: 'GET', url: '/api/v2/me' });
    const lines = requestLines(logged.lines);
    expect(lines.map((line) => [line.level, line.req?.url, line.res?.statusCode])).toEqual([
      [DEBUG, '/config.json', 200],
      [DEBUG, '/api/v2/me', 401],
    ]);
    expect(lines.every((line) => line.msg === 'request completed')).toBe(true);
  });

  it('logs a server error and the error thrown at error level, also at the default level', async () => {
    const logged = await loggedApp();
    t = logged.t;
    // With its database gone, the sign-in check throws inside the request.
    await t.db.destroy();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: { authorization: 'Bearer some-token' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ message: 'The server could not complete the request.' });
    // The job queue's polling, its database gone too, may log beside the request.
    const lines = logged.lines.filter((line) => line.reqId !== undefined);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [ERROR, 'request failed'],
      [ERROR, 'request failed'],
    ]);
    expect(lines[0]?.err?.message).toBeTruthy();
    expect(lines[1]?.res?.statusCode).toBe(500);
  });

  it('logs nothing at all when LOG_LEVEL is silent', async () => {
    const logged = await loggedApp('silent');
    t = logged.t;
    await t.db.destroy();
    await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: { authorization: 'Bearer x' },
    });
    expect(logged.lines).toEqual([]);
  });

  it('never writes a personal access token, whichever way it is sent or refused', async () => {
    const logged = await loggedApp('debug');
    t = logged.t;
    const signIn = await issueTestToken(t.db, await createUser(t.db, { email: 'log@test.test' }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v3/cx/users/me/access-tokens',
      headers: bearer(signIn),
      payload: { name: 'GDAL', expires_in_days: 7 },
    });
    const { token } = created.json<CreatedAccessToken>();
    const basic = `Basic ${Buffer.from(`gdal:${token}`).toString('base64')}`;
    for (const authorization of [`Bearer ${token}`, basic]) {
      await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization } });
      await t.app.inject({
        method: 'PUT',
        url: '/api/v2/user-settings/x',
        headers: { authorization },
      });
    }
    await t.db.destroy();
    await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: basic } });
    expect(requestLines(logged.lines).length).toBeGreaterThan(4);
    const written = JSON.stringify(logged.lines);
    expect(written).not.toContain(token);
    expect(written).not.toContain(basic.slice('Basic '.length));
  });
});
