import type { Kysely, Transaction } from 'kysely';
import type { Config } from '@/config.ts';
import type { Database } from '@/db/schema.ts';
import { hashToken, newOpaqueToken } from './token-hash.ts';

export type AccountLinkKind = 'invitation' | 'password_reset';

/** An invitation sets the password within a week; a reset, asked for now, within an hour. */
export const ACCOUNT_LINK_TTL_MS: Record<AccountLinkKind, number> = {
  invitation: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

type Queries = Transaction<Database> | Kysely<Database>;

export interface NewAccountLink {
  userId: number;
  kind: AccountLinkKind;
  clientGroupId: number | null;
  createdBy: number | null;
  now?: Date;
}

/**
 * Makes a one-time link and returns its token (only its hash is kept). Earlier unused links of
 * the same kind for the same person stop working: only the newest mail's link sets a password.
 */
export async function createAccountLink(db: Queries, link: NewAccountLink): Promise<string> {
  const now = link.now ?? new Date();
  const token = newOpaqueToken();
  await db
    .updateTable('account_links')
    .set({ used_at: now })
    .where('user_id', '=', link.userId)
    .where('kind', '=', link.kind)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_links')
    .values({
      token_hash: hashToken(token),
      user_id: link.userId,
      kind: link.kind,
      client_group_id: link.clientGroupId,
      created_by: link.createdBy,
      created_at: now,
      expires_at: new Date(now.getTime() + ACCOUNT_LINK_TTL_MS[link.kind]),
    })
    .execute();
  return token;
}

export interface LiveAccountLink {
  userId: number;
  kind: AccountLinkKind;
  clientGroupId: number | null;
}

/** The unused, unexpired link a token stands for. */
export async function findAccountLink(
  db: Queries,
  token: string,
  now = new Date(),
): Promise<LiveAccountLink | undefined> {
  const row = await db
    .selectFrom('account_links')
    .select(['user_id', 'kind', 'client_group_id'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { userId: row.user_id, kind: row.kind, clientGroupId: row.client_group_id };
}

/** Uses the link once: the second of two racing posts finds nothing. */
export async function useAccountLink(
  trx: Transaction<Database>,
  token: string,
  now = new Date(),
): Promise<LiveAccountLink | undefined> {
  const row = await trx
    .updateTable('account_links')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'kind', 'client_group_id'])
    .executeTakeFirst();
  return row && { userId: row.user_id, kind: row.kind, clientGroupId: row.client_group_id };
}

/** The address in the mail: the main site's page that sets the password. */
export const accountLinkUrl = (config: Config, token: string) =>
  `${config.mainSiteUrl}/account/set-password?token=${encodeURIComponent(token)}`;
