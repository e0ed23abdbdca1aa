import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProjectPostParams } from '@highwater/core/api/posts';
import { TideAnswer } from '@highwater/core/api/tides';
import { chooseTideAdapter } from '@/adapters/tides/choose-tide-adapter.ts';
import { currentUser } from '@/plugins/auth-context.ts';
import { postTide } from '@/services/tide-service.ts';
import { errorResponses } from './error-responses.ts';

export const tideRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tides = chooseTideAdapter(app.config, (error) =>
    app.log.warn({ err: error }, 'Tides service failed; answering the offline prediction'),
  );

  app.get(
    '/local-projects/:id/posts/:postId/tide',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['posts'],
        security: [{ bearer: [] }],
        summary: 'Water levels around the post’s observed time at the nearest tide station',
        description:
          'Levels every 6 minutes for ±12 h around the observed time at the nearest water-level ' +
          'station within 160 km, in metres above MLLW (STND where the station has no MLLW), ' +
          'with closestIndex, the previous and next high tide, and the credit for the station’s data. ' +
          'No station in reach answers 200 with { "error": "NO_STATION_FOUND" }, so the panel ' +
          'shows a short message rather than an error. A post the user cannot read is 404.',
        params: ProjectPostParams,
        response: { 200: TideAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      postTide(app.db, tides, currentUser(request).id, request.params.id, request.params.postId),
  );
};
