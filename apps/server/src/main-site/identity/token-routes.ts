import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OAuthError, TokenResponse } from '@highwater/core/api/tokens';
import { errorHandler } from '@/plugins/error-handler.ts';
import { OAuthTokenError } from './oauth-error.ts';
import { RevocationBody, TokenBody } from './identity-schemas.ts';
import { grantTokens } from './token-grants.ts';
import { revokeToken } from './token-revocation.ts';

const FORM_ENCODED = 'application/x-www-form-urlencoded';

const requireForm = async (request: { headers: { 'content-type'?: string | undefined } }) => {
  if (!request.headers['content-type']?.toLowerCase().startsWith(FORM_ENCODED)) {
    throw new OAuthTokenError('invalid_request', `The body must be ${FORM_ENCODED}`);
  }
};

/**
 * POST /identity/token and POST /identity/revoke. Every answer, errors included, follows
 * RFC 6749 and is never cached. Their limit per address is high enough for an office of people
 * behind one address refreshing their tokens; codes and tokens are too long to guess.
 */
export const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.tokenRateLimitPerMinute, timeWindow: 60_000 };

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
      config: { rateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Exchanges an authorization code (with PKCE) or a refresh token for tokens',
        description:
          'Form-encoded. Codes are single-use and live 60 s; a reused code revokes the tokens ' +
          'issued for it. Refresh tokens rotate; a reused refresh token revokes its whole family. ' +
          'A family stops at REFRESH_TOKEN_TTL_SECONDS after sign-in, or when its sign-in ' +
          'session ends, however often it is refreshed. With the openid scope the code ' +
          'exchange also answers a signed id_token.',
        consumes: [FORM_ENCODED],
        body: TokenBody,
        response: { 200: TokenResponse, 400: OAuthError, 429: OAuthError },
      },
      preValidation: requireForm,
    },
    async (request) =>
      grantTokens(app.db, request.body, {
        accessTokenTtlSeconds: app.config.accessTokenTtlSeconds,
        refreshTokenTtlSeconds: app.config.refreshTokenTtlSeconds,
        issuer: app.config.publicOrigin,
      }),
  );

  app.post(
    '/identity/revoke',
    {
      config: { rateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Revokes an access or refresh token and every token of its sign-in (RFC 7009)',
        description:
          'Form-encoded: token, client_id, optional token_type_hint. Answers 200 whether or not ' +
          'the token was known.',
        consumes: [FORM_ENCODED],
        body: RevocationBody,
        response: {
          200: Type.Null({ description: 'Revoked, or nothing to revoke' }),
          400: OAuthError,
          429: OAuthError,
        },
      },
      preValidation: requireForm,
    },
    async (request, reply) => {
      const { token, client_id: clientId } = request.body;
      if (!clientId) throw new OAuthTokenError('invalid_request', 'client_id is missing');
      await revokeToken(app.db, token, clientId);
      return reply.status(200).send(null);
    },
  );
};
