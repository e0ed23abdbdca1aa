import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '@/db/database.ts';
import { createUser } from '../helpers/fixtures.ts';
import { adminCookie, adminGet, adminPost } from '../helpers/admin-session.ts';
import { seedProjects } from '../api/project-fixtures.ts';

/**
 * The projects' fixtures with every admin role: a provider admin, Harbor City's group admin
 * (Hana), its staff (Ana), Bayou Parish's group admin (Bo) and Cy, in no group.
 */
export async function seedAdminRoles(app: FastifyInstance, db: Db) {
  const seeded = await seedProjects(db);
  const provider = await createUser(db, {
    email: 'provider@highwater.test',
    firstName: 'Pat',
    lastName: 'Provider',
  });
  await db
    .updateTable('users')
    .set({ is_provider_admin: true })
    .where('id', '=', provider)
    .execute();
  const hana = await createUser(db, {
    email: 'hana@harbor.test',
    firstName: 'Hana',
    lastName: 'Ito',
  });
  const bo = await createUser(db, { email: 'bo@bayou.test', firstName: 'Bo', lastName: 'Diaz' });
  await db
    .insertInto('client_group_members')
    .values([
      { client_group_id: seeded.groups.harbor, user_id: hana, role: 'group_admin' },
      { client_group_id: seeded.groups.bayou, user_id: bo, role: 'group_admin' },
    ])
    .execute();
  return {
    ...seeded,
    admins: { provider, hana, bo },
    cookies: {
      provider: await adminCookie(app, provider),
      hana: await adminCookie(app, hana),
      ana: await adminCookie(app, seeded.users.ana),
      bo: await adminCookie(app, bo),
      cy: await adminCookie(app, seeded.users.cy),
    },
  };
}

export type AdminRoles = Awaited<ReturnType<typeof seedAdminRoles>>;

/** A form post from another site, as a forged form sends it. */
export function foreignPost(
  app: FastifyInstance,
  url: string,
  cookie: string,
  fields: Record<string, string>,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      cookie,
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * The refusals every call of a Harbor City page gets: 401 without a session, 404 for Bayou's
 * admin and for Cy, 403 for Harbor's staff, 403 for a post from another site (even an admin's).
 */
export async function expectHarborOnly(
  app: FastifyInstance,
  roles: AdminRoles,
  call: { method: 'GET' | 'POST'; url: string; fields?: Record<string, string> },
) {
  const send = (cookie: string) =>
    call.method === 'GET'
      ? adminGet(app, call.url, cookie)
      : adminPost(app, call.url, cookie, call.fields ?? {});
  const signedOut = await send('');
  expect(signedOut.statusCode, `${call.method} ${call.url} signed out`).toBe(401);
  expect((await send(roles.cookies.bo)).statusCode, 'group admin of another group').toBe(404);
  expect((await send(roles.cookies.cy)).statusCode, 'no group').toBe(404);
  expect((await send(roles.cookies.ana)).statusCode, 'staff').toBe(403);
  if (call.method === 'POST') {
    const forged = await foreignPost(app, call.url, roles.cookies.hana, call.fields ?? {});
    expect(forged.statusCode, 'foreign origin').toBe(403);
  }
}
