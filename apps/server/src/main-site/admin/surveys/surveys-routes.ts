import type { FastifyPluginAsync } from 'fastify';
import { listAdministeredGroupIds, requireProjectAdmin } from '../admin-access.ts';
import { AdminPageError } from '../admin-errors.ts';
import { redirectAfterChange, sendAdminPage } from '../admin-page.ts';
import { idOf, sendBadAddress } from '../admin-params.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { questionRoutes } from './question-routes.ts';
import { readTopicForm } from './survey-forms.ts';
import { createTopic, slugTaken, TOPIC_SLUG_KEY } from './survey-store.ts';
import { TAKEN, unlessTaken } from '@/db/unique-violation.ts';
import { sendTopicForm, noticeOf } from './survey-pages.ts';
import { topicRoutes } from './topic-routes.ts';
import { SURVEYS_TEXTS } from './surveys-texts.ts';

/**
 * GET /admin/surveys: the projects whose survey the viewer runs (a provider admin: all, by
 * group); GET /admin/projects/{id}/surveys: a project's topics; POST …/surveys/topics adds one.
 * Topics and questions have routes of their own (topic-routes.ts, question-routes.ts).
 */
export const surveysRoutes: FastifyPluginAsync = async (app) => {
  await app.register(topicRoutes);
  await app.register(questionRoutes);

  app.get('/admin/surveys', async (request, reply) => {
    const viewer = request.adminViewer!;
    const groupIds = await listAdministeredGroupIds(app.db, viewer);
    // Staff have no admin pages; someone in no group has nothing here at all.
    if (groupIds.length === 0) throw new AdminPageError(viewer.roles.size > 0 ? 403 : 404);
    const rows = await app.db
      .selectFrom('projects as p')
      .innerJoin('client_groups as g', 'g.id', 'p.client_group_id')
      .select(['p.id', 'p.name', 'g.id as groupId', 'g.name as groupName'])
      .where('g.id', 'in', groupIds)
      .orderBy('g.name')
      .orderBy('g.id')
      .orderBy('p.name')
      .orderBy('p.id')
      .execute();
    const groups = new Map<number, { name: string; projects: { name: string; href: string }[] }>();
    for (const row of rows) {
      const group = groups.get(row.groupId) ?? {
        name: row.groupName ?? 'UNTITLED_GROUP',
        projects: [],
      };
      group.projects.push({
        name: row.name ?? 'UNTITLED_PROJECT',
        href: `/admin/projects/${row.id}/surveys?lang=${viewer.lang}`,
      });
      groups.set(row.groupId, group);
    }
    return sendAdminPage(
      request,
      reply,
      'surveys.eta',
      { title: ADMIN_TEXTS[viewer.lang].sections.surveys, section: 'surveys' },
      { s: SURVEYS_TEXTS[viewer.lang], groups: [...groups.values()] },
    );
  });

  app.get('/admin/projects/:projectId/surveys', async (request, reply) => {
    const viewer = request.adminViewer!;
    const projectId = idOf(request.params, 'projectId');
    if (projectId === null) return sendBadAddress(request, reply, 'project');
    const project = await requireProjectAdmin(app.db, viewer, projectId);
    return sendTopicForm(app.db, request, reply, project, {
      values: { name: '', slug: '', icon: '' },
      problems: {},
      notice: noticeOf(request, viewer.lang),
    });
  });

  app.post('/admin/projects/:projectId/surveys/topics', async (request, reply) => {
    const viewer = request.adminViewer!;
    const projectId = idOf(request.params, 'projectId');
    if (projectId === null) return sendBadAddress(request, reply, 'project');
    const project = await requireProjectAdmin(app.db, viewer, projectId);
    const form = readTopicForm(request.body);
    if (!form.problems.slug && (await slugTaken(app.db, projectId, form.values.slug, null))) {
      form.problems.slug = 'slugTaken';
    }
    if (Object.keys(form.problems).length > 0) {
      return sendTopicForm(app.db, request, reply, project, form);
    }
    const created = await unlessTaken(TOPIC_SLUG_KEY, () =>
      createTopic(app.db, { project, actorId: viewer.userId }, form.values),
    );
    if (created === TAKEN) {
      return sendTopicForm(app.db, request, reply, project, {
        ...form,
        problems: { slug: 'slugTaken' },
      });
    }
    return redirectAfterChange(
      reply,
      `/admin/projects/${projectId}/surveys`,
      viewer.lang,
      'created',
    );
  });
};
