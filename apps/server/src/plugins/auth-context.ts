import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../identity/token-hash.ts';
import {
  findTokenMemberProject,
  findTokenUser,
  type MemberProject,
} from '../repositories/access-repository.ts';
import { PROJECT_NOT_FOUND } from '../services/access-service.ts';
import { notFound, unauthorized } from './http-errors.ts';

export interface AuthUser {
  id: number;
  familyId: number;
  /** The access token's stored hash: open event streams check it again while they last. */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** The project of the route's :id, set by requireProjectMember. */
    memberScope: MemberProject | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler for routes of a project (`:id`) that need a signed-in member of it: the token,
     * the membership and the project in one statement. 401 as requireUser, then 404 for a
     * project outside the user's client groups.
     */
    requireProjectMember: (request: FastifyRequest) => Promise<void>;
  }
}

const INVALID_TOKEN = 'Invalid or expired access token';

/** The stored hash of `Authorization: Bearer <access token>`; 401 without one. */
function bearerTokenHash(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  return hashToken(match[1]);
}

/**
 * Reads `Authorization: Bearer <access token>` and finds a live token in the database, on every
 * request: a revoked token or membership is refused from the next call on.
 */
export const authContext = fp(async (app) => {
  app.decorateRequest('authUser', null);
  app.decorateRequest('memberScope', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const tokenHash = bearerTokenHash(request);
    const user = await findTokenUser(app.db, tokenHash, new Date());
    if (!user) throw unauthorized(INVALID_TOKEN);
    request.authUser = { id: user.userId, familyId: user.familyId, tokenHash };
  });

  app.decorate('requireProjectMember', async (request: FastifyRequest) => {
    const tokenHash = bearerTokenHash(request);
    const access = await findTokenMemberProject(
      app.db,
      tokenHash,
      projectIdParam(request),
      new Date(),
    );
    if (!access) throw unauthorized(INVALID_TOKEN);
    request.authUser = { id: access.userId, familyId: access.familyId, tokenHash };
    if (!access.member) throw notFound(PROJECT_NOT_FOUND);
    request.memberScope = access.member;
  });
});

/** The route's validated `:id` (ProjectIdParam). */
function projectIdParam(request: FastifyRequest): number {
  const { id } = request.params as { id?: unknown };
  if (typeof id !== 'number') throw new Error(`${request.routeOptions.url} has no numeric :id`);
  return id;
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/** The project requireProjectMember resolved for this request. */
export function currentMemberScope(request: FastifyRequest): MemberProject {
  if (!request.memberScope) throw new Error('requireProjectMember did not run for this route');
  return request.memberScope;
}
