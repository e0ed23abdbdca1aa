import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import { AdminPageError } from '../admin-errors.ts';
import { groupReach, requireGroupAdmin, requireProviderAdmin } from '../admin-access.ts';
import { redirectAfterChange, sendAdminPage } from '../admin-page.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { recordAdminChange } from '../audit.ts';
import { changedFields } from '../audit-diff.ts';
import { errorView, formBody, type FieldError } from '../forms/form-input.ts';
import { pathIds, sendBadAddress } from '../admin-params.ts';
import {
  checkClientGroupForm,
  frameableOrigins,
  readClientGroupForm,
  type ClientGroupValues,
} from './client-group-form.ts';
import { USER_GROUPS_TEXTS } from './user-groups-texts.ts';
import { TAKEN, unlessTaken } from '@/db/unique-violation.ts';
import { claimGroupSlug, rememberOldGroupSlug } from './group-slugs.ts';

// The unique constraint a group's slug is held by.
const GROUP_SLUG_KEY = 'client_groups_slug_key';
const slugTaken = (lang: Language): FieldError[] => [
  { field: 'slug', message: USER_GROUPS_TEXTS[lang].errors.slugTaken },
];

const noticeOf = (query: unknown, lang: Language) => {
  const key = (query as Record<string, unknown>).notice;
  const notices = USER_GROUPS_TEXTS[lang].notices;
  return key === 'created' || key === 'saved' ? notices[key] : undefined;
};

const asStored = (values: ClientGroupValues) => ({
  name: values.name,
  slug: values.slug,
  masv_embed_url: values.fileTransfer === '' ? null : values.fileTransfer,
});

/**
 * /admin/user-groups: the client groups a viewer runs (a provider admin every one) and their
 * projects. Provider admins create groups; a group's admins edit it.
 */
export const userGroupsRoutes: FastifyPluginAsync = async (app) => {
  const formPage = (
    request: FastifyRequest,
    group: { id: number | null; values: ClientGroupValues; errors: FieldError[] },
  ) => {
    const lang = request.adminViewer!.lang;
    const g = USER_GROUPS_TEXTS[lang];
    return {
      g,
      errorTitle: ADMIN_TEXTS[lang].errorSummary,
      errors: errorView(group.errors),
      values: group.values,
      originsHint: g.fileTransferHint(frameableOrigins(app.config).join(', ') || g.noOrigins),
    };
  };

  app.get('/admin/user-groups', async (request, reply) => {
    const viewer = request.adminViewer!;
    const g = USER_GROUPS_TEXTS[viewer.lang];
    const groups = await app.db
      .selectFrom('client_groups')
      .select(['id', 'name', 'slug'])
      .$if(!viewer.isProviderAdmin, (query) => query.where('id', 'in', [0, ...viewer.roles.keys()]))
      .orderBy('name')
      .orderBy('id')
      .execute();
    const projects = await app.db
      .selectFrom('projects')
      .select(['id', 'name', 'client_group_id'])
      .where('client_group_id', 'in', [0, ...groups.map((group) => group.id)])
      .orderBy('name')
      .execute();
    const shown = groups.map((group) => {
      const runs = groupReach(viewer, group.id) === 'admin';
      return {
        name: group.name ?? group.slug,
        slug: group.slug,
        href: runs ? `/admin/user-groups/${group.id}?lang=${viewer.lang}` : null,
        role: runs ? g.roles.admin : g.roles.staff,
        projects: projects
          .filter((project) => project.client_group_id === group.id)
          .map((project) => ({
            name: project.name ?? `#${project.id}`,
            href: runs ? `/admin/projects/${project.id}?lang=${viewer.lang}` : null,
          })),
      };
    });
    return sendAdminPage(
      request,
      reply,
      'user-groups.eta',
      {
        title: ADMIN_TEXTS[viewer.lang].sections['user-groups'],
        section: 'user-groups',
        notice: noticeOf(request.query, viewer.lang),
      },
      {
        g,
        groups: shown,
        anyRun: shown.some((group) => group.href !== null),
        newHref: viewer.isProviderAdmin ? `/admin/user-groups/new?lang=${viewer.lang}` : null,
      },
    );
  });

  app.get('/admin/user-groups/new', async (request, reply) => {
    const viewer = request.adminViewer!;
    requireProviderAdmin(viewer);
    const values = { name: '', slug: '', fileTransfer: '' };
    return sendAdminPage(
      request,
      reply,
      'user-group-new.eta',
      { title: USER_GROUPS_TEXTS[viewer.lang].newGroupTitle, section: 'user-groups' },
      formPage(request, { id: null, values, errors: [] }),
    );
  });

  app.post('/admin/user-groups', async (request, reply) => {
    const viewer = request.adminViewer!;
    requireProviderAdmin(viewer);
    const values = readClientGroupForm(formBody(request.body));
    const refuse = (errors: FieldError[]) =>
      sendAdminPage(
        request,
        reply,
        'user-group-new.eta',
        {
          title: USER_GROUPS_TEXTS[viewer.lang].newGroupTitle,
          section: 'user-groups',
          status: 400,
        },
        formPage(request, { id: null, values, errors }),
      );
    const errors = await checkClientGroupForm(app.db, app.config, values, viewer.lang, null);
    if (errors.length > 0) return refuse(errors);
    const id = await unlessTaken(GROUP_SLUG_KEY, () =>
      app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('client_groups')
          .values(asStored(values))
          .returning('id')
          .executeTakeFirstOrThrow();
        await claimGroupSlug(trx, values.slug);
        await recordAdminChange(trx, {
          actorId: viewer.userId,
          clientGroupId: row.id,
          projectId: null,
          action: 'create',
          subject: 'client_group',
          subjectId: row.id,
          before: null,
          after: asStored(values),
        });
        return row.id;
      }),
    );
    if (id === TAKEN) return refuse(slugTaken(viewer.lang));
    return redirectAfterChange(reply, `/admin/user-groups/${id}`, viewer.lang, 'created');
  });

  const findGroup = async (groupId: number) => {
    const group = await app.db
      .selectFrom('client_groups')
      .select(['id', 'name', 'slug', 'masv_embed_url'])
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (!group) throw new AdminPageError(404);
    return group;
  };

  const groupPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    group: { id: number; name: string | null; slug: string },
    form: { values: ClientGroupValues; errors: FieldError[] },
  ) => {
    const viewer = request.adminViewer!;
    const projects = await app.db
      .selectFrom('projects')
      .select(['id', 'name', 'slug'])
      .where('client_group_id', '=', group.id)
      .orderBy('name')
      .execute();
    const notice = (request.query as Record<string, unknown>).notice;
    return sendAdminPage(
      request,
      reply,
      'user-group.eta',
      {
        title: group.name ?? group.slug,
        section: 'user-groups',
        status: form.errors.length > 0 ? 400 : 200,
        notice: noticeOf(request.query, viewer.lang),
      },
      {
        ...formPage(request, { id: group.id, ...form }),
        action: `/admin/user-groups/${group.id}?lang=${viewer.lang}`,
        justCreated: notice === 'created',
        peopleHref: `/admin/people?group=${group.id}&lang=${viewer.lang}`,
        newProjectHref: `/admin/user-groups/${group.id}/projects/new?lang=${viewer.lang}`,
        projects: projects.map((project) => ({
          name: project.name ?? `#${project.id}`,
          slug: project.slug ?? '',
          href: `/admin/projects/${project.id}?lang=${viewer.lang}`,
        })),
      },
    );
  };

  app.get('/admin/user-groups/:groupId', async (request, reply) => {
    const viewer = request.adminViewer!;
    const path = pathIds(request.params, { groupId: 'group' });
    if ('bad' in path) return sendBadAddress(request, reply, path.bad);
    requireGroupAdmin(viewer, path.ids.groupId);
    const group = await findGroup(path.ids.groupId);
    const values = {
      name: group.name ?? '',
      slug: group.slug,
      fileTransfer: group.masv_embed_url ?? '',
    };
    return groupPage(request, reply, group, { values, errors: [] });
  });

  app.post('/admin/user-groups/:groupId', async (request, reply) => {
    const viewer = request.adminViewer!;
    const path = pathIds(request.params, { groupId: 'group' });
    if ('bad' in path) return sendBadAddress(request, reply, path.bad);
    requireGroupAdmin(viewer, path.ids.groupId);
    const group = await findGroup(path.ids.groupId);
    const values = readClientGroupForm(formBody(request.body));
    const errors = await checkClientGroupForm(app.db, app.config, values, viewer.lang, group.id);
    if (errors.length > 0) return groupPage(request, reply, group, { values, errors });
    const before = { name: group.name, slug: group.slug, masv_embed_url: group.masv_embed_url };
    const after = asStored(values);
    const changed = await unlessTaken(GROUP_SLUG_KEY, () =>
      app.db.transaction().execute(async (trx) => {
        await trx.updateTable('client_groups').set(after).where('id', '=', group.id).execute();
        await rememberOldGroupSlug(trx, { id: group.id, oldSlug: group.slug, newSlug: after.slug });
        await recordAdminChange(trx, {
          actorId: viewer.userId,
          clientGroupId: group.id,
          projectId: null,
          action: 'update',
          subject: 'client_group',
          subjectId: group.id,
          ...changedFields(before, after),
        });
      }),
    );
    if (changed === TAKEN) {
      return groupPage(request, reply, group, { values, errors: slugTaken(viewer.lang) });
    }
    return redirectAfterChange(reply, `/admin/user-groups/${group.id}`, viewer.lang, 'saved');
  });
};
