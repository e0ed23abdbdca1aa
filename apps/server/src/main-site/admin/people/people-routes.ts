import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import { LANGUAGES } from '@highwater/core/constants';
import { listAdministeredGroupIds, requireGroupAdmin } from '../admin-access.ts';
import { AdminPageError } from '../admin-errors.ts';
import { redirectAfterChange, sendAdminMessage, sendAdminPage } from '../admin-page.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import type { AdminViewer } from '../admin-viewer.ts';
import { inviteMember, type MailDeps } from './invite-member.ts';
import {
  changeRole,
  removeMember,
  resendInvitation,
  sendMemberReset,
  type MemberRefusal,
  type MemberTarget,
} from './member-changes.ts';
import { fieldOf, idIn, parseRole, PeopleFieldError, readInvite } from './people-form.ts';
import { memberPath, sendPeoplePage } from './people-page.ts';
import { PEOPLE_NOTICES, PEOPLE_TEXTS, type PeopleNotice } from './people-texts.ts';

interface MemberParams {
  groupId: string;
  userId: string;
}

const MEMBER = '/admin/people/groups/:groupId/members/:userId';

/**
 * /admin/people: group admins manage the people of the groups they run, provider admins of every
 * group. Staff get 403, anyone in no group 404. Each change is one transaction with its audit row.
 */
export const peopleRoutes: FastifyPluginAsync = async (app) => {
  const deps = (request: FastifyRequest): MailDeps => ({
    db: app.db,
    mailer: app.mailer,
    config: app.config,
    log: request.log,
  });

  // A field the page cannot use is named on a 400 page; anything else goes to the admin plugin.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (!(error instanceof PeopleFieldError)) throw error;
    const lang = request.adminViewer?.lang ?? 'en';
    const t = PEOPLE_TEXTS[lang];
    return sendAdminMessage(
      request,
      reply,
      400,
      {
        title: ADMIN_TEXTS[lang].badFormTitle,
        text: t.badFieldText(t.fields[error.field], t.errors[error.problem]),
        link: { href: `/admin/people?lang=${lang}`, label: t.backToPeople },
      },
      lang,
    );
  });

  /** The groups the page shows: one (?group=) or all the viewer runs; 403 staff, 404 nobody. */
  async function shownGroups(viewer: AdminViewer, query: unknown) {
    const asked = fieldOf(query, 'group');
    if (asked !== undefined) {
      const groupId = idIn(asked, 'group');
      requireGroupAdmin(viewer, groupId);
      await requireGroupExists(groupId);
      return { groupIds: [groupId], narrowedTo: groupId };
    }
    const groupIds = await listAdministeredGroupIds(app.db, viewer);
    if (groupIds.length === 0 && !viewer.isProviderAdmin) {
      throw new AdminPageError(viewer.roles.size > 0 ? 403 : 404);
    }
    return { groupIds, narrowedTo: null };
  }

  async function requireGroupExists(groupId: number) {
    const group = await app.db
      .selectFrom('client_groups')
      .select('id')
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (!group) throw new AdminPageError(404);
  }

  /** The member an action names, in a group the viewer runs (404 or 403 otherwise). */
  async function memberTarget(request: FastifyRequest<{ Params: MemberParams }>) {
    const viewer = request.adminViewer!;
    const clientGroupId = idIn(request.params.groupId, 'group');
    requireGroupAdmin(viewer, clientGroupId);
    await requireGroupExists(clientGroupId);
    const userId = idIn(request.params.userId, 'user');
    return { viewer, target: { clientGroupId, userId, actorId: viewer.userId } };
  }

  const backTo = (request: FastifyRequest, groupId: number) =>
    fieldOf(request.body, 'back') === 'group' ? `/admin/people?group=${groupId}` : '/admin/people';

  function refused(request: FastifyRequest, reply: FastifyReply, refusal: MemberRefusal) {
    const lang = request.adminViewer!.lang;
    const t = PEOPLE_TEXTS[lang];
    return sendAdminMessage(
      request,
      reply,
      refusal === 'not_member' ? 400 : 409,
      {
        ...t.refusals[refusal],
        link: { href: `/admin/people?lang=${lang}`, label: t.backToPeople },
      },
      lang,
    );
  }

  /** The recipient's own language when they chose one, else the admin's page language. */
  async function mailLanguage(userId: number, fallback: Language): Promise<Language> {
    const row = await app.db
      .selectFrom('user_settings')
      .select('value')
      .where('user_id', '=', userId)
      .where('name', '=', 'preferredLanguage')
      .executeTakeFirst();
    return LANGUAGES.find((lang) => lang === row?.value) ?? fallback;
  }

  app.get('/admin/people', async (request, reply) => {
    const viewer = request.adminViewer!;
    const shown = await shownGroups(viewer, request.query);
    const asked = fieldOf(request.query, 'notice');
    const notice = PEOPLE_NOTICES.find((one) => one === asked);
    return sendPeoplePage(app.db, request, reply, viewer, { ...shown, notice }, app.mailer.kind);
  });

  app.post('/admin/people/invite', async (request, reply) => {
    const viewer = request.adminViewer!;
    const t = PEOPLE_TEXTS[viewer.lang];
    const form = readInvite(request.body, t);
    const narrowed = fieldOf(request.body, 'back') === 'group';
    const groupId = /^[1-9][0-9]{0,8}$/.test(form.values.group) ? Number(form.values.group) : null;
    if (groupId !== null) {
      requireGroupAdmin(viewer, groupId);
      await requireGroupExists(groupId);
    }
    const shown =
      narrowed && groupId !== null
        ? { groupIds: [groupId], narrowedTo: groupId }
        : { groupIds: await listAdministeredGroupIds(app.db, viewer), narrowedTo: null };
    if (!form.valid || groupId === null) {
      return sendPeoplePage(
        app.db,
        request,
        reply,
        viewer,
        { ...shown, invite: form, status: 400 },
        app.mailer.kind,
      );
    }
    const outcome = await inviteMember(deps(request), {
      clientGroupId: groupId,
      ...form.valid,
      invitedBy: viewer.userId,
    });
    if (outcome.kind === 'already_member') {
      const errors = { email: t.errors.alreadyMember };
      return sendPeoplePage(
        app.db,
        request,
        reply,
        viewer,
        { ...shown, invite: { values: form.values, errors }, status: 409 },
        app.mailer.kind,
      );
    }
    const notice: PeopleNotice = !outcome.mailSent
      ? 'mail_failed'
      : outcome.newLink
        ? 'invited'
        : 'added';
    return redirectAfterChange(
      reply,
      narrowed ? `/admin/people?group=${groupId}` : '/admin/people',
      viewer.lang,
      notice,
    );
  });

  app.post<{ Params: MemberParams }>(`${MEMBER}/role`, async (request, reply) => {
    const { viewer, target } = await memberTarget(request);
    const role = parseRole(fieldOf(request.body, 'role'));
    const outcome = await changeRole(deps(request), target, role);
    if (!outcome.ok) return refused(request, reply, outcome.refusal);
    return redirectAfterChange(
      reply,
      backTo(request, target.clientGroupId),
      viewer.lang,
      'role_changed',
    );
  });

  app.post<{ Params: MemberParams }>(`${MEMBER}/resend`, async (request, reply) => {
    const { viewer, target } = await memberTarget(request);
    const lang = await mailLanguage(target.userId, viewer.lang);
    const outcome = await resendInvitation(deps(request), target, lang);
    if (!outcome.ok) return refused(request, reply, outcome.refusal);
    const notice = outcome.mailSent ? 'resent' : 'mail_failed';
    return redirectAfterChange(reply, backTo(request, target.clientGroupId), viewer.lang, notice);
  });

  app.post<{ Params: MemberParams }>(`${MEMBER}/reset`, async (request, reply) => {
    const { viewer, target } = await memberTarget(request);
    const lang = await mailLanguage(target.userId, viewer.lang);
    const outcome = await sendMemberReset(deps(request), target, lang);
    if (!outcome.ok) return refused(request, reply, outcome.refusal);
    const notice = outcome.mailSent ? 'reset_sent' : 'mail_failed';
    return redirectAfterChange(reply, backTo(request, target.clientGroupId), viewer.lang, notice);
  });

  app.get<{ Params: MemberParams }>(`${MEMBER}/remove`, async (request, reply) => {
    const { viewer, target } = await memberTarget(request);
    return sendRemovalQuestion(request, reply, viewer, target);
  });

  app.post<{ Params: MemberParams }>(`${MEMBER}/remove`, async (request, reply) => {
    const { viewer, target } = await memberTarget(request);
    const outcome = await removeMember(deps(request), target);
    if (!outcome.ok) return refused(request, reply, outcome.refusal);
    return redirectAfterChange(
      reply,
      backTo(request, target.clientGroupId),
      viewer.lang,
      'removed',
    );
  });

  /** Removal asks first, on a page of its own: the change cannot be undone with one click. */
  async function sendRemovalQuestion(
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: AdminViewer,
    target: MemberTarget,
  ) {
    const t = PEOPLE_TEXTS[viewer.lang];
    if (target.userId === viewer.userId) return refused(request, reply, 'self_removal');
    const member = await app.db
      .selectFrom('client_group_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('client_groups as g', 'g.id', 'm.client_group_id')
      .select(['u.first_name', 'u.last_name', 'u.email', 'm.role', 'g.name', 'g.slug'])
      .where('m.client_group_id', '=', target.clientGroupId)
      .where('m.user_id', '=', target.userId)
      .executeTakeFirst();
    if (!member) return refused(request, reply, 'not_member');
    const name = `${member.first_name} ${member.last_name}`.trim() || (member.email ?? '');
    const title = t.removeTitle(name, member.name ?? member.slug);
    const back = fieldOf(request.query, 'back') === 'group' ? 'group' : 'all';
    return sendAdminPage(
      request,
      reply,
      'people-remove.eta',
      { title, section: 'people' },
      {
        text: t.removeText,
        labels: { name: t.name, email: t.fields.email, role: t.fields.role },
        member: { name, email: member.email ?? '', role: t.roles[member.role] },
        action: `${memberPath(target.clientGroupId, target.userId, 'remove')}?lang=${viewer.lang}`,
        back,
        confirm: t.confirmRemove,
        cancelHref:
          back === 'group'
            ? `/admin/people?group=${target.clientGroupId}&lang=${viewer.lang}`
            : `/admin/people?lang=${viewer.lang}`,
      },
    );
  }
};
