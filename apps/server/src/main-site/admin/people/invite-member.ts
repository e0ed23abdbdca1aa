import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@highwater/core/constants';
import type { Config } from '@/config.ts';
import type { Db } from '@/db/database.ts';
import type { MemberRole } from '@/db/schema.ts';
import { accountLinkUrl, createAccountLink } from '../../identity/account-links.ts';
import { addedToGroupMail, invitationMail } from '../../mail/account-mails.ts';
import { deliverMail } from '../../mail/deliver-mail.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordAdminChange } from '../audit.ts';
import { displayName } from './people-names.ts';

export interface MailDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

export interface Invitation {
  clientGroupId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: MemberRole;
  /** The language of the mail, as the inviter chose it. */
  lang: Language;
  invitedBy: number;
}

export type InviteOutcome =
  | { kind: 'already_member'; userId: number }
  /** `newLink`: the mail carries a set-password link (a new account, or one never finished). */
  | { kind: 'invited'; userId: number; newAccount: boolean; newLink: boolean; mailSent: boolean };

/**
 * Invites a person by e-mail into a client group: a new address gets an account without a
 * password; the membership, the one-time link when one is needed, and the audit row are written
 * in one transaction, and the mail is sent once it has committed.
 */
export async function inviteMember(deps: MailDeps, invitation: Invitation): Promise<InviteOutcome> {
  const email = invitation.email.trim();
  const written = await deps.db.transaction().execute(async (trx) => {
    const group = await trx
      .selectFrom('client_groups')
      .select(['name', 'slug'])
      .where('id', '=', invitation.clientGroupId)
      .executeTakeFirstOrThrow();
    const inviter = await trx
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email'])
      .where('id', '=', invitation.invitedBy)
      .executeTakeFirstOrThrow();
    let user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'password_hash'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    const newAccount = !user;
    user ??= await trx
      .insertInto('users')
      .values({
        email,
        password_hash: null,
        first_name: invitation.firstName,
        last_name: invitation.lastName,
      })
      .returning(['id', 'email', 'password_hash'])
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('client_group_members')
      .values({
        client_group_id: invitation.clientGroupId,
        user_id: user.id,
        role: invitation.role,
      })
      .onConflict((oc) => oc.columns(['client_group_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!inserted) return { kind: 'already_member' as const, userId: user.id };
    const token =
      user.password_hash === null
        ? await createAccountLink(trx, {
            userId: user.id,
            kind: 'invitation',
            clientGroupId: invitation.clientGroupId,
            createdBy: invitation.invitedBy,
          })
        : null;
    await recordAdminChange(trx, {
      actorId: invitation.invitedBy,
      clientGroupId: invitation.clientGroupId,
      projectId: null,
      action: 'invite',
      subject: 'member',
      subjectId: user.id,
      before: null,
      after: { email: user.email, role: invitation.role, newAccount },
    });
    return {
      kind: 'written' as const,
      userId: user.id,
      newAccount,
      token,
      to: user.email ?? email,
      groupName: group.name ?? group.slug,
      inviterName: displayName(inviter),
    };
  });
  if (written.kind === 'already_member') return written;

  const mail = {
    to: written.to,
    lang: invitation.lang,
    groupName: written.groupName,
    role: invitation.role,
    inviterName: written.inviterName,
  };
  const message = written.token
    ? invitationMail({ ...mail, link: accountLinkUrl(deps.config, written.token) })
    : addedToGroupMail({ ...mail, signInUrl: `${deps.config.publicOrigin}/` });
  return {
    kind: 'invited',
    userId: written.userId,
    newAccount: written.newAccount,
    newLink: written.token !== null,
    mailSent: await deliverMail(deps.mailer, deps.log, message),
  };
}
