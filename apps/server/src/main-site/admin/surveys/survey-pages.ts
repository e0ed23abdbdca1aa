import { errorView, type FieldError } from '../forms/form-input.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import type { Db } from '@/db/database.ts';
import type { AdminProject } from '../admin-access.ts';
import { sendAdminPage } from '../admin-page.ts';
import { projectNav } from '../project-nav.ts';
import { projectName } from '../regions/regions-page.ts';
import {
  DATA_TYPES,
  LIMITS,
  TOPIC_ICONS,
  type Problems,
  type QuestionValues,
  type TopicValues,
} from './survey-forms.ts';
import { listQuestions, listTopics } from './survey-store.ts';
import { SURVEYS_TEXTS, type SurveysTexts } from './surveys-texts.ts';

const NOTICES = ['created', 'saved', 'deleted', 'moved'] as const;

/** The words of `?notice=` after a change, if it names one. */
export function noticeOf(request: FastifyRequest, lang: Language): string | undefined {
  const asked = (request.query as Record<string, unknown>).notice;
  const notice = NOTICES.find((key) => key === asked);
  return notice && SURVEYS_TEXTS[lang].notices[notice];
}

/** The error summary's list and each field's message, in the form's field order. */
function errorsOf<F extends string>(texts: SurveysTexts, problems: Problems<F>, order: F[]) {
  const errors: FieldError[] = [];
  for (const field of order) {
    const problem = problems[field];
    if (problem) {
      const message = texts.problem(field as Parameters<SurveysTexts['problem']>[0], problem);
      errors.push({ field, message });
    }
  }
  return errorView(errors);
}

const iconChoices = (texts: SurveysTexts) => [
  { value: '', label: texts.noIcon },
  ...TOPIC_ICONS.map((icon) => ({ value: icon, label: texts.icons[icon] ?? icon })),
];

const base = (project: AdminProject) => `/admin/projects/${project.id}/surveys`;

/** The project's survey page: its topics and the form adding one (with its errors, if refused). */
export async function sendTopicForm(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  project: AdminProject,
  form: { values: TopicValues; problems: Problems<keyof TopicValues>; notice?: string },
) {
  const lang = request.adminViewer!.lang;
  const texts = SURVEYS_TEXTS[lang];
  const [name, topics] = await Promise.all([
    projectName(db, project.id),
    listTopics(db, project.id),
  ]);
  const errors = errorsOf(texts, form.problems, ['name', 'slug', 'icon']);
  return sendAdminPage(
    request,
    reply,
    'project-surveys.eta',
    {
      title: `${texts.title} · ${name}`,
      section: 'surveys',
      status: errors.list.length > 0 ? 400 : 200,
      notice: form.notice,
    },
    {
      s: texts,
      projectName: name,
      projectNav: projectNav(project.id, 'surveys', lang),
      topics: topics.map((topic) => ({
        ...topic,
        icon: topic.icon ? (texts.icons[topic.icon] ?? topic.icon) : '',
        questions: texts.questionCount(topic.questions),
        href: `${base(project)}/topics/${topic.id}?lang=${lang}`,
      })),
      action: `${base(project)}/topics?lang=${lang}`,
      values: form.values,
      icons: iconChoices(texts),
      limits: LIMITS,
      errors,
    },
  );
}

/** One topic: its form, its questions in order with their actions. */
export async function sendTopicPage(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  project: AdminProject,
  topic: { id: number; name: string },
  form: { values: TopicValues; problems: Problems<keyof TopicValues>; notice?: string },
) {
  const lang = request.adminViewer!.lang;
  const texts = SURVEYS_TEXTS[lang];
  const [name, questions] = await Promise.all([
    projectName(db, project.id),
    listQuestions(db, topic.id),
  ]);
  const errors = errorsOf(texts, form.problems, ['name', 'slug', 'icon']);
  const topicPath = `${base(project)}/topics/${topic.id}`;
  return sendAdminPage(
    request,
    reply,
    'survey-topic.eta',
    {
      title: `${topic.name} · ${name}`,
      section: 'surveys',
      status: errors.list.length > 0 ? 400 : 200,
      notice: form.notice,
    },
    {
      s: texts,
      projectName: name,
      topicName: topic.name,
      projectNav: projectNav(project.id, 'surveys', lang),
      action: `${topicPath}?lang=${lang}`,
      deleteHref: `${topicPath}/delete?lang=${lang}`,
      addQuestionHref: `${topicPath}/questions/new?lang=${lang}`,
      backHref: `${base(project)}?lang=${lang}`,
      values: form.values,
      icons: iconChoices(texts),
      limits: LIMITS,
      questions: questions.map((question, index) => {
        const path = `${base(project)}/questions/${question.id}`;
        return {
          id: question.id,
          title: question.title,
          type: texts.types[question.data_type],
          detail:
            question.data_type === 'SELECT' ? question.options.join(', ') : (question.unit ?? ''),
          required: question.required,
          editHref: `${path}?lang=${lang}`,
          deleteHref: `${path}/delete?lang=${lang}`,
          moveAction: `${path}/move?lang=${lang}`,
          first: index === 0,
          last: index === questions.length - 1,
        };
      }),
      errors,
    },
  );
}

/** The form adding a question to a topic or editing one. */
export async function sendQuestionForm(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  project: AdminProject,
  page: { heading: string; action: string; backHref: string },
  form: { values: QuestionValues; problems: Problems<keyof QuestionValues> },
) {
  const lang = request.adminViewer!.lang;
  const texts = SURVEYS_TEXTS[lang];
  const name = await projectName(db, project.id);
  const errors = errorsOf(texts, form.problems, [
    'title',
    'dataType',
    'unit',
    'multiple',
    'options',
    'required',
  ]);
  return sendAdminPage(
    request,
    reply,
    'survey-question.eta',
    {
      title: `${page.heading} · ${name}`,
      section: 'surveys',
      status: errors.list.length > 0 ? 400 : 200,
    },
    {
      s: texts,
      projectName: name,
      heading: page.heading,
      projectNav: projectNav(project.id, 'surveys', lang),
      action: `${page.action}?lang=${lang}`,
      backHref: `${page.backHref}?lang=${lang}`,
      values: form.values,
      types: DATA_TYPES.map((type) => ({ value: type, label: texts.types[type] })),
      limits: LIMITS,
      errors,
    },
  );
}
