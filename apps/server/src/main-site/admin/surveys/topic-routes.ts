import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireProjectAdmin } from '../admin-access.ts';
import { AdminPageError } from '../admin-errors.ts';
import { redirectAfterChange, sendAdminPage } from '../admin-page.ts';
import { idOf, sendBadAddress } from '../admin-params.ts';
import { projectNav } from '../project-nav.ts';
import { readTopicForm } from './survey-forms.ts';
import { noticeOf, sendTopicPage } from './survey-pages.ts';
import {
  deleteTopic,
  findTopic,
  slugTaken,
  topicReach,
  TOPIC_SLUG_KEY,
  updateTopic,
} from './survey-store.ts';
import { TAKEN, unlessTaken } from '@/db/unique-violation.ts';
import { SURVEYS_TEXTS } from './surveys-texts.ts';

/**
 * One topic of a project's survey: GET|POST /admin/projects/{id}/surveys/topics/{topicId} shows
 * and changes it (name, short name, icon) with its questions; GET|POST …/delete deletes it after
 * saying what goes with it. For the project's group admins and provider admins.
 */
export const topicRoutes: FastifyPluginAsync = async (app) => {
  /** The project and topic of the address, or null once a 400 page was sent. */
  const topicOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const projectId = idOf(request.params, 'projectId');
    if (projectId === null) return void (await sendBadAddress(request, reply, 'project'));
    const topicId = idOf(request.params, 'topicId');
    if (topicId === null) return void (await sendBadAddress(request, reply, 'topic'));
    const project = await requireProjectAdmin(app.db, request.adminViewer!, projectId);
    const topic = await findTopic(app.db, projectId, topicId);
    // An address naming no topic of this project, as one outside the viewer's reach.
    if (!topic) throw new AdminPageError(404);
    return { project, topic };
  };

  const path = '/admin/projects/:projectId/surveys/topics/:topicId';

  app.get(path, async (request, reply) => {
    const found = await topicOf(request, reply);
    if (!found) return reply;
    const { topic } = found;
    return sendTopicPage(app.db, request, reply, found.project, topic, {
      values: { name: topic.name, slug: topic.slug, icon: topic.icon ?? '' },
      problems: {},
      notice: noticeOf(request, request.adminViewer!.lang),
    });
  });

  app.post(path, async (request, reply) => {
    const found = await topicOf(request, reply);
    if (!found) return reply;
    const viewer = request.adminViewer!;
    const { project, topic } = found;
    const form = readTopicForm(request.body);
    if (!form.problems.slug && (await slugTaken(app.db, project.id, form.values.slug, topic.id))) {
      form.problems.slug = 'slugTaken';
    }
    if (Object.keys(form.problems).length > 0) {
      return sendTopicPage(app.db, request, reply, project, topic, form);
    }
    const updated = await unlessTaken(TOPIC_SLUG_KEY, () =>
      updateTopic(app.db, { project, actorId: viewer.userId }, topic.id, form.values),
    );
    if (updated === TAKEN) {
      return sendTopicPage(app.db, request, reply, project, topic, {
        ...form,
        problems: { slug: 'slugTaken' },
      });
    }
    return redirectAfterChange(
      reply,
      `/admin/projects/${project.id}/surveys/topics/${topic.id}`,
      viewer.lang,
      'saved',
    );
  });

  app.get(`${path}/delete`, async (request, reply) => {
    const found = await topicOf(request, reply);
    if (!found) return reply;
    const lang = request.adminViewer!.lang;
    const texts = SURVEYS_TEXTS[lang];
    const { project, topic } = found;
    return sendAdminPage(
      request,
      reply,
      'confirm-delete.eta',
      { title: texts.deleteTopicTitle(topic.name), section: 'surveys' },
      {
        projectNav: projectNav(project.id, 'surveys', lang),
        text: texts.deleteTopicText(await topicReach(app.db, topic.id)),
        confirmLabel: texts.deleteConfirm,
        action: `/admin/projects/${project.id}/surveys/topics/${topic.id}/delete?lang=${lang}`,
        backHref: `/admin/projects/${project.id}/surveys/topics/${topic.id}?lang=${lang}`,
      },
    );
  });

  app.post(`${path}/delete`, async (request, reply) => {
    const found = await topicOf(request, reply);
    if (!found) return reply;
    const viewer = request.adminViewer!;
    const { project, topic } = found;
    await deleteTopic(app.db, { project, actorId: viewer.userId }, topic.id);
    return redirectAfterChange(
      reply,
      `/admin/projects/${project.id}/surveys`,
      viewer.lang,
      'deleted',
    );
  });
};
