import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  AccessTokenList,
  CreatedAccessToken,
  type AccessToken,
} from '@highwater/core/api/access-tokens';
import { hashToken } from '@/main-site/identity/token-hash.ts';
import { READ_ONLY_TOKEN } from '@/services/personal-access-token-auth.ts';
import { TOO_MANY_ACCESS_TOKENS } from '@/services/personal-access-token-service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { seedProjects, type SeededProjects } from './project-fixtures.ts';

let t: TestApp;
let seed: SeededProjects;

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedProjects(t.db);
});
afterAll(async () => t.close());

const TOKENS = '/api/v3/cx/users/me/access-tokens';
const PROJECTS = '/api/v3/cx/local-projects';

const basic = (token: string, user = 'qgis') => ({
  authorization: `Basic ${Buffer.from(`${user}:${token}`).toString('base64')}`,
});

const create = (payload: unknown, token = seed.tokens.ana) =>
  t.app.inject({ method: 'POST', url: TOKENS, headers: bearer(token), payload: payload as object });

async function newToken(name: string, signIn = seed.tokens.ana, days = 30) {
  const res = await create({ name, expires_in_days: days }, signIn);
  expect(res.statusCode).toBe(201);
  return res.json<CreatedAccessToken>();
}

const list = async (token = seed.tokens.ana) =>
  (await t.app.inject({ method: 'GET', url: TOKENS, headers: bearer(token) })).json<
    AccessToken[]
  >();

const getWith = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('personal access tokens', () => {
  it('creates a token, answering its secret once and keeping only its hash', async () => {
    const before = Date.now();
    const res = await create({ name: '  QGIS at the office ', expires_in_days: 90 });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json<CreatedAccessToken>();
    expect(Value.Check(CreatedAccessToken, created)).toBe(true);
    expect(created.name).toBe('QGIS at the office');
    expect(created.token).toMatch(/^hw_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.last_used_at).toBeNull();
    const days = (Date.parse(created.expires_at) - before) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    const stored = await t.db
      .selectFrom('personal_access_tokens')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashToken(created.token));
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const listed = await list();
    expect(Value.Check(AccessTokenList, listed)).toBe(true);
    expect(listed.find((token) => token.id === created.id)).toEqual({
      id: created.id,
      name: 'QGIS at the office',
      created_at: created.created_at,
      expires_at: created.expires_at,
      last_used_at: null,
    });
    expect(JSON.stringify(listed)).not.toContain('hw_pat_');
    expect(await list(seed.tokens.ben)).toEqual([]);
  });

  it('reads as its user, as a bearer token and as HTTP Basic, and records its use', async () => {
    const { id, token } = await newToken('GDAL');
    const asSignIn = await getWith(PROJECTS, bearer(seed.tokens.ana));
    for (const headers of [bearer(token), basic(token), basic(token, '')]) {
      const res = await getWith(PROJECTS, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(asSignIn.json());
    }
    const project = await getWith(`${PROJECTS}/${seed.projects.river}`, basic(token));
    expect(project.statusCode).toBe(200);
    // Memberships are checked as for a sign-in: Ben's project is not Ana's to see.
    expect((await getWith(`${PROJECTS}/${seed.projects.bay}`, bearer(token))).statusCode).toBe(404);
    const head = await t.app.inject({ method: 'HEAD', url: PROJECTS, headers: bearer(token) });
    expect(head.statusCode).toBe(200);

    const used = (await list()).find((listed) => listed.id === id);
    expect(used?.last_used_at).not.toBeNull();
  });

  it('refuses every call that is not a read with 403', async () => {
    const { token } = await newToken('Read only');
    const calls = [
      { method: 'POST', url: TOKENS, payload: { name: 'More', expires_in_days: 7 } },
      {
        method: 'PUT',
        url: '/api/v2/user-settings/preferredSystemOfMeasure',
        payload: { value: 'METRIC' },
      },
      { method: 'DELETE', url: `${TOKENS}/1` },
      {
        method: 'POST',
        url: '/api/v3/cx/saved-searches',
        payload: { project_id: seed.projects.river, title: 'x', query: [['status', '1']] },
      },
    ] as const;
    for (const call of calls) {
      for (const headers of [bearer(token), basic(token)]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json<{ message: string }>().message).toBe(READ_ONLY_TOKEN);
      }
    }
  });

  it('does not stand in for a sign-in where the sign-in itself is needed', async () => {
    const { token } = await newToken('Not a sign-in');
    expect((await getWith('/identity/userinfo', bearer(token))).statusCode).toBe(403);
    // A token read by a GIS never shows the user's other tokens.
    expect((await getWith(TOKENS, bearer(token))).statusCode).toBe(403);
    const events = await getWith(`${PROJECTS}/${seed.projects.river}/events`, bearer(token));
    expect(events.statusCode).toBe(403);
    expect(events.json<{ message: string }>().message).toMatch(/sign-in/);
  });

  it('answers 401 for an expired, a revoked or an unknown token', async () => {
    const expired = await newToken('Expired');
    await t.db
      .updateTable('personal_access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    const revoked = await newToken('Revoked');
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `${TOKENS}/${revoked.id}`,
      headers: bearer(seed.tokens.ana),
    });
    expect(removal.statusCode).toBe(204);
    expect((await list()).map((token) => token.id)).not.toContain(revoked.id);

    const unknown = `hw_pat_${'A'.repeat(43)}`;
    for (const token of [expired.token, revoked.token, unknown]) {
      for (const headers of [bearer(token), basic(token)]) {
        const res = await getWith(PROJECTS, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json<{ message: string }>().message).toBe('Invalid or expired access token');
        // A dead token on a write is refused as dead, not as read-only.
        const payload = { name: 'x', expires_in_days: 7 };
        const write = await t.app.inject({ method: 'POST', url: TOKENS, headers, payload });
        expect(write.statusCode).toBe(401);
      }
    }
    // Basic carrying anything but a personal access token is no credential at all.
    expect((await getWith(PROJECTS, basic(seed.tokens.ana))).statusCode).toBe(401);
    expect((await getWith(PROJECTS, { authorization: 'Basic %%%' })).statusCode).toBe(401);
  });

  it('answers 404 for someone else’s token or one already revoked', async () => {
    const bens = await newToken('Ben’s', seed.tokens.ben);
    const del = (id: number | string) =>
      t.app.inject({ method: 'DELETE', url: `${TOKENS}/${id}`, headers: bearer(seed.tokens.ana) });
    expect((await del(bens.id)).statusCode).toBe(404);
    expect((await getWith(PROJECTS, bearer(bens.token))).statusCode).toBe(200);
    const own = await newToken('Twice');
    expect((await del(own.id)).statusCode).toBe(204);
    expect((await del(own.id)).statusCode).toBe(404);
    expect((await del(2_147_483_647)).statusCode).toBe(404);
    expect((await del('abc')).statusCode).toBe(400);
  });

  it.each([
    [{}, /name/],
    [{ name: 'x' }, /expires_in_days/],
    [{ name: '', expires_in_days: 30 }, /name/],
    [{ name: '   ', expires_in_days: 30 }, /blank/],
    [{ name: 'x'.repeat(101), expires_in_days: 30 }, /name/],
    [{ name: 'x', expires_in_days: 10 }, /expires_in_days/],
    [{ name: 'x', expires_in_days: '30' }, /expires_in_days/],
    [{ name: 'x', expires_in_days: 30, scope: 'write' }, /additional/],
    [[], /object/],
  ])('rejects %j with 400 and a reason', async (payload, reason) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(reason);
  });

  it('answers 401 without a sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: TOKENS })).statusCode).toBe(401);
  });

  it('keeps a user to 20 live tokens', async () => {
    const cy = seed.tokens.cy;
    const first = await newToken('Cy 1', cy);
    for (let i = 2; i <= 20; i++) await newToken(`Cy ${i}`, cy);
    const refused = await create({ name: 'Cy 21', expires_in_days: 7 }, cy);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(TOO_MANY_ACCESS_TOKENS);
    expect(await list(cy)).toHaveLength(20);

    // An expired token no longer counts.
    await t.db
      .updateTable('personal_access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', first.id)
      .execute();
    await newToken('Cy 21', cy);
  });
});
