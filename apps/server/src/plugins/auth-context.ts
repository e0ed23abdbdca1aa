import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../identity/token-hash.ts';
import { unauthorized } from './http-errors.ts';

export interface AuthUser {
  id: number;
  familyId: number;
  /** The access token's stored hash: open event streams check it again while they last. */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** Reads `Authorization: Bearer <access token>` and finds a live token in the database. */
export const authContext = fp(async (app) => {
  app.decorateRequest('authUser', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    const tokenHash = hashToken(match[1]);
    const row = await app.db
      .selectFrom('access_tokens as t')
      .innerJoin('token_families as f', 'f.id', 't.family_id')
      .select(['t.user_id', 't.family_id'])
      .where('t.token_hash', '=', tokenHash)
      .where('t.revoked_at', 'is', null)
      .where('f.revoked_at', 'is', null)
      .where('t.expires_at', '>', new Date())
      .executeTakeFirst();
    if (!row) throw unauthorized('Invalid or expired access token');
    request.authUser = { id: row.user_id, familyId: row.family_id, tokenHash };
  });
});

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}
