import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireProjectAdmin } from '../admin-access.ts';
import { AdminPageError } from '../admin-errors.ts';
import { redirectAfterChange, sendAdminMessage, sendAdminPage } from '../admin-page.ts';
import { idOf, sendBadAddress } from '../admin-params.ts';
import { projectNav } from '../project-nav.ts';
import { readQuestionForm } from './survey-forms.ts';
import { sendQuestionForm } from './survey-pages.ts';
import {
  answerCount,
  createQuestion,
  deleteQuestion,
  findQuestion,
  findTopic,
  moveQuestion,
  updateQuestion,
} from './survey-store.ts';
import { SURVEYS_TEXTS } from './surveys-texts.ts';

/** The page for a move that is neither up nor down. */
export const DIRECTION_TEXTS = {
  en: { title: 'The order was not changed', text: 'Choose “Move up” or “Move down”.' },
  es: { title: 'No se cambió el orden', text: 'Elija «Subir» o «Bajar».' },
};

/**
 * Questions of a topic: GET|POST /admin/projects/{id}/surveys/topics/{topicId}/questions(/new)
 * adds one; GET|POST …/surveys/questions/{questionId} edits one; POST …/move moves it up or
 * down; GET|POST …/delete deletes it (with its answers) after asking. For the project's group
 * admins and provider admins.
 */
export const questionRoutes: FastifyPluginAsync = async (app) => {
  const projectOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const projectId = idOf(request.params, 'projectId');
    if (projectId === null) return void (await sendBadAddress(request, reply, 'project'));
    return requireProjectAdmin(app.db, request.adminViewer!, projectId);
  };

  const topicOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const project = await projectOf(request, reply);
    if (!project) return undefined;
    const topicId = idOf(request.params, 'topicId');
    if (topicId === null) return void (await sendBadAddress(request, reply, 'topic'));
    const topic = await findTopic(app.db, project.id, topicId);
    if (!topic) throw new AdminPageError(404);
    return { project, topic };
  };

  const questionOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const project = await projectOf(request, reply);
    if (!project) return undefined;
    const questionId = idOf(request.params, 'questionId');
    if (questionId === null) return void (await sendBadAddress(request, reply, 'question'));
    const question = await findQuestion(app.db, project.id, questionId);
    if (!question) throw new AdminPageError(404);
    return { project, question };
  };

  const topicPath = (projectId: number, topicId: number) =>
    `/admin/projects/${projectId}/surveys/topics/${topicId}`;
  const newPath = '/admin/projects/:projectId/surveys/topics/:topicId/questions';
  const questionPath = '/admin/projects/:projectId/surveys/questions/:questionId';
  const blank = {
    title: '',
    dataType: '',
    unit: '',
    multiple: false,
    options: '',
    required: false,
  };

  app.get(`${newPath}/new`, async (request, reply) => {
    const found = await topicOf(request, reply);
    if (!found) return reply;
    const { project, topic } = found;
    return sendQuestionForm(
      app.db,
      request,
      reply,
      project,
      {
        heading: `${SURVEYS_TEXTS[request.adminViewer!.lang].newQuestion} · ${topic.name}`,
        action: `${topicPath(project.id, topic.id)}/questions`,
        backHref: topicPath(project.id, topic.id),
      },
      { values: blank, problems: {} },
    );
  });

  app.post(newPath, async (request, reply) => {
    const found = await topicOf(request, reply);
    if (!found) return reply;
    const viewer = request.adminViewer!;
    const { project, topic } = found;
    const form = readQuestionForm(request.body);
    if (!form.row) {
      return sendQuestionForm(
        app.db,
        request,
        reply,
        project,
        {
          heading: `${SURVEYS_TEXTS[viewer.lang].newQuestion} · ${topic.name}`,
          action: `${topicPath(project.id, topic.id)}/questions`,
          backHref: topicPath(project.id, topic.id),
        },
        form,
      );
    }
    await createQuestion(app.db, { project, actorId: viewer.userId }, topic.id, form.row);
    return redirectAfterChange(reply, topicPath(project.id, topic.id), viewer.lang, 'created');
  });

  const editPage = (
    projectId: number,
    question: { id: number; investigation_id: number; title: string },
  ) => ({
    heading: question.title,
    action: `/admin/projects/${projectId}/surveys/questions/${question.id}`,
    backHref: topicPath(projectId, question.investigation_id),
  });

  app.get(questionPath, async (request, reply) => {
    const found = await questionOf(request, reply);
    if (!found) return reply;
    const { project, question } = found;
    return sendQuestionForm(app.db, request, reply, project, editPage(project.id, question), {
      values: {
        title: question.title,
        dataType: question.data_type,
        unit: question.unit ?? '',
        multiple: question.multiple,
        options: question.options.join('\n'),
        required: question.required,
      },
      problems: {},
    });
  });

  app.post(questionPath, async (request, reply) => {
    const found = await questionOf(request, reply);
    if (!found) return reply;
    const viewer = request.adminViewer!;
    const { project, question } = found;
    const form = readQuestionForm(request.body);
    // Answers were given for the old type; under another they would no longer read right.
    if (form.row && form.row.data_type !== question.data_type) {
      if ((await answerCount(app.db, question.id)) > 0) form.problems.dataType = 'typeHasAnswers';
    }
    if (!form.row || form.problems.dataType) {
      return sendQuestionForm(
        app.db,
        request,
        reply,
        project,
        editPage(project.id, question),
        form,
      );
    }
    await updateQuestion(app.db, { project, actorId: viewer.userId }, question.id, form.row);
    return redirectAfterChange(
      reply,
      topicPath(project.id, question.investigation_id),
      viewer.lang,
      'saved',
    );
  });

  app.post(`${questionPath}/move`, async (request, reply) => {
    const found = await questionOf(request, reply);
    if (!found) return reply;
    const viewer = request.adminViewer!;
    const direction = (request.body as Record<string, unknown> | null)?.direction;
    if (direction !== 'up' && direction !== 'down') {
      return sendAdminMessage(request, reply, 400, DIRECTION_TEXTS[viewer.lang]);
    }
    const { project, question } = found;
    await moveQuestion(app.db, { project, actorId: viewer.userId }, question, direction);
    return redirectAfterChange(
      reply,
      topicPath(project.id, question.investigation_id),
      viewer.lang,
      'moved',
    );
  });

  app.get(`${questionPath}/delete`, async (request, reply) => {
    const found = await questionOf(request, reply);
    if (!found) return reply;
    const lang = request.adminViewer!.lang;
    const texts = SURVEYS_TEXTS[lang];
    const { project, question } = found;
    return sendAdminPage(
      request,
      reply,
      'confirm-delete.eta',
      { title: texts.deleteQuestionTitle(question.title), section: 'surveys' },
      {
        projectNav: projectNav(project.id, 'surveys', lang),
        text: texts.deleteQuestionText(await answerCount(app.db, question.id)),
        confirmLabel: texts.deleteConfirm,
        action: `/admin/projects/${project.id}/surveys/questions/${question.id}/delete?lang=${lang}`,
        backHref: `${topicPath(project.id, question.investigation_id)}?lang=${lang}`,
      },
    );
  });

  app.post(`${questionPath}/delete`, async (request, reply) => {
    const found = await questionOf(request, reply);
    if (!found) return reply;
    const viewer = request.adminViewer!;
    const { project, question } = found;
    await deleteQuestion(app.db, { project, actorId: viewer.userId }, question.id);
    return redirectAfterChange(
      reply,
      topicPath(project.id, question.investigation_id),
      viewer.lang,
      'deleted',
    );
  });
};
