import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@highwater/core/api/common';
import { UserInfo } from '@highwater/core/api/openid';
import { signedInUser } from '@/plugins/auth-context.ts';
import { USERINFO_PATH } from './provider-metadata.ts';

const scopesOf = (scope: string | null) => new Set(scope?.split(' ') ?? []);

/** OpenID Connect userinfo: the claims the sign-in's scope allows, for its access token. */
export const userinfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // RFC 6750: a refused bearer token says so in WWW-Authenticate as well as in the body.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (reply.statusCode === 401) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
    } else if (reply.statusCode === 403) {
      reply.header('www-authenticate', 'Bearer error="insufficient_scope", scope="openid"');
    }
  });

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: USERINFO_PATH,
      preHandler: app.requireUser,
      config: { rateLimit: { max: app.config.tokenRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['identity'],
        summary: 'The signed-in person: sub, and name and e-mail as the scope allows',
        security: [{ bearer: [] }],
        response: { 200: UserInfo, 401: ErrorBody, 403: ErrorBody },
      },
      handler: async (request, reply) => {
        const { id, familyId } = signedInUser(request);
        const row = await app.db
          .selectFrom('token_families as f')
          .innerJoin('users as u', 'u.id', 'f.user_id')
          .select(['f.scope', 'u.first_name', 'u.last_name', 'u.email'])
          .where('f.id', '=', familyId)
          .executeTakeFirstOrThrow();
        const scopes = scopesOf(row.scope);
        if (!scopes.has('openid')) {
          return reply.status(403).send({
            statusCode: 403,
            error: 'Forbidden',
            message: 'The access token was not issued with the openid scope',
          });
        }
        const info: UserInfo = { sub: String(id) };
        if (scopes.has('profile')) {
          const name = `${row.first_name} ${row.last_name}`.trim();
          if (name) info.name = name;
          if (row.first_name) info.given_name = row.first_name;
          if (row.last_name) info.family_name = row.last_name;
        }
        if (scopes.has('email') && row.email) info.email = row.email;
        return info;
      },
    });
  }
};
