import { errorView } from '../forms/form-input.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import { LANGUAGES } from '@highwater/core/constants';
import type { Db } from '@/db/database.ts';
import type { MemberRole } from '@/db/schema.ts';
import { sendAdminPage } from '../admin-page.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import type { AdminViewer } from '../admin-viewer.ts';
import type { InviteErrors, InviteValues } from './people-form.ts';
import { MAX_EMAIL, MAX_NAME } from './people-form.ts';
import { listPeople, type GroupMember } from './people-repository.ts';
import { PEOPLE_TEXTS, type PeopleNotice } from './people-texts.ts';

export const ROLES: readonly MemberRole[] = ['group_admin', 'staff'];

export interface PeopleView {
  groupIds: number[];
  /** The group the page was narrowed to with ?group=, if any. */
  narrowedTo: number | null;
  notice?: PeopleNotice;
  invite?: { values: InviteValues; errors: InviteErrors };
  status?: number;
}

export const memberPath = (groupId: number, userId: number, action: string) =>
  `/admin/people/groups/${groupId}/members/${userId}/${action}`;

function formatter(lang: Language) {
  return new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
}

function memberRow(
  member: GroupMember,
  groupId: number,
  viewer: AdminViewer,
  now: Date,
  narrowed: boolean,
) {
  const t = PEOPLE_TEXTS[viewer.lang];
  const format = formatter(viewer.lang);
  const name = `${member.firstName} ${member.lastName}`.trim() || (member.email ?? '');
  let invitation: string | null = null;
  if (member.pending) {
    const expires = member.invitationExpiresAt;
    invitation =
      expires && expires > now ? t.pendingUntil(format.format(expires)) : t.invitationExpired;
  }
  return {
    userId: member.userId,
    name,
    email: member.email ?? '',
    role: member.role,
    roleLabel: t.roles[member.role],
    lastSignIn: member.lastSignInAt ? format.format(member.lastSignInAt) : t.never,
    invitation,
    isSelf: member.userId === viewer.userId,
    roleAction: memberPath(groupId, member.userId, 'role'),
    resendAction: memberPath(groupId, member.userId, 'resend'),
    resetAction: memberPath(groupId, member.userId, 'reset'),
    removeHref: `${memberPath(groupId, member.userId, 'remove')}?lang=${viewer.lang}${narrowed ? '&back=group' : ''}`,
    labels: {
      role: t.roleOf(name),
      changeRole: t.actionFor(t.changeRole, name),
      resend: t.actionFor(t.resend, name),
      reset: t.actionFor(t.sendReset, name),
      remove: t.actionFor(t.remove, name),
    },
  };
}

/** The people page: the invitation form, then each group's members with their actions. */
export async function sendPeoplePage(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: AdminViewer,
  view: PeopleView,
  mailKind: 'smtp' | 'outbox',
) {
  const lang = viewer.lang;
  const t = PEOPLE_TEXTS[lang];
  const groups = await listPeople(db, view.groupIds);
  const now = new Date();
  const values = view.invite?.values ?? {
    email: '',
    firstName: '',
    lastName: '',
    role: 'staff',
    lang,
    group: String(view.narrowedTo ?? groups[0]?.id ?? ''),
  };
  const errors = view.invite?.errors ?? {};
  const fieldOrder = ['group', 'email', 'firstName', 'lastName', 'role', 'lang'] as const;
  const mailFailed = view.notice === 'mail_failed';
  return sendAdminPage(
    request,
    reply,
    'people.eta',
    {
      title: ADMIN_TEXTS[lang].sections.people,
      section: 'people',
      status: view.status,
      notice: view.notice && !mailFailed ? t.notices[view.notice] : undefined,
    },
    {
      p: t,
      mailFailed: mailFailed ? t.notices.mail_failed : null,
      outbox: mailKind === 'outbox' && viewer.isProviderAdmin ? `/admin/outbox?lang=${lang}` : null,
      outboxHint: mailKind === 'outbox' ? t.outboxHint : null,
      back: view.narrowedTo === null ? 'all' : 'group',
      showAll: view.narrowedTo === null ? null : `/admin/people?lang=${lang}`,
      maxEmail: MAX_EMAIL,
      maxName: MAX_NAME,
      invite: {
        values,
        errors,
        summary: errorView(
          fieldOrder.flatMap((field) =>
            errors[field]
              ? [{ field: `invite-${field}`, message: `${t.fields[field]}: ${errors[field]}` }]
              : [],
          ),
        ),
        groups: groups.map((group) => ({ id: String(group.id), name: group.name })),
        roles: ROLES.map((role) => ({
          value: role,
          label: t.roles[role],
          hint: t.roleHints[role],
        })),
        languages: LANGUAGES.map((one) => ({ value: one, label: t.languages[one] })),
      },
      groups: groups.map((group) => ({
        id: group.id,
        name: group.name,
        members: group.members.map((member) =>
          memberRow(member, group.id, viewer, now, view.narrowedTo !== null),
        ),
      })),
      roleOptions: ROLES.map((role) => ({ value: role, label: t.roles[role] })),
    },
  );
}
