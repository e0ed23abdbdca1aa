import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedPost,
  NEW_POST_CLOCK_SKEW_MS,
  NEW_POST_EARLIEST_OBSERVED_AT,
  NewPostBody,
  NewPostErrorBody,
} from '@highwater/core/api/new-posts';
import { ProjectIdParam } from '@highwater/core/api/posts';
import { createNewPost } from '@/services/new-post-service.ts';
import { errorResponses } from './error-responses.ts';
import { senderOf, senderRateKey, userOrIntakeKey } from './intake-sender.ts';
import { refuseInvalidBody } from './new-post-body-errors.ts';

const DESCRIPTION =
  'For a signed-in member of the project (the post is logged by them, source staff) or with ' +
  'the project’s intake key as `Authorization: Bearer hwk_…` (source intake_key); a project ' +
  'that does not accept public reports still takes both. media_ids are 1 to 10 uploads of ' +
  'POST /api/v2/uploads/photo|video made by the same member or with the same key, attached to ' +
  'nothing yet. observed_at is an ISO 8601 time with its offset, at most ' +
  `${NEW_POST_CLOCK_SKEW_MS / 60_000} minutes ahead of the server’s clock and not before ` +
  `${NEW_POST_EARLIEST_OBSERVED_AT}. answers name the project’s survey questions once each, ` +
  'with values of their data type (SELECT among its options, a list when multiple; TIMERANGE ' +
  '[start, end or null]); every required question needs one. reporter is kept for follow-up ' +
  'and never shown publicly. The post gets the project’s default status, the nearest stored ' +
  'street or place as its location and no severity, and reaches open dashboards as a ' +
  'post.created event. 201 with the new post; 200 with the first post when its ' +
  'idempotency_key was sent before by the same caller (409 when by another). 400 names each ' +
  'field’s problem in errors (field, code, message; NEW_POST_ERROR_TEXTS in ' +
  'packages/core has each code in English and Spanish). 401: no sign-in, or an unknown, revoked ' +
  'or expired key; 404: a project outside the caller’s reach; 429: too many posts a minute.';

/** POST …/local-projects/{id}/posts: a new sighting from a member or an intake key. */
export const newPostRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/local-projects/:id/posts',
    {
      preHandler: userOrIntakeKey(app),
      attachValidation: true,
      config: {
        rateLimit: {
          max: app.config.intakeRateLimitPerMinute,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: senderRateKey,
        },
      },
      schema: {
        tags: ['posts'],
        summary: 'Creates a sighting with its uploaded media and survey answers',
        description: DESCRIPTION,
        security: [{ bearer: [] }],
        params: ProjectIdParam,
        body: NewPostBody,
        response: {
          200: CreatedPost,
          201: CreatedPost,
          400: NewPostErrorBody,
          ...errorResponses(401, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      refuseInvalidBody(request);
      const { post, created } = await createNewPost(
        app.db,
        senderOf(request),
        request.params.id,
        request.body,
        app.queueSeverity,
      );
      return reply.status(created ? 201 : 200).send(post);
    },
  );
};
