import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';
import { createAccountLink } from '../identity/account-links.ts';

export interface ProviderAdminRequest {
  email: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Makes the person a provider admin, creating their account when the address has none, and
 * answers a one-time link (7 days) that sets their password: the first step of a deployment.
 */
export async function createProviderAdmin(
  db: Db,
  request: ProviderAdminRequest,
): Promise<{ userId: number; created: boolean; token: string }> {
  const email = request.email.trim();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'is_provider_admin'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    const names = {
      ...(request.firstName === undefined ? {} : { first_name: request.firstName }),
      ...(request.lastName === undefined ? {} : { last_name: request.lastName }),
    };
    const user = existing
      ? await trx
          .updateTable('users')
          .set({ is_provider_admin: true, ...names })
          .where('id', '=', existing.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('users')
          .values({ email, password_hash: null, is_provider_admin: true, ...names })
          .returning('id')
          .executeTakeFirstOrThrow();
    // No one signed in made this change: the audit names no actor.
    await trx
      .insertInto('admin_audit')
      .values({
        actor_id: null,
        client_group_id: null,
        project_id: null,
        action: existing ? 'promote' : 'create',
        subject: 'provider_admin',
        subject_id: user.id,
        before: existing ? JSON.stringify({ isProviderAdmin: existing.is_provider_admin }) : null,
        after: JSON.stringify({ email, isProviderAdmin: true }),
      })
      .execute();
    const token = await createAccountLink(trx, {
      userId: user.id,
      kind: 'invitation',
      clientGroupId: null,
      createdBy: null,
    });
    return { userId: user.id, created: !existing, token };
  });
}
