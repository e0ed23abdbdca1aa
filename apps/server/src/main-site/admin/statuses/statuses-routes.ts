import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import type { Db } from '@/db/database.ts';
import { changeProject, type ProjectChangeAudit } from '../project-change.ts';
import { AdminPageError } from '../admin-errors.ts';
import { requireProjectAdmin, type AdminProject } from '../admin-access.ts';
import { redirectAfterChange, sendAdminMessage, sendAdminPage } from '../admin-page.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import type { AdminViewer } from '../admin-viewer.ts';
import { errorView, field, formBody, type FieldError } from '../forms/form-input.ts';
import { parseId, pathIds, sendBadAddress } from '../admin-params.ts';
import { projectNav, projectPageHref } from '../project-nav.ts';
import { checkStatusForm, readStatusForm, replyLines, type StatusValues } from './status-form.ts';
import {
  listStatuses,
  lockStatuses,
  removeStatus,
  setDefault,
  writeOrder,
  type StatusRow,
} from './status-store.ts';
import { STATUS_LIMITS, STATUSES_TEXTS } from './statuses-texts.ts';

const NOTICES = ['added', 'saved', 'moved', 'default', 'removed'] as const;

const noticeOf = (query: unknown, lang: Language) => {
  const key = (query as Record<string, unknown>).notice;
  const notice = NOTICES.find((name) => name === key);
  return notice && STATUSES_TEXTS[lang].notices[notice];
};

/** A status form shown again with what was typed and what is wrong ('new' for the add form). */
interface FormState {
  form: number | 'new';
  values: StatusValues;
  errors: FieldError[];
}

const fieldIds = (form: number | 'new') => (name: 'label' | 'quick_replies') =>
  `${name === 'label' ? 'label' : 'replies'}-${form}`;

/**
 * /admin/projects/{id}/statuses: add, rename, reorder, choose the default, edit quick replies,
 * and remove a status after choosing where its posts go. Every change is one transaction with
 * its audit row and the project's live event.
 */
export const statusesRoutes: FastifyPluginAsync = async (app) => {
  const base = (projectId: number) => `/admin/projects/${projectId}/statuses`;

  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    project: AdminProject,
    state: FormState | null,
  ) => {
    const lang = request.adminViewer!.lang;
    const s = STATUSES_TEXTS[lang];
    const statuses = await listStatuses(app.db, project.id);
    const name = await projectName(app.db, project.id);
    const valuesOf = (form: number | 'new', status: StatusValues) =>
      state?.form === form ? state.values : status;
    return sendAdminPage(
      request,
      reply,
      'statuses.eta',
      {
        title: `${s.title} · ${name}`,
        section: 'user-groups',
        status: state ? 400 : 200,
        notice: noticeOf(request.query, lang),
      },
      {
        s,
        projectName: name,
        projectNav: projectNav(project.id, 'statuses', lang),
        errorTitle: ADMIN_TEXTS[lang].errorSummary,
        errors: errorView(state?.errors ?? []),
        base: base(project.id),
        statuses: statuses.map((status, index) => ({
          id: status.id,
          isDefault: status.is_default,
          posts: s.posts(status.posts),
          first: index === 0,
          last: index === statuses.length - 1,
          canRemove: statuses.length > 1,
          values: valuesOf(status.id, {
            label: status.label,
            quickReplies: status.quick_replies.join('\n'),
          }),
          labelId: fieldIds(status.id)('label'),
          repliesId: fieldIds(status.id)('quick_replies'),
        })),
        adding: {
          values: valuesOf('new', { label: '', quickReplies: '' }),
          labelId: fieldIds('new')('label'),
          repliesId: fieldIds('new')('quick_replies'),
        },
        canAdd: statuses.length < STATUS_LIMITS.statuses,
      },
    );
  };

  /** The project of the path, when the viewer runs its group; null after a bad-address page. */
  const projectOf = async (request: FastifyRequest) => {
    const path = pathIds(request.params, { projectId: 'project' });
    if ('bad' in path) return null;
    return requireProjectAdmin(app.db, request.adminViewer!, path.ids.projectId);
  };

  /** The project and the status of the path. */
  const statusOf = async (request: FastifyRequest) => {
    const path = pathIds(request.params, { projectId: 'project', statusId: 'status' });
    if ('bad' in path) return path;
    const project = await requireProjectAdmin(app.db, request.adminViewer!, path.ids.projectId);
    const statuses = await listStatuses(app.db, project.id);
    const status = statuses.find((one) => one.id === path.ids.statusId);
    if (!status) throw new AdminPageError(404);
    return { project, status, statuses };
  };

  const badAddress = (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathIds(request.params, { projectId: 'project', statusId: 'status' });
    return sendBadAddress(request, reply, 'bad' in path ? path.bad : 'page');
  };

  const change = (
    viewer: AdminViewer,
    project: AdminProject,
    work: (trx: Db) => Promise<ProjectChangeAudit>,
  ) => changeProject(app.db, viewer, project, 'statuses', work);

  app.get('/admin/projects/:projectId/statuses', async (request, reply) => {
    const project = await projectOf(request);
    if (!project) return badAddress(request, reply);
    return page(request, reply, project, null);
  });

  app.post('/admin/projects/:projectId/statuses', async (request, reply) => {
    const viewer = request.adminViewer!;
    const project = await projectOf(request);
    if (!project) return badAddress(request, reply);
    const values = readStatusForm(formBody(request.body));
    const statuses = await listStatuses(app.db, project.id);
    const errors = checkStatusForm(
      values,
      viewer.lang,
      fieldIds('new'),
      statuses.map((status) => status.label),
    );
    if (statuses.length >= STATUS_LIMITS.statuses) {
      errors.push({
        field: 'label-new',
        message: STATUSES_TEXTS[viewer.lang].errors.tooManyStatuses,
      });
    }
    if (errors.length > 0) return page(request, reply, project, { form: 'new', values, errors });
    const added = { label: values.label, quick_replies: replyLines(values.quickReplies) };
    await change(viewer, project, async (trx) => {
      const locked = await lockStatuses(trx, project.id);
      const row = await trx
        .insertInto('statuses')
        .values({
          project_id: project.id,
          label: added.label,
          sort_order: Math.max(-1, ...locked.map((status) => status.sort_order)) + 1,
          // The first status of a project is its default: there is always exactly one.
          is_default: locked.length === 0,
          quick_replies: JSON.stringify(added.quick_replies),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { action: 'create', subject: 'status', subjectId: row.id, before: null, after: added };
    });
    return redirectAfterChange(reply, base(project.id), viewer.lang, 'added');
  });

  app.post('/admin/projects/:projectId/statuses/:statusId', async (request, reply) => {
    const viewer = request.adminViewer!;
    const found = await statusOf(request);
    if ('bad' in found) return badAddress(request, reply);
    const { project, status, statuses } = found;
    const values = readStatusForm(formBody(request.body));
    const errors = checkStatusForm(
      values,
      viewer.lang,
      fieldIds(status.id),
      statuses.filter((other) => other.id !== status.id).map((other) => other.label),
    );
    if (errors.length > 0)
      return page(request, reply, project, { form: status.id, values, errors });
    const before = { label: status.label, quick_replies: status.quick_replies };
    const after = { label: values.label, quick_replies: replyLines(values.quickReplies) };
    await change(viewer, project, async (trx) => {
      await trx
        .updateTable('statuses')
        .set({ label: after.label, quick_replies: JSON.stringify(after.quick_replies) })
        .where('id', '=', status.id)
        .execute();
      return { action: 'update', subject: 'status', subjectId: status.id, before, after };
    });
    return redirectAfterChange(reply, base(project.id), viewer.lang, 'saved');
  });

  app.post('/admin/projects/:projectId/statuses/:statusId/move', async (request, reply) => {
    const viewer = request.adminViewer!;
    const found = await statusOf(request);
    if ('bad' in found) return badAddress(request, reply);
    const { project, status } = found;
    const direction = field(formBody(request.body), 'direction');
    if (direction !== 'up' && direction !== 'down') {
      return sendAdminMessage(request, reply, 400, {
        title: ADMIN_TEXTS[viewer.lang].badFormTitle,
        text: STATUSES_TEXTS[viewer.lang].errors.direction,
      });
    }
    await change(viewer, project, async (trx) => {
      const ids = (await lockStatuses(trx, project.id)).map((one) => one.id);
      const before = ids.indexOf(status.id);
      const after = direction === 'up' ? before - 1 : before + 1;
      if (before >= 0 && after >= 0 && after < ids.length) {
        [ids[before], ids[after]] = [ids[after]!, ids[before]!];
        await writeOrder(trx, ids);
      }
      return {
        action: 'reorder',
        subject: 'status',
        subjectId: status.id,
        before: { label: status.label, position: before + 1 },
        after: { label: status.label, position: Math.min(Math.max(after, 0), ids.length - 1) + 1 },
      };
    });
    return redirectAfterChange(reply, base(project.id), viewer.lang, 'moved');
  });

  app.post('/admin/projects/:projectId/statuses/:statusId/default', async (request, reply) => {
    const viewer = request.adminViewer!;
    const found = await statusOf(request);
    if ('bad' in found) return badAddress(request, reply);
    const { project, status, statuses } = found;
    const previous = statuses.find((one) => one.is_default);
    await change(viewer, project, async (trx) => {
      await lockStatuses(trx, project.id);
      await setDefault(trx, project.id, status.id);
      return {
        action: 'set_default',
        subject: 'status',
        subjectId: status.id,
        before: { default: previous?.label ?? null },
        after: { default: status.label },
      };
    });
    return redirectAfterChange(reply, base(project.id), viewer.lang, 'default');
  });

  const removePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    found: { project: AdminProject; status: StatusRow; statuses: StatusRow[] },
    chosen: { moveTo: string; newDefault: string },
    errors: FieldError[],
  ) => {
    const lang = request.adminViewer!.lang;
    const s = STATUSES_TEXTS[lang];
    const { project, status, statuses } = found;
    if (statuses.length === 1) {
      return sendAdminMessage(request, reply, 400, {
        title: s.lastStatusTitle,
        text: s.lastStatus,
        link: { href: projectPageHref(project.id, 'statuses', lang), label: s.add },
      });
    }
    const others = statuses.filter((one) => one.id !== status.id);
    return sendAdminPage(
      request,
      reply,
      'status-remove.eta',
      {
        title: s.removeTitle(status.label),
        section: 'user-groups',
        status: errors.length > 0 ? 400 : 200,
      },
      {
        s,
        projectNav: projectNav(project.id, 'statuses', lang),
        errorTitle: ADMIN_TEXTS[lang].errorSummary,
        errors: errorView(errors),
        intro: s.removeIntro(status.posts),
        askDefault: status.is_default,
        action: `${base(project.id)}/${status.id}/remove?lang=${lang}`,
        cancelHref: projectPageHref(project.id, 'statuses', lang),
        others: others.map((one, index) => ({
          id: one.id,
          label: one.label,
          moveTo: chosen.moveTo === '' ? index === 0 : chosen.moveTo === String(one.id),
          newDefault: chosen.newDefault === '' ? index === 0 : chosen.newDefault === String(one.id),
        })),
      },
    );
  };

  app.get('/admin/projects/:projectId/statuses/:statusId/remove', async (request, reply) => {
    const found = await statusOf(request);
    if ('bad' in found) return badAddress(request, reply);
    return removePage(request, reply, found, { moveTo: '', newDefault: '' }, []);
  });

  app.post('/admin/projects/:projectId/statuses/:statusId/remove', async (request, reply) => {
    const viewer = request.adminViewer!;
    const found = await statusOf(request);
    if ('bad' in found) return badAddress(request, reply);
    const { project, status, statuses } = found;
    if (statuses.length === 1)
      return removePage(request, reply, found, { moveTo: '', newDefault: '' }, []);
    const body = formBody(request.body);
    const chosen = { moveTo: field(body, 'move_to'), newDefault: field(body, 'new_default') };
    const others = statuses.filter((one) => one.id !== status.id);
    const moveTo = others.find((one) => one.id === parseId(chosen.moveTo));
    const newDefault = others.find((one) => one.id === parseId(chosen.newDefault));
    const t = STATUSES_TEXTS[viewer.lang].errors;
    const errors: FieldError[] = [];
    if (!moveTo) errors.push({ field: `move-to-${others[0]!.id}`, message: t.moveTo });
    if (status.is_default && !newDefault) {
      errors.push({ field: `new-default-${others[0]!.id}`, message: t.newDefault });
    }
    if (!moveTo || errors.length > 0) return removePage(request, reply, found, chosen, errors);
    await change(viewer, project, async (trx) => {
      await lockStatuses(trx, project.id);
      if (status.is_default) await setDefault(trx, project.id, newDefault!.id);
      const moved = await removeStatus(trx, {
        projectId: project.id,
        statusId: status.id,
        moveTo: moveTo.id,
        actorId: viewer.userId,
        at: new Date(),
      });
      return {
        action: 'delete',
        subject: 'status',
        subjectId: status.id,
        before: { label: status.label, default: status.is_default },
        after: {
          moved_posts: moved,
          moved_to: moveTo.label,
          ...(status.is_default ? { default: newDefault!.label } : {}),
        },
      };
    });
    return redirectAfterChange(reply, base(project.id), viewer.lang, 'removed');
  });
};

async function projectName(db: Db, projectId: number): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select(['name'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.name ?? `#${projectId}`;
}
