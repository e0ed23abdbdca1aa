import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentSigningKey,
  ID_TOKEN_TTL_SECONDS,
  JWKS_MAX_AGE_SECONDS,
  publishedKeys,
  rotateSigningKeys,
} from '@/main-site/identity/signing-keys.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kids = async () => (await publishedKeys(t.db)).map((key) => key.kid).sort();

describe('signing key rotation', () => {
  it('signs at once with the first key, and keeps each key while what it signed may be checked', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

    // A database no server started on: the first key has nothing to wait for.
    const first = await rotateSigningKeys(t.db, { now: start });
    expect(first.activatesAt).toEqual(start);
    expect((await currentSigningKey(t.db, start)).kid).toBe(first.kid);

    const second = await rotateSigningKeys(t.db, { now: at(60) });
    expect(second.activatesAt).toEqual(at(60 + JWKS_MAX_AGE_SECONDS));
    expect((await currentSigningKey(t.db, at(61))).kid).toBe(first.kid);
    expect((await currentSigningKey(t.db, at(60 + JWKS_MAX_AGE_SECONDS))).kid).toBe(second.kid);
    expect(await kids()).toEqual([first.kid, second.kid].sort());

    // Soon after the second took over, the first may still be needed; an ID token's life later, not.
    const soon = at(60 + JWKS_MAX_AGE_SECONDS + 1);
    const third = await rotateSigningKeys(t.db, { now: soon });
    expect(third.removed).toEqual([]);
    const later = at(60 + JWKS_MAX_AGE_SECONDS + ID_TOKEN_TTL_SECONDS + 1);
    const fourth = await rotateSigningKeys(t.db, { now: later });
    expect(fourth.removed).toEqual([first.kid]);
    expect(await kids()).not.toContain(first.kid);
  });
});
