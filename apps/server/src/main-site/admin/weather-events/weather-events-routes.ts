import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import type { Db } from '@/db/database.ts';
import { changeProject, type ProjectChangeAudit } from '../project-change.ts';
import { AdminPageError } from '../admin-errors.ts';
import { requireProjectAdmin, type AdminProject } from '../admin-access.ts';
import { redirectAfterChange, sendAdminPage } from '../admin-page.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import type { AdminViewer } from '../admin-viewer.ts';
import { changedFields } from '../audit-diff.ts';
import { dayOf, keepDay } from '../forms/dates.ts';
import { errorView, formBody, type FieldError } from '../forms/form-input.ts';
import { pathIds, sendBadAddress } from '../admin-params.ts';
import { projectNav, projectPageHref } from '../project-nav.ts';
import {
  checkWeatherEventForm,
  readWeatherEventForm,
  type WeatherEventValues,
} from './weather-event-form.ts';
import { relinkWeatherEvent } from '@/repositories/post-weather-event-repository.ts';
import { WEATHER_EVENTS_TEXTS } from './weather-events-texts.ts';

const NOTICES = ['added', 'saved', 'removed'] as const;
const EMPTY: WeatherEventValues = { name: '', start: '', end: '', ongoing: false };

const noticeOf = (query: unknown, lang: Language) => {
  const key = (query as Record<string, unknown>).notice;
  const notice = NOTICES.find((name) => name === key);
  return notice && WEATHER_EVENTS_TEXTS[lang].notices[notice];
};

const valuesOf = (event: { name: string; start_date: Date; end_date: Date | null }) => ({
  name: event.name,
  start: dayOf(event.start_date),
  end: dayOf(event.end_date),
  ongoing: event.end_date === null,
});

/** /admin/projects/{id}/weather-events: list, add, edit and delete a project's weather events. */
export const weatherEventsRoutes: FastifyPluginAsync = async (app) => {
  const base = (projectId: number) => `/admin/projects/${projectId}/weather-events`;

  const listEvents = (projectId: number) =>
    app.db
      .selectFrom('weather_events as e')
      .select([
        'e.id',
        'e.name',
        'e.start_date',
        'e.end_date',
        (eb) =>
          eb
            .selectFrom('post_weather_events as l')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('l.weather_event_id', '=', 'e.id')
            .as('posts'),
      ])
      .where('e.project_id', '=', projectId)
      .orderBy('e.start_date', 'desc')
      .orderBy('e.id', 'desc')
      .execute();

  const projectName = async (projectId: number) => {
    const row = await app.db
      .selectFrom('projects')
      .select('name')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    return row.name ?? `#${projectId}`;
  };

  const listPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    project: AdminProject,
    values: WeatherEventValues,
    errors: FieldError[],
  ) => {
    const lang = request.adminViewer!.lang;
    const w = WEATHER_EVENTS_TEXTS[lang];
    const dateFormat = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
    const events = await listEvents(project.id);
    const name = await projectName(project.id);
    return sendAdminPage(
      request,
      reply,
      'weather-events.eta',
      {
        title: `${w.title} · ${name}`,
        section: 'user-groups',
        status: errors.length > 0 ? 400 : 200,
        notice: noticeOf(request.query, lang),
      },
      {
        w,
        heading: w.title,
        projectName: name,
        projectNav: projectNav(project.id, 'weather-events', lang),
        errorTitle: ADMIN_TEXTS[lang].errorSummary,
        errors: errorView(errors),
        values,
        action: `${base(project.id)}?lang=${lang}`,
        events: events.map((event) => ({
          name: event.name,
          start: dateFormat.format(event.start_date),
          end: event.end_date ? dateFormat.format(event.end_date) : w.ongoing,
          posts: Number(event.posts ?? 0),
          editHref: `${base(project.id)}/${event.id}?lang=${lang}`,
        })),
      },
    );
  };

  const editPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    project: AdminProject,
    event: { id: number; name: string },
    values: WeatherEventValues,
    errors: FieldError[],
  ) => {
    const lang = request.adminViewer!.lang;
    const w = WEATHER_EVENTS_TEXTS[lang];
    return sendAdminPage(
      request,
      reply,
      'weather-event.eta',
      {
        title: w.editTitle(event.name),
        section: 'user-groups',
        status: errors.length > 0 ? 400 : 200,
      },
      {
        w,
        projectNav: projectNav(project.id, 'weather-events', lang),
        errorTitle: ADMIN_TEXTS[lang].errorSummary,
        errors: errorView(errors),
        values,
        action: `${base(project.id)}/${event.id}?lang=${lang}`,
        deleteAction: `${base(project.id)}/${event.id}/delete?lang=${lang}`,
        cancelHref: projectPageHref(project.id, 'weather-events', lang),
      },
    );
  };

  /** The project and event of the path, when the viewer runs the project's group. */
  const eventOf = async (request: FastifyRequest) => {
    const path = pathIds(request.params, { projectId: 'project', eventId: 'weatherEvent' });
    if ('bad' in path) return path;
    const project = await requireProjectAdmin(app.db, request.adminViewer!, path.ids.projectId);
    const event = await app.db
      .selectFrom('weather_events')
      .select(['id', 'name', 'start_date', 'end_date'])
      .where('id', '=', path.ids.eventId)
      .where('project_id', '=', project.id)
      .executeTakeFirst();
    if (!event) throw new AdminPageError(404);
    return { project, event };
  };

  const change = (
    viewer: AdminViewer,
    project: AdminProject,
    work: (trx: Db) => Promise<ProjectChangeAudit>,
  ) => changeProject(app.db, viewer, project, 'weather_events', work);

  app.get('/admin/projects/:projectId/weather-events', async (request, reply) => {
    const viewer = request.adminViewer!;
    const path = pathIds(request.params, { projectId: 'project' });
    if ('bad' in path) return sendBadAddress(request, reply, path.bad);
    const project = await requireProjectAdmin(app.db, viewer, path.ids.projectId);
    return listPage(request, reply, project, EMPTY, []);
  });

  app.post('/admin/projects/:projectId/weather-events', async (request, reply) => {
    const viewer = request.adminViewer!;
    const path = pathIds(request.params, { projectId: 'project' });
    if ('bad' in path) return sendBadAddress(request, reply, path.bad);
    const project = await requireProjectAdmin(app.db, viewer, path.ids.projectId);
    const values = readWeatherEventForm(formBody(request.body));
    const checked = checkWeatherEventForm(values, viewer.lang);
    if (!('event' in checked)) return listPage(request, reply, project, values, checked.errors);
    await change(viewer, project, async (trx) => {
      const row = await trx
        .insertInto('weather_events')
        .values({ project_id: project.id, ...checked.event })
        .returning('id')
        .executeTakeFirstOrThrow();
      await relinkWeatherEvent(trx, row.id);
      return {
        action: 'create',
        subject: 'weather_event',
        subjectId: row.id,
        before: null,
        after: checked.event,
      };
    });
    return redirectAfterChange(reply, base(project.id), viewer.lang, 'added');
  });

  app.get('/admin/projects/:projectId/weather-events/:eventId', async (request, reply) => {
    const found = await eventOf(request);
    if ('bad' in found) return sendBadAddress(request, reply, found.bad);
    return editPage(request, reply, found.project, found.event, valuesOf(found.event), []);
  });

  app.post('/admin/projects/:projectId/weather-events/:eventId', async (request, reply) => {
    const viewer = request.adminViewer!;
    const found = await eventOf(request);
    if ('bad' in found) return sendBadAddress(request, reply, found.bad);
    const { project, event } = found;
    const values = readWeatherEventForm(formBody(request.body));
    const checked = checkWeatherEventForm(values, viewer.lang);
    if (!('event' in checked)) {
      return editPage(request, reply, project, event, values, checked.errors);
    }
    const before = { name: event.name, start_date: event.start_date, end_date: event.end_date };
    const after = {
      name: checked.event.name,
      start_date: keepDay(event.start_date, checked.event.start_date) ?? checked.event.start_date,
      end_date: keepDay(event.end_date, checked.event.end_date),
    };
    await change(viewer, project, async (trx) => {
      await trx.updateTable('weather_events').set(after).where('id', '=', event.id).execute();
      await relinkWeatherEvent(trx, event.id);
      return {
        action: 'update',
        subject: 'weather_event',
        subjectId: event.id,
        ...changedFields(before, after),
      };
    });
    return redirectAfterChange(reply, base(project.id), viewer.lang, 'saved');
  });

  app.post('/admin/projects/:projectId/weather-events/:eventId/delete', async (request, reply) => {
    const viewer = request.adminViewer!;
    const found = await eventOf(request);
    if ('bad' in found) return sendBadAddress(request, reply, found.bad);
    const { project, event } = found;
    await change(viewer, project, async (trx) => {
      // Its links to posts go with it (ON DELETE CASCADE).
      await trx.deleteFrom('weather_events').where('id', '=', event.id).execute();
      return {
        action: 'delete',
        subject: 'weather_event',
        subjectId: event.id,
        before: { name: event.name, start_date: event.start_date, end_date: event.end_date },
        after: null,
      };
    });
    return redirectAfterChange(reply, base(project.id), viewer.lang, 'removed');
  });
};
