import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, TEST_PASSWORD } from '../helpers/fixtures.ts';
import {
  FREE_FAILURES,
  LONGEST_WAIT_SECONDS,
  waitAfter,
} from '@/main-site/identity/account-throttle.ts';
import { purgeExpiredSignIns } from '@/main-site/identity/expired-sign-ins.ts';
import { authorizeQuery, hiddenFields, newPkce, postLogin } from './sign-in-helpers.ts';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  // Each guess comes from another address, as the proxy reports it; the address limit is off.
  t = await createTestApp(
    { AUTH_RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: 'true', LOG_LEVEL: 'info' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  await createUser(t.db, { email: 'pat@example.org' });
  await createUser(t.db, { email: 'kim@example.org' });
});
afterAll(() => t.close());

async function loginFields() {
  const page = await t.app.inject({
    method: 'GET',
    url: `/identity/authorize?${authorizeQuery(t.config, newPkce())}`,
  });
  return hiddenFields(page.body);
}

const guess = async (email: string, attempt: number, password = 'wrong guess') =>
  postLogin(
    t.app,
    await loginFields(),
    { email, password },
    { 'x-forwarded-for': `198.51.100.${(attempt % 4) + 1}` },
  );

describe('failed sign-ins counted per account', () => {
  it('makes an account wait after a few failures, whichever addresses they come from', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 4; i++) {
      statuses.push((await guess('Pat@Example.org ', i)).statusCode);
    }
    // The free failures, then the one that starts the wait, then refusals until it is over.
    expect(statuses.slice(0, FREE_FAILURES + 1)).toEqual(Array(FREE_FAILURES + 1).fill(401));
    expect(statuses.slice(FREE_FAILURES + 1)).toEqual([429, 429, 429]);

    // Even the right password waits, so guessing in between gains nothing.
    const right = await guess('pat@example.org', 99, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(right.body).toContain('Too many failed sign-ins for this account.');
    expect(right.body).toContain('name="password"');
    expect(right.headers['set-cookie']).toBeUndefined();

    // Another account is not affected.
    expect((await guess('kim@example.org', 1)).statusCode).toBe(401);

    // An audit line names the account by its key, never by the e-mail.
    const audit = logLines.filter((line) => line.includes('account'));
    expect(audit.some((line) => line.includes('failed sign-ins: account waits'))).toBe(true);
    expect(audit.some((line) => line.includes('sign-in refused: the account must wait'))).toBe(
      true,
    );
    expect(logLines.join('\n')).not.toMatch(/pat@example\.org/i);
  });

  it('lets the account in once the wait is over, and starts counting afresh', async () => {
    await t.db
      .updateTable('sign_in_throttles')
      .set({ blocked_until: new Date(0) })
      .execute();
    const right = await guess('pat@example.org', 5, TEST_PASSWORD);
    expect(right.statusCode).toBe(200);
    const rows = await t.db.selectFrom('sign_in_throttles').select('failures').execute();
    expect(rows.map((row) => row.failures)).toEqual([1]); // kim's one failure
  });

  it('doubles the wait after each further failure, up to a limit', () => {
    expect(Array.from({ length: FREE_FAILURES }, (_, i) => waitAfter(i + 1))).toEqual(
      Array(FREE_FAILURES).fill(0),
    );
    expect([6, 7, 8, 9].map((n) => waitAfter(FREE_FAILURES + n - 5))).toEqual([1, 2, 4, 8]);
    expect(waitAfter(FREE_FAILURES + 40)).toBe(LONGEST_WAIT_SECONDS);
  });

  it('forgets counts that make no one wait any more', async () => {
    const old = new Date(Date.now() - 2 * 3_600_000);
    await t.db.updateTable('sign_in_throttles').set({ last_attempt_at: old }).execute();
    await purgeExpiredSignIns(t.db);
    expect(await t.db.selectFrom('sign_in_throttles').selectAll().execute()).toEqual([]);
  });
});
