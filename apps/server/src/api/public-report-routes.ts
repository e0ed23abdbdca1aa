import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ErrorBody } from '@highwater/core/api/common';
import { PlaceList } from '@highwater/core/api/geo';
import { NEW_POST_MAX_MEDIA, NewPostErrorBody } from '@highwater/core/api/new-posts';
import {
  HONEYPOT_FIELD,
  PublicPlaceQuery,
  PublicReportAnswer,
  PublicReportBody,
  PublicReportParams,
} from '@highwater/core/api/public-reports';
import { UPLOAD_SESSION_HEADER } from '@highwater/core/api/uploads';
import { searchPlacesOf } from '@/services/geo-service.ts';
import { reportProject, submitPublicReport } from '@/services/public-report-service.ts';
import { errorResponses } from './error-responses.ts';
import { refuseInvalidBody } from './new-post-body-errors.ts';

/** Place searches one address may make a minute: the page searches as the resident types. */
const PLACE_SEARCHES_PER_MINUTE = 120;

const DESCRIPTION =
  'The public report page’s call, without sign-in, for a project that accepts public reports ' +
  '(404 otherwise, as for an unknown one). The body is the intake call’s (POST ' +
  '/api/v3/cx/local-projects/{id}/posts): media_ids are 1 to ' +
  `${NEW_POST_MAX_MEDIA} uploads made through /api/v2/uploads/tus with the page’s ` +
  `${UPLOAD_SESSION_HEADER} token, which this call must carry too (only that session’s uploads, ` +
  'attached to nothing yet, may be used); reporter is kept for follow-up by the project’s staff ' +
  'and never shown publicly. The post gets source public. 201 with its id and public page; 200 ' +
  'with the first post when its idempotency_key was sent before from the same session (409 from ' +
  `another). A filled \`${HONEYPOT_FIELD}\` (a field people never see) answers 202 and keeps ` +
  'nothing. 400 names each field’s problem in errors, as the intake call does. 429 with ' +
  'Retry-After past PUBLIC_REPORTS_PER_ADDRESS_PER_HOUR submissions from one address or ' +
  'PUBLIC_REPORTS_PER_PROJECT_PER_HOUR public reports of the project in the last hour.';

/** POST /api/v2/public-reports/{group}/{project} and its place search, for the report page. */
export const publicReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const limits = {
    perAddressPerHour: config.publicReportsPerAddressPerHour,
    perProjectPerHour: config.publicReportsPerProjectPerHour,
  };

  app.post(
    '/public-reports/:clientGroupSlug/:projectSlug',
    {
      attachValidation: true,
      schema: {
        tags: ['posts'],
        summary: 'A resident’s sighting from the public report page',
        description: DESCRIPTION,
        security: [{ uploadSession: [] }],
        params: PublicReportParams,
        body: PublicReportBody,
        response: {
          200: PublicReportAnswer,
          201: PublicReportAnswer,
          202: { description: 'Received (the honeypot was filled: nothing is kept)' },
          400: NewPostErrorBody,
          ...errorResponses(404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      refuseInvalidBody(request);
      const session = request.headers[UPLOAD_SESSION_HEADER.toLowerCase()];
      const result = await submitPublicReport(
        app.db,
        {
          ...request.params,
          sessionToken: typeof session === 'string' ? session : undefined,
          clientAddress: request.ip,
          body: request.body,
        },
        limits,
        app.queueSeverity,
      );
      switch (result.kind) {
        case 'taken':
          return reply.status(result.created ? 201 : 200).send(result.answer);
        case 'ignored':
          return reply.status(202).send();
        case 'limited': {
          const body: ErrorBody = {
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'Too many reports in the last hour; try again later.',
          };
          return reply
            .status(429)
            .header('retry-after', String(result.retryAfterSeconds))
            .send(body);
        }
      }
    },
  );

  app.get(
    '/public-reports/:clientGroupSlug/:projectSlug/places',
    {
      config: { rateLimit: { max: PLACE_SEARCHES_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['places and map layers'],
        summary: 'Places and streets near a project, for its public report page',
        description:
          'Without sign-in, for a project that accepts public reports (404 otherwise). Streets ' +
          'come from the project’s own sightings, cities from the offline gazetteer; the ' +
          'nearest to proximity (lng,lat), or else to the project’s map centre, come first.',
        params: PublicReportParams,
        querystring: PublicPlaceQuery,
        response: { 200: PlaceList, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { clientGroupSlug, projectSlug } = request.params;
      return searchPlacesOf(
        app.db,
        async () => {
          const project = await reportProject(app.db, clientGroupSlug, projectSlug);
          return { ids: [project.id], near: [project.center.lng, project.center.lat] };
        },
        request.query,
      );
    },
  );
};
