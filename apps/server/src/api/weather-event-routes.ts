import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WeatherEventList, WeatherEventListQuery } from '@highwater/core/api/weather-events';
import { currentUser } from '@/plugins/auth-context.ts';
import { projectWeatherEvents } from '@/services/weather-event-service.ts';
import { errorResponses } from './error-responses.ts';

export const weatherEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/weather-events',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['weather events'],
        security: [{ bearer: [] }],
        summary: 'Weather events of a project, newest first',
        description: 'Empty for projects with a rolling time range.',
        querystring: WeatherEventListQuery,
        response: { 200: WeatherEventList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      projectWeatherEvents(app.db, currentUser(request).id, request.query.project_id),
  );
};
