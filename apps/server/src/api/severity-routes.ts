import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Post, ProjectIdParam, ProjectPostParams } from '@highwater/core/api/posts';
import {
  AiAdjustmentBody,
  SeverityReviewPage,
  SeverityReviewQuery,
} from '@highwater/core/api/severity';
import { currentUser } from '@/plugins/auth-context.ts';
import { severityReviewPage } from '@/services/severity-review-service.ts';
import { reviewPostSeverity } from '@/services/severity-service.ts';
import { errorResponses } from './error-responses.ts';
import { FILTER_DOC } from './filter-doc.ts';

export const severityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['severity'], security: [{ bearer: [] }] };

  app.post(
    '/local-projects/:id/posts/:postId/ai_adjustments',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Correct or confirm the post’s severity; the review joins its history',
        description:
          'severity_level 0 to 5, or -1 for none chosen (the comment alone joins the history ' +
          'and the level stays as it is); comment up to 1,000 characters. Sets the level and ' +
          'marks it adjusted by a human, recording who, when, from, to and the comment in the same ' +
          'transaction. Sending the level the post already has confirms it (from = to): the post ' +
          'counts as reviewed and leaves the review queue. 400 where the project does not show ' +
          'severity; a post the user cannot read is 404. Answers the updated post in full.',
        params: ProjectPostParams,
        body: AiAdjustmentBody,
        response: { 200: Post, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      reviewPostSeverity(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.params.postId,
        request.body,
      ),
  );

  app.get(
    '/local-projects/:id/posts/severity-review',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'The matching posts whose AI severity no human has reviewed, newest first',
        description:
          `${FILTER_DOC} Always newest observed first (order_cri is ignored). remaining counts ` +
          'every matching unreviewed post; pages follow next_cursor; limit is 1 to 100 (default ' +
          '20). 400 where the project does not show severity.',
        params: ProjectIdParam,
        querystring: SeverityReviewQuery,
        response: { 200: SeverityReviewPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      severityReviewPage(app.db, currentUser(request).id, request.params.id, request.query),
  );
};
