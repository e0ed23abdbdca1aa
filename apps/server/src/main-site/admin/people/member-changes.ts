import type { Transaction } from 'kysely';
import type { Language } from '@highwater/core/constants';
import type { Database, MemberRole } from '@/db/schema.ts';
import { accountLinkUrl, createAccountLink } from '../../identity/account-links.ts';
import { invitationMail, passwordResetMail } from '../../mail/account-mails.ts';
import { deliverMail } from '../../mail/deliver-mail.ts';
import { recordAdminChange } from '../audit.ts';
import type { MailDeps } from './invite-member.ts';
import { displayName } from './people-names.ts';

/** A change to one member of a client group, made by `actorId` (who runs the group). */
export interface MemberTarget {
  clientGroupId: number;
  userId: number;
  actorId: number;
}

/** Why a change was refused; nothing was written. */
export type MemberRefusal = 'not_member' | 'last_admin' | 'self_removal' | 'not_pending';

type Outcome<T = object> = ({ ok: true } & T) | { ok: false; refusal: MemberRefusal };

interface MemberRow {
  email: string | null;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  role: MemberRole;
  group_name: string;
}

/** The member, locked for the change, so two admins' changes to one group apply one by one. */
async function lockedMember(trx: Transaction<Database>, target: MemberTarget) {
  return trx
    .selectFrom('client_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('client_groups as g', 'g.id', 'm.client_group_id')
    .select(['u.email', 'u.first_name', 'u.last_name', 'u.password_hash', 'm.role'])
    .select((eb) => eb.fn.coalesce('g.name', 'g.slug').as('group_name'))
    .where('m.client_group_id', '=', target.clientGroupId)
    .where('m.user_id', '=', target.userId)
    .forUpdate('m')
    .executeTakeFirst() as Promise<MemberRow | undefined>;
}

async function otherAdminCount(trx: Transaction<Database>, target: MemberTarget) {
  const row = await trx
    .selectFrom('client_group_members')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('client_group_id', '=', target.clientGroupId)
    .where('role', '=', 'group_admin')
    .where('user_id', '!=', target.userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const audit =
  (trx: Transaction<Database>, target: MemberTarget, action: string) =>
  ({ before, after }: { before: unknown; after: unknown }) =>
    recordAdminChange(trx, {
      actorId: target.actorId,
      clientGroupId: target.clientGroupId,
      projectId: null,
      action,
      subject: 'member',
      subjectId: target.userId,
      before,
      after,
    });

/** An admin may not demote themselves when no other admin would be left to run the group. */
export async function changeRole(
  deps: MailDeps,
  target: MemberTarget,
  role: MemberRole,
): Promise<Outcome<{ changed: boolean }>> {
  return deps.db.transaction().execute(async (trx) => {
    const member = await lockedMember(trx, target);
    if (!member) return { ok: false, refusal: 'not_member' };
    if (member.role === role) return { ok: true, changed: false };
    if (
      target.userId === target.actorId &&
      role !== 'group_admin' &&
      (await otherAdminCount(trx, target)) === 0
    ) {
      return { ok: false, refusal: 'last_admin' };
    }
    await trx
      .updateTable('client_group_members')
      .set({ role })
      .where('client_group_id', '=', target.clientGroupId)
      .where('user_id', '=', target.userId)
      .execute();
    await audit(trx, target, 'update')({ before: { role: member.role }, after: { role } });
    return { ok: true, changed: true };
  });
}

/**
 * Removes the membership; the database tells every instance (migration 020), whose streams of
 * that person end. Their unused invitation to this group stops working too.
 */
export async function removeMember(deps: MailDeps, target: MemberTarget): Promise<Outcome> {
  return deps.db.transaction().execute(async (trx) => {
    if (target.userId === target.actorId) return { ok: false, refusal: 'self_removal' };
    const member = await lockedMember(trx, target);
    if (!member) return { ok: false, refusal: 'not_member' };
    await trx
      .deleteFrom('client_group_members')
      .where('client_group_id', '=', target.clientGroupId)
      .where('user_id', '=', target.userId)
      .execute();
    await trx
      .updateTable('account_links')
      .set({ used_at: new Date() })
      .where('user_id', '=', target.userId)
      .where('client_group_id', '=', target.clientGroupId)
      .where('kind', '=', 'invitation')
      .where('used_at', 'is', null)
      .execute();
    await audit(
      trx,
      target,
      'remove',
    )({ before: { email: member.email, role: member.role }, after: null });
    return { ok: true };
  });
}

/** A new invitation link for someone who has not set a password yet; the old link stops working. */
export async function resendInvitation(
  deps: MailDeps,
  target: MemberTarget,
  lang: Language,
): Promise<Outcome<{ mailSent: boolean }>> {
  const written = await deps.db.transaction().execute(async (trx) => {
    const member = await lockedMember(trx, target);
    if (!member) return { ok: false as const, refusal: 'not_member' as const };
    if (member.password_hash !== null || !member.email) {
      return { ok: false as const, refusal: 'not_pending' as const };
    }
    const token = await createAccountLink(trx, {
      userId: target.userId,
      kind: 'invitation',
      clientGroupId: target.clientGroupId,
      createdBy: target.actorId,
    });
    await audit(trx, target, 'resend_invitation')({ before: null, after: { email: member.email } });
    const inviter = await trx
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email'])
      .where('id', '=', target.actorId)
      .executeTakeFirstOrThrow();
    return { ok: true as const, member, token, inviterName: displayName(inviter) };
  });
  if (!written.ok) return written;
  const message = invitationMail({
    to: written.member.email ?? '',
    lang,
    groupName: written.member.group_name,
    role: written.member.role,
    inviterName: written.inviterName,
    link: accountLinkUrl(deps.config, written.token),
  });
  return { ok: true, mailSent: await deliverMail(deps.mailer, deps.log, message) };
}

/** A password-reset link (1 hour) mailed to a member, as if they had asked for it. */
export async function sendMemberReset(
  deps: MailDeps,
  target: MemberTarget,
  lang: Language,
): Promise<Outcome<{ mailSent: boolean }>> {
  const written = await deps.db.transaction().execute(async (trx) => {
    const member = await lockedMember(trx, target);
    if (!member?.email) return { ok: false as const, refusal: 'not_member' as const };
    const token = await createAccountLink(trx, {
      userId: target.userId,
      kind: 'password_reset',
      clientGroupId: target.clientGroupId,
      createdBy: target.actorId,
    });
    await audit(
      trx,
      target,
      'send_password_reset',
    )({ before: null, after: { email: member.email } });
    return { ok: true as const, to: member.email, token };
  });
  if (!written.ok) return written;
  const message = passwordResetMail({
    to: written.to,
    lang,
    link: accountLinkUrl(deps.config, written.token),
  });
  return { ok: true, mailSent: await deliverMail(deps.mailer, deps.log, message) };
}
