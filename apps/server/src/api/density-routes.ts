import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PostsDensity, PostsDensityQuery } from '@highwater/core/api/density';
import { ProjectIdParam } from '@highwater/core/api/posts';
import { postDensity } from '@/services/density-service.ts';
import { errorResponses } from './error-responses.ts';
import { FILTER_DOC } from './filter-doc.ts';

export const densityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/local-projects/:id/posts/density',
    {
      schema: {
        tags: ['posts'],
        security: [{ bearer: [] }],
        summary: 'Counts of matching posts per square map cell over a view (the density layer)',
        description:
          `${FILTER_DOC} bbox ('west,south,east,north', degrees) and zoom (0 to 24) give the ` +
          'view: posts are counted in square Web-Mercator cells of 2^level a side, level ' +
          'floor(zoom) + 3 (64 to 128 pixels on a 512-pixel-tile map), coarser when the box ' +
          'would hold more than 4,096 cells. A malformed or out-of-range bbox or zoom is a 400.',
        params: ProjectIdParam,
        querystring: PostsDensityQuery,
        response: { 200: PostsDensity, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      app.readAsProjectMember(request, ({ scope }) => postDensity(app.db, scope, request.query)),
  );
};
