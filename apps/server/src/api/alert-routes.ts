import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParam } from '@highwater/core/api/common';
import { AlertList, AlertSetting, AlertSettingBody } from '@highwater/core/api/alerts';
import { currentUser } from '@/plugins/auth-context.ts';
import { setAlertMode } from '@/services/alert-subscription-service.ts';
import { listAlerts, readAlert } from '@/services/alert-list-service.ts';
import { errorResponses } from './error-responses.ts';

export const alertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];

  app.put(
    '/saved-searches/:id/alert',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['saved searches', 'alerts'],
        security,
        summary: 'Set the alert of one of your saved searches',
        description:
          'instant: an e-mail and an in-app alert for each sighting that starts to match; ' +
          'hourly or daily: in-app alerts at once and one e-mail digest per period; off: none. ' +
          'A sighting starts to match when it is created matching the search, or when a status ' +
          'change or a severity level (a correction or the model’s) makes it match; time filters ' +
          'and rolling windows are read at the moment of the change. Someone else’s search is 404.',
        params: IdParam,
        body: AlertSettingBody,
        response: { 200: AlertSetting, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      setAlertMode(app.db, currentUser(request).id, request.params.id, request.body.mode),
  );

  app.get(
    '/alerts',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['alerts'],
        security,
        summary: 'Your in-app alerts, newest first',
        description:
          'The newest 50 alerts, each with its read state, and how many are unread. Only alerts ' +
          'of posts you may see now are listed and counted. Mark one read with ' +
          'POST /alerts/{id}/read.',
        response: { 200: AlertList, ...errorResponses(401) },
      },
    },
    async (request) => listAlerts(app.db, currentUser(request).id),
  );

  app.post(
    '/alerts/:id/read',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['alerts'],
        security,
        summary: 'Mark one of your alerts read',
        description: 'Reading an alert twice is fine. Someone else’s alert is 404.',
        params: IdParam,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await readAlert(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
