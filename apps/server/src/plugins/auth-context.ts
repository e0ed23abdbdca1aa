import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ownAccessTokens } from '@/main-site/identity/access-token-check.ts';
import type { MemberProject } from '../repositories/access-repository.ts';
import { PROJECT_NOT_FOUND } from '../services/access-service.ts';
import { notFound, unauthorized } from './http-errors.ts';
import { LastMembers, readAhead } from './read-ahead.ts';

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
    /**
     * For a project's read calls (`:id`), which need a signed-in member of it: the token, the
     * membership and the project are checked in one statement, 401 as requireUser, then 404 for
     * a project outside the user's client groups. On PostgreSQL `read` starts beside the check,
     * for the member the token had on the project last time (see read-ahead.ts); its answer is the
     * call's.
     */
    readAsProjectMember: <T>(
      request: FastifyRequest,
      read: (member: ProjectMember) => Promise<T>,
    ) => Promise<T>;
  }
}

/** Who reads a project, as the access check found them. */
export interface ProjectMember {
  userId: number;
  scope: MemberProject;
}

// Enough for every token in use on a server at once; each entry is a few hundred bytes.
const LAST_MEMBERS_KEPT = 10_000;

const INVALID_TOKEN = 'Invalid or expired access token';

/** The token of `Authorization: Bearer <access token>`; 401 without one. */
function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

/**
 * Reads `Authorization: Bearer <access token>` and finds a live token in the database, on every
 * request: a revoked token or membership is refused from the next call on.
 */
export const authContext = fp(async (app) => {
  app.decorateRequest('authUser', null);
  const tokens = ownAccessTokens(app.db);
  const bearerTokenHash = (request: FastifyRequest) => tokens.keyOf(bearerToken(request));

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const tokenHash = bearerTokenHash(request);
    const user = await tokens.user(tokenHash, new Date());
    if (!user) throw unauthorized(INVALID_TOKEN);
    request.authUser = { id: user.userId, familyId: user.familyId, tokenHash };
  });

  // PGlite runs one statement at a time: a read ahead would only wait behind the check, and spend
  // the one connection on a read that a refused check throws away.
  const lastMembers =
    app.dbKind === 'postgres' ? new LastMembers<ProjectMember>(LAST_MEMBERS_KEPT) : null;

  /** The token's member of the project (remembered for the next read); 401, then 404. */
  const checkProjectMember = async (
    request: FastifyRequest,
    tokenHash: string,
    projectId: number,
  ): Promise<ProjectMember> => {
    const access = await tokens.memberProject(tokenHash, projectId, new Date());
    if (access) request.authUser = { id: access.userId, familyId: access.familyId, tokenHash };
    if (!access?.member) {
      lastMembers?.delete(tokenHash, projectId);
      throw access ? notFound(PROJECT_NOT_FOUND) : unauthorized(INVALID_TOKEN);
    }
    const member = { userId: access.userId, scope: access.member };
    lastMembers?.set(tokenHash, projectId, member);
    return member;
  };

  app.decorate(
    'readAsProjectMember',
    async <T>(request: FastifyRequest, read: (member: ProjectMember) => Promise<T>) => {
      const tokenHash = bearerTokenHash(request);
      const projectId = projectIdParam(request);
      const last = lastMembers?.get(tokenHash, projectId);
      return readAhead(() => checkProjectMember(request, tokenHash, projectId), last, read);
    },
  );
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
