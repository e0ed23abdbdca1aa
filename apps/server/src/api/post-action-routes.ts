import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Post, PostStatusBody, PostViewAnswer, ProjectPostParams } from '@highwater/core/api/posts';
import { currentUser } from '@/plugins/auth-context.ts';
import { changePostStatus, recordPostView } from '@/services/post-action-service.ts';
import { errorResponses } from './error-responses.ts';

export const postActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['posts'], security: [{ bearer: [] }], params: ProjectPostParams };

  app.post(
    '/local-projects/:id/posts/:postId/status',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Set the post’s status; the change is kept in its history',
        description:
          'status_id must be a status of the post’s project (400 otherwise). The change (who, ' +
          'when, from, to) joins the post’s history. Answers the updated post in full, as GET ' +
          '…/posts/{postId} does. A post the user cannot read (another project, or observed ' +
          'before a rolling-window project’s window) is 404.',
        body: PostStatusBody,
        response: { 200: Post, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      changePostStatus(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.params.postId,
        request.body.status_id,
      ),
  );

  app.post(
    '/local-projects/:id/posts/:postId/views',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Record that the signed-in user has seen the post',
        description:
          'A post the user cannot read (another project, or observed before a rolling-window ' +
          'project’s window) is 404.',
        response: { 200: PostViewAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      recordPostView(app.db, currentUser(request).id, request.params.id, request.params.postId),
  );
};
