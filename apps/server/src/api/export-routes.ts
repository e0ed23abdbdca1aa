import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ExportPostsQuery, ProjectIdParam } from '@highwater/core/api/posts';
import { currentUser } from '@/plugins/auth-context.ts';
import { exportPosts } from '@/services/export-service.ts';
import { FILTER_DOC } from './filter-doc.ts';

export const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/local-projects/:id/export-posts',
    {
      // Sent as PostgreSQL's COPY writes it, at COPY's speed; compressing would throttle that.
      compress: false,
      preHandler: app.requireUser,
      schema: {
        tags: ['posts'],
        security: [{ bearer: [] }],
        summary: 'The matching posts as a CSV or GeoJSON file named after the project slug',
        description:
          `${FILTER_DOC} format=csv (the default): UTF-8 with a byte order mark; cells that ` +
          'could run as spreadsheet formulas start with an apostrophe. format=geojson: a ' +
          'FeatureCollection (RFC 7946) of points in longitude and latitude, with the CSV ' +
          "columns as each feature's properties. 403 when the project does not allow exports.",
        params: ProjectIdParam,
        querystring: ExportPostsQuery,
      },
    },
    // No 200 schema: the answer is a file streamed as it is read.
    async (request, reply) => {
      const file = await exportPosts(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.query,
        app.config.mainSiteUrl,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.chunks);
    },
  );
};
