import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CommentCreateBody, CommentIdParam, CommentUpdateBody } from '@highwater/core/api/comments';
import { Comment, ProjectPostParams } from '@highwater/core/api/posts';
import { currentUser } from '@/plugins/auth-context.ts';
import { createComment, removeComment, updateComment } from '@/services/comment-service.ts';
import { errorResponses } from './error-responses.ts';

/** POST …/local-projects/{id}/posts/{postId}/comments, in the version-3 area. */
export const postCommentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/local-projects/:id/posts/:postId/comments',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['comments'],
        summary: 'Adds a comment or an internal note to the post',
        description:
          'Members of the post’s project only, and for a rolling-window project posts within its ' +
          'window (404 otherwise, as for a missing post). 400 when the ' +
          'content holds only blanks, when is_internal_note is set on a project without internal ' +
          'notes, or when a media id is not an unattached upload of the sender. Sets the post’s ' +
          'last_comment_at.',
        security: [{ bearer: [] }],
        params: ProjectPostParams,
        body: CommentCreateBody,
        response: { 200: Comment, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      createComment(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.params.postId,
        request.body,
      ),
  );
};

/** PUT and DELETE /comments/{commentId}, under the API base. */
export const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access =
    'The author only: 403 for another member of the project, 404 for anyone outside it, for a ' +
    'comment that does not exist, for one on a post before a rolling window, and for an internal ' +
    'note of a project that no longer keeps notes.';
  const common = {
    tags: ['comments'],
    security: [{ bearer: [] }],
    params: CommentIdParam,
  };

  app.put(
    '/comments/:commentId',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Changes the text of a comment',
        description: `${access} Text of blanks only is refused (400): delete the comment instead.`,
        body: CommentUpdateBody,
        response: { 200: Comment, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateComment(
        app.db,
        currentUser(request).id,
        request.params.commentId,
        request.body.textBody,
      ),
  );

  app.delete(
    '/comments/:commentId',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Deletes a comment and its media',
        description: `${access} The post’s last_comment_at becomes its newest remaining comment’s time, or null. Answers 204 with no body.`,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await removeComment(
        {
          db: app.db,
          storage: app.mediaStorage,
          onFileError: (key, error) =>
            request.log.error({ err: error, key }, 'removing a deleted comment’s media failed'),
        },
        currentUser(request).id,
        request.params.commentId,
      );
      return reply.status(204).send(null);
    },
  );
};
