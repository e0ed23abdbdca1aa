import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '@highwater/core/api/common';
import { signedInUser } from '@/plugins/auth-context.ts';
import { hashToken } from './token-hash.ts';
import { endSessions } from './identity-sessions.ts';
import { clearedSessionCookie, readSessionCookie } from './session-cookie.ts';
import { revokeFamily } from './token-store.ts';

/**
 * GET /identity/logout with the access token: revokes its family and ends the sign-in session it
 * came from, so the next silent check finds no session. The web app calls it from another path,
 * where the browser may not send the cookie; the family's session link is what ends the session.
 */
export const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/identity/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: 'Signs out: revokes the tokens of this sign-in and ends its session',
        security: [{ bearer: [] }],
        response: {
          204: Type.Null({ description: 'Signed out' }),
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { familyId } = signedInUser(request);
      const cookieValue = readSessionCookie(app.config, request.headers.cookie);
      await app.db.transaction().execute(async (trx) => {
        const family = await trx
          .selectFrom('token_families')
          .select('session_id_hash')
          .where('id', '=', familyId)
          .executeTakeFirstOrThrow();
        await revokeFamily(trx, familyId);
        const sessions = [family.session_id_hash, cookieValue && hashToken(cookieValue)];
        await endSessions(
          trx,
          sessions.filter((hash): hash is string => typeof hash === 'string' && hash !== ''),
        );
      });
      if (cookieValue !== undefined) reply.header('set-cookie', clearedSessionCookie(app.config));
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );
};
