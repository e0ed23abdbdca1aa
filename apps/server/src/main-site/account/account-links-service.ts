import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@highwater/core/constants';
import type { Config } from '@/config.ts';
import type { Db } from '@/db/database.ts';
import {
  accountLinkUrl,
  createAccountLink,
  findAccountLink,
  useAccountLink,
  type AccountLinkKind,
} from '../identity/account-links.ts';
import { endSessions, startSession } from '../identity/identity-sessions.ts';
import { passwordResetMail } from '../mail/account-mails.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface LinkPage {
  kind: AccountLinkKind;
  email: string;
  groupName: string | null;
}

/** What the set-password page shows for a live link: whose account, and which group invited. */
export async function describeAccountLink(db: Db, token: string): Promise<LinkPage | undefined> {
  const link = await findAccountLink(db, token);
  if (!link) return undefined;
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', link.userId)
    .executeTakeFirst();
  if (!user?.email) return undefined;
  const group =
    link.clientGroupId === null
      ? undefined
      : await db
          .selectFrom('client_groups')
          .select(['name', 'slug'])
          .where('id', '=', link.clientGroupId)
          .executeTakeFirst();
  return {
    kind: link.kind,
    email: user.email,
    groupName: group ? (group.name ?? group.slug) : null,
  };
}

/**
 * Uses the link once: sets the password, ends every other sign-in of the person (a session or
 * token stolen before a reset does not survive it), retires their other unused links and starts
 * a session for this browser. Undefined when the link is used, expired or unknown.
 */
export async function setPasswordWithLink(
  db: Db,
  token: string,
  passwordHash: string,
  sessionTtlSeconds: number,
): Promise<{ cookieValue: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const link = await useAccountLink(trx, token, now);
    if (!link) return undefined;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', link.userId)
      .execute();
    const sessions = await trx
      .selectFrom('identity_sessions')
      .select('id_hash')
      .where('user_id', '=', link.userId)
      .where('revoked_at', 'is', null)
      .execute();
    await endSessions(
      trx,
      sessions.map((row) => row.id_hash),
    );
    // Families signed in without a session of this service end too.
    await trx
      .updateTable('token_families')
      .set({ revoked_at: now })
      .where('user_id', '=', link.userId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('account_links')
      .set({ used_at: now })
      .where('user_id', '=', link.userId)
      .where('used_at', 'is', null)
      .execute();
    const session = await startSession(trx, link.userId, sessionTtlSeconds);
    return { cookieValue: session.cookieValue };
  });
}

export interface ResetDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

/** A person asked for a reset: a link (1 hour) mailed to their account's address, if any. */
export async function requestPasswordReset(
  deps: ResetDeps,
  email: string,
  lang: Language,
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user?.email) return;
  const to = user.email;
  const token = await deps.db.transaction().execute((trx) =>
    createAccountLink(trx, {
      userId: user.id,
      kind: 'password_reset',
      clientGroupId: null,
      createdBy: null,
    }),
  );
  const link = accountLinkUrl(deps.config, token);
  await deliverMail(deps.mailer, deps.log, passwordResetMail({ to, lang, link }));
}
