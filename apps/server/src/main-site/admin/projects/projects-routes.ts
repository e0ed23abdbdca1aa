import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import { publishProjectChanged } from '@/services/project-event-publisher.ts';
import { AdminPageError } from '../admin-errors.ts';
import { requireGroupAdmin, requireProjectAdmin } from '../admin-access.ts';
import { redirectAfterChange, sendAdminPage } from '../admin-page.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { recordAdminChange } from '../audit.ts';
import { changedFields } from '../audit-diff.ts';
import { dayOf, keepDay } from '../forms/dates.ts';
import { errorView, formBody, type FieldError } from '../forms/form-input.ts';
import { pathIds, sendBadAddress } from '../admin-params.ts';
import { reportLink } from './report-link.ts';
import { projectNav } from '../project-nav.ts';
import { checkProjectForm, readProjectForm, type ProjectValues } from './project-form.ts';
import { claimSlug, rememberOldSlug } from './project-slugs.ts';
import { PROJECTS_TEXTS } from './projects-texts.ts';
import { TAKEN, unlessTaken } from '@/db/unique-violation.ts';

// The unique constraint a project's slug is held by within its group.
const PROJECT_SLUG_KEY = 'projects_client_group_id_slug_key';
const slugTaken = (lang: Language): FieldError[] => [
  { field: 'slug', message: PROJECTS_TEXTS[lang].errors.slugTaken },
];

const EMPTY_PROJECT: ProjectValues = {
  name: '',
  slug: '',
  start_date: '',
  end_date: '',
  allow_exports: false,
  rolling_time_range_days: '',
  show_severity: false,
  show_internal_notes: false,
  accepts_public_reports: false,
  center_lat: '',
  center_lng: '',
};

const noticeOf = (query: unknown, lang: Language) => {
  const key = (query as Record<string, unknown>).notice;
  const notices = PROJECTS_TEXTS[lang].notices;
  return key === 'created' || key === 'saved' ? notices[key] : undefined;
};

/**
 * A client group's projects: created at /admin/user-groups/{id}/projects/new with the default
 * statuses, their settings edited at /admin/projects/{id}. Old slugs keep leading to the project.
 */
export const projectsRoutes: FastifyPluginAsync = async (app) => {
  const formData = (lang: Language, values: ProjectValues, errors: FieldError[]) => ({
    p: PROJECTS_TEXTS[lang],
    errorTitle: ADMIN_TEXTS[lang].errorSummary,
    errors: errorView(errors),
    values,
  });

  const findGroup = async (groupId: number) => {
    const group = await app.db
      .selectFrom('client_groups')
      .select(['id', 'name', 'slug'])
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (!group) throw new AdminPageError(404);
    return group;
  };

  const newPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    groupId: number,
    values: ProjectValues,
    errors: FieldError[],
  ) => {
    const lang = request.adminViewer!.lang;
    const group = await findGroup(groupId);
    return sendAdminPage(
      request,
      reply,
      'project-new.eta',
      {
        title: PROJECTS_TEXTS[lang].newTitle,
        section: 'user-groups',
        status: errors.length > 0 ? 400 : 200,
      },
      {
        ...formData(lang, values, errors),
        group: {
          name: group.name ?? group.slug,
          href: `/admin/user-groups/${group.id}?lang=${lang}`,
        },
        action: `/admin/user-groups/${group.id}/projects?lang=${lang}`,
      },
    );
  };

  app.get('/admin/user-groups/:groupId/projects/new', async (request, reply) => {
    const viewer = request.adminViewer!;
    const path = pathIds(request.params, { groupId: 'group' });
    if ('bad' in path) return sendBadAddress(request, reply, path.bad);
    requireGroupAdmin(viewer, path.ids.groupId);
    return newPage(request, reply, path.ids.groupId, EMPTY_PROJECT, []);
  });

  app.post('/admin/user-groups/:groupId/projects', async (request, reply) => {
    const viewer = request.adminViewer!;
    const path = pathIds(request.params, { groupId: 'group' });
    if ('bad' in path) return sendBadAddress(request, reply, path.bad);
    const clientGroupId = path.ids.groupId;
    requireGroupAdmin(viewer, clientGroupId);
    await findGroup(clientGroupId);
    const values = readProjectForm(formBody(request.body));
    const checked = await checkProjectForm(app.db, values, viewer.lang, {
      clientGroupId,
      projectId: null,
    });
    if (!('settings' in checked)) {
      return newPage(request, reply, clientGroupId, values, checked.errors);
    }
    const { settings } = checked;
    const id = await unlessTaken(PROJECT_SLUG_KEY, () =>
      app.db.transaction().execute(async (trx) => {
        const project = await trx
          .insertInto('projects')
          .values({ client_group_id: clientGroupId, ...settings })
          .returning('id')
          .executeTakeFirstOrThrow();
        // Spec 001: a post without a status falls back to the project's default, so there is one.
        await trx
          .insertInto('statuses')
          .values(
            PROJECTS_TEXTS[viewer.lang].defaultStatuses.map((status, index) => ({
              project_id: project.id,
              label: status.label,
              sort_order: index,
              is_default: status.isDefault,
              quick_replies: JSON.stringify([]),
            })),
          )
          .execute();
        await claimSlug(trx, clientGroupId, settings.slug);
        await recordAdminChange(trx, {
          actorId: viewer.userId,
          clientGroupId,
          projectId: project.id,
          action: 'create',
          subject: 'project',
          subjectId: project.id,
          before: null,
          after: settings,
        });
        return project.id;
      }),
    );
    if (id === TAKEN) return newPage(request, reply, clientGroupId, values, slugTaken(viewer.lang));
    return redirectAfterChange(reply, `/admin/projects/${id}`, viewer.lang, 'created');
  });

  const findProject = async (projectId: number) =>
    app.db
      .selectFrom('projects as p')
      .innerJoin('client_groups as g', 'g.id', 'p.client_group_id')
      .select([
        'p.id',
        'p.client_group_id',
        'p.name',
        'p.slug',
        'p.start_date',
        'p.end_date',
        'p.allow_exports',
        'p.rolling_time_range_days',
        'p.show_severity',
        'p.show_internal_notes',
        'p.accepts_public_reports',
        'p.center_lat',
        'p.center_lng',
        'g.name as group_name',
        'g.slug as group_slug',
      ])
      .where('p.id', '=', projectId)
      .executeTakeFirstOrThrow();
  type Project = Awaited<ReturnType<typeof findProject>>;

  const settingsPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    project: Project,
    values: ProjectValues,
    errors: FieldError[],
  ) => {
    const lang = request.adminViewer!.lang;
    // Where residents report, as saved (not as a refused form would have it).
    const report =
      project.accepts_public_reports && project.slug
        ? await reportLink(app.config.mainSiteUrl, project.group_slug, project.slug)
        : null;
    return sendAdminPage(
      request,
      reply,
      'project-settings.eta',
      {
        title: project.name ?? `#${project.id}`,
        section: 'user-groups',
        status: errors.length > 0 ? 400 : 200,
        notice: noticeOf(request.query, lang),
      },
      {
        ...formData(lang, values, errors),
        projectNav: projectNav(project.id, 'settings', lang),
        group: {
          name: project.group_name ?? project.group_slug,
          href: `/admin/user-groups/${project.client_group_id}?lang=${lang}`,
        },
        report,
        dashboardHref: project.slug
          ? `/${encodeURIComponent(project.group_slug)}/${encodeURIComponent(project.slug)}/map`
          : null,
        action: `/admin/projects/${project.id}?lang=${lang}`,
      },
    );
  };

  app.get('/admin/projects/:projectId', async (request, reply) => {
    const viewer = request.adminViewer!;
    const path = pathIds(request.params, { projectId: 'project' });
    if ('bad' in path) return sendBadAddress(request, reply, path.bad);
    await requireProjectAdmin(app.db, viewer, path.ids.projectId);
    const project = await findProject(path.ids.projectId);
    const values: ProjectValues = {
      name: project.name ?? '',
      slug: project.slug ?? '',
      start_date: dayOf(project.start_date),
      end_date: dayOf(project.end_date),
      allow_exports: project.allow_exports,
      rolling_time_range_days: project.rolling_time_range_days?.toString() ?? '',
      show_severity: project.show_severity,
      show_internal_notes: project.show_internal_notes,
      accepts_public_reports: project.accepts_public_reports,
      center_lat: String(project.center_lat),
      center_lng: String(project.center_lng),
    };
    return settingsPage(request, reply, project, values, []);
  });

  app.post('/admin/projects/:projectId', async (request, reply) => {
    const viewer = request.adminViewer!;
    const path = pathIds(request.params, { projectId: 'project' });
    if ('bad' in path) return sendBadAddress(request, reply, path.bad);
    await requireProjectAdmin(app.db, viewer, path.ids.projectId);
    const project = await findProject(path.ids.projectId);
    const values = readProjectForm(formBody(request.body));
    const checked = await checkProjectForm(app.db, values, viewer.lang, {
      clientGroupId: project.client_group_id,
      projectId: project.id,
    });
    if (!('settings' in checked)) {
      return settingsPage(request, reply, project, values, checked.errors);
    }
    const settings = {
      ...checked.settings,
      start_date: keepDay(project.start_date, checked.settings.start_date),
      end_date: keepDay(project.end_date, checked.settings.end_date),
    };
    const before = {
      name: project.name,
      slug: project.slug,
      start_date: project.start_date,
      end_date: project.end_date,
      allow_exports: project.allow_exports,
      rolling_time_range_days: project.rolling_time_range_days,
      show_severity: project.show_severity,
      show_internal_notes: project.show_internal_notes,
      accepts_public_reports: project.accepts_public_reports,
      center_lat: project.center_lat,
      center_lng: project.center_lng,
    };
    const after = { ...before, ...settings };
    const change = changedFields(before, after);
    if (Object.keys(change.after).length > 0) {
      const changed = await unlessTaken(PROJECT_SLUG_KEY, () =>
        app.db.transaction().execute(async (trx) => {
          await trx.updateTable('projects').set(settings).where('id', '=', project.id).execute();
          await rememberOldSlug(trx, {
            id: project.id,
            clientGroupId: project.client_group_id,
            oldSlug: project.slug,
            newSlug: settings.slug,
          });
          await recordAdminChange(trx, {
            actorId: viewer.userId,
            clientGroupId: project.client_group_id,
            projectId: project.id,
            action: 'update',
            subject: 'project',
            subjectId: project.id,
            ...change,
          });
          await publishProjectChanged(trx, {
            projectId: project.id,
            actorId: viewer.userId,
            part: 'settings',
            at: new Date(),
          });
        }),
      );
      if (changed === TAKEN) {
        return settingsPage(request, reply, project, values, slugTaken(viewer.lang));
      }
    }
    return redirectAfterChange(reply, `/admin/projects/${project.id}`, viewer.lang, 'saved');
  });
};
