import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OAuthError, TokenResponse } from '@highwater/core/api/tokens';
import { errorHandler } from '@/plugins/error-handler.ts';
import { OAuthTokenError } from './oauth-error.ts';
import { TokenBody } from './identity-schemas.ts';
import { grantTokens } from './token-grants.ts';

const FORM_ENCODED = 'application/x-www-form-urlencoded';

/** POST /identity/token. Every answer, errors included, follows RFC 6749 and is never cached. */
export const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  });

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    if (error instanceof OAuthTokenError) {
      const body: OAuthError = { error: error.code, error_description: error.message };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) return errorHandler(error, request, reply);
    if (status === 429) {
      const body: OAuthError = {
        error: 'invalid_request',
        error_description: 'Too many token requests from this address; try again in a minute',
      };
      return reply.status(429).send(body);
    }
    // Malformed requests (no body, wrong types, repeated fields) are invalid_request.
    const body: OAuthError = { error: 'invalid_request', error_description: error.message };
    return reply.status(400).send(body);
  });

  app.post(
    '/identity/token',
    {
      config: {
        rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['identity'],
        summary: 'Exchanges an authorization code (with PKCE) or a refresh token for tokens',
        description:
          'Form-encoded. Codes are single-use and live 60 s; a reused code revokes the tokens ' +
          'issued for it. Refresh tokens rotate; a reused refresh token revokes its whole family.',
        consumes: [FORM_ENCODED],
        body: TokenBody,
        response: { 200: TokenResponse, 400: OAuthError, 429: OAuthError },
      },
      preValidation: async (request) => {
        if (!request.headers['content-type']?.toLowerCase().startsWith(FORM_ENCODED)) {
          throw new OAuthTokenError('invalid_request', `The body must be ${FORM_ENCODED}`);
        }
      },
    },
    async (request) =>
      grantTokens(app.db, request.body, {
        accessTokenTtlSeconds: app.config.accessTokenTtlSeconds,
        refreshTokenTtlSeconds: app.config.refreshTokenTtlSeconds,
      }),
  );
};
