import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Post,
  PostPoints,
  PostPointsQuery,
  PostsHistogram,
  PostsHistogramQuery,
  PostsPage,
  PostsPageQuery,
  ProjectIdParam,
  ProjectPostParams,
} from '@highwater/core/api/posts';
import { currentUser } from '@/plugins/auth-context.ts';
import { listPosts, postHistogram, postPoints } from '@/services/post-service.ts';
import { getPost } from '@/services/post-detail-service.ts';
import { MAP_POINTS_LIMIT } from '@highwater/core/constants';
import { errorResponses } from './error-responses.ts';
import { FILTER_DOC } from './filter-doc.ts';

export const postRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['posts'], security: [{ bearer: [] }] };

  app.get(
    '/local-projects/:id/posts',
    {
      schema: {
        ...common,
        summary: 'A page of the posts matching the filters, newest first',
        description: `${FILTER_DOC} Pages follow next_cursor; limit is 1 to 200 (default 50).`,
        params: ProjectIdParam,
        querystring: PostsPageQuery,
        response: { 200: PostsPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      app.readAsProjectMember(request, ({ userId, scope }) =>
        listPosts(app.db, userId, scope, request.query),
      ),
  );

  app.get(
    '/local-projects/:id/posts/points',
    {
      schema: {
        ...common,
        summary: 'Every matching post as compact map points (columns), or capped when too many',
        description:
          `${FILTER_DOC} bbox keeps the posts within a box. Over ${MAP_POINTS_LIMIT} matching ` +
          'posts the answer is capped: no points, for the density call to stand for them.',
        params: ProjectIdParam,
        querystring: PostPointsQuery,
        response: { 200: PostPoints, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const json = await app.readAsProjectMember(request, ({ userId, scope }) =>
        postPoints(app.db, userId, scope, request.query),
      );
      // The database wrote the JSON; a string with a JSON content type is sent as it is.
      return reply.type('application/json; charset=utf-8').send(json as unknown as PostPoints);
    },
  );

  app.get(
    '/local-projects/:id/posts/histogram',
    {
      schema: {
        ...common,
        summary: 'Counts of matching posts per timeline bucket of observed time',
        description: `${FILTER_DOC} interval defaults to the timeline table for the range.`,
        params: ProjectIdParam,
        querystring: PostsHistogramQuery,
        response: { 200: PostsHistogram, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      app.readAsProjectMember(request, ({ scope }) => postHistogram(app.db, scope, request.query)),
  );

  app.get(
    '/local-projects/:id/posts/:postId',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'One post in full',
        description:
          'With its media (poster and download addresses), answers, comments, internal notes ' +
          '(only when the project shows them), history (status changes and severity reviews, ' +
          'oldest first) and the time zone of its place at the observed time. A post of another ' +
          'project, of a project outside the user’s groups, or observed before a rolling-window ' +
          'project’s window is 404, as for a missing post.',
        params: ProjectPostParams,
        response: { 200: Post, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getPost(app.db, currentUser(request).id, request.params.id, request.params.postId),
  );
};
