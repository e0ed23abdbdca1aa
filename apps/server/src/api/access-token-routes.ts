import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ACCESS_TOKENS_PER_USER,
  AccessTokenList,
  CreateAccessTokenBody,
  CreatedAccessToken,
} from '@highwater/core/api/access-tokens';
import { IdParam } from '@highwater/core/api/common';
import { signedInUser } from '@/plugins/auth-context.ts';
import {
  createAccessToken,
  listOwnAccessTokens,
  revokeOwnAccessToken,
} from '@/services/personal-access-token-service.ts';
import { errorResponses } from './error-responses.ts';

const USE_DOC =
  'A personal access token reads as its user, on GET and HEAD calls only (any other method is ' +
  '403): send it as `Authorization: Bearer <token>`, or as the password of HTTP Basic with any ' +
  'user name (GDAL, QGIS). Expired and revoked tokens are 401. These calls themselves need the ' +
  'sign-in: a token never lists or makes others (403).';

/** The signed-in user's personal access tokens, for desktop GIS that cannot run the sign-in. */
export const accessTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['user'], security: [{ bearer: [] }] };

  app.get(
    '/users/me/access-tokens',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'The signed-in user’s personal access tokens',
        description: `Newest first; expired ones stay listed until revoked. Never the secret. ${USE_DOC}`,
        response: { 200: AccessTokenList, ...errorResponses(401, 403) },
      },
    },
    async (request) => listOwnAccessTokens(app.db, signedInUser(request).id),
  );

  app.post(
    '/users/me/access-tokens',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Create a personal access token',
        description:
          `The answer holds the token's secret, this once; only its hash is kept. A name of 1 ` +
          `to 100 characters; expires_in_days is 7, 30, 90 or 365. At most ` +
          `${ACCESS_TOKENS_PER_USER} live tokens per user (409 above that). ${USE_DOC}`,
        body: CreateAccessTokenBody,
        response: { 201: CreatedAccessToken, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await createAccessToken(app.db, signedInUser(request).id, request.body);
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/users/me/access-tokens/:id',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Revoke a personal access token',
        description: 'It is refused from the next call on. Someone else’s token is 404.',
        params: IdParam,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeOwnAccessToken(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
