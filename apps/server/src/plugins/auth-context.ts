import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ownAccessTokens } from '@/main-site/identity/access-token-check.ts';
import { hashToken } from '@/main-site/identity/token-hash.ts';
import { findMemberProjectScope } from '@/repositories/access-repository.ts';
import { authenticatePersonalToken } from '@/services/personal-access-token-auth.ts';
import type { MemberProject } from '../repositories/access-repository.ts';
import { PROJECT_NOT_FOUND } from '../services/access-service.ts';
import { forbidden, notFound, unauthorized } from './http-errors.ts';
import { LastMembers, readAhead } from './read-ahead.ts';
import { requestCredential, type Credential } from './request-credential.ts';

/** Signed in through the sign-in flow, with the access token the request carries. */
export interface SignInUser {
  kind: 'sign-in';
  id: number;
  familyId: number;
  /** The access token's stored hash: open event streams check it again while they last. */
  tokenHash: string;
}

/** A personal access token's user: read calls only (see personal-access-token-auth.ts). */
export interface PersonalTokenUser {
  kind: 'personal-token';
  id: number;
}

export type AuthUser = SignInUser | PersonalTokenUser;

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

const SIGN_IN_NEEDED = 'This call needs a sign-in: a personal access token cannot open it';

/**
 * Reads the request's token (see request-credential.ts) and finds it live in the database, on
 * every request: a revoked token or membership is refused from the next call on.
 */
export const authContext = fp(async (app) => {
  app.decorateRequest('authUser', null);
  const tokens = ownAccessTokens(app.db);
  const keyOf = (credential: Credential) =>
    credential.kind === 'personal' ? hashToken(credential.token) : tokens.keyOf(credential.token);

  /** The personal token's user; 401 when it is not live, 403 on a call that is not a read. */
  const personalTokenUser = async (
    request: FastifyRequest,
    tokenHash: string,
  ): Promise<PersonalTokenUser> => {
    const token = await authenticatePersonalToken(app.db, tokenHash, request.method);
    if (!token) throw unauthorized(INVALID_TOKEN);
    return { kind: 'personal-token', id: token.userId };
  };

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const credential = requestCredential(request.headers.authorization);
    const tokenHash = keyOf(credential);
    if (credential.kind === 'personal') {
      request.authUser = await personalTokenUser(request, tokenHash);
      return;
    }
    const user = await tokens.user(tokenHash, new Date());
    if (!user) throw unauthorized(INVALID_TOKEN);
    request.authUser = { kind: 'sign-in', id: user.userId, familyId: user.familyId, tokenHash };
  });

  // PGlite runs one statement at a time: a read ahead would only wait behind the check, and spend
  // the one connection on a read that a refused check throws away.
  const lastMembers =
    app.dbKind === 'postgres' ? new LastMembers<ProjectMember>(LAST_MEMBERS_KEPT) : null;

  /** The credential's user and their membership of the project; undefined for a dead token. */
  const memberAccess = async (
    request: FastifyRequest,
    credential: Credential,
    tokenHash: string,
    projectId: number,
  ): Promise<{ user: AuthUser; member: MemberProject | null } | undefined> => {
    if (credential.kind === 'personal') {
      const user = await personalTokenUser(request, tokenHash);
      return { user, member: await findMemberProjectScope(app.db, user.id, projectId) };
    }
    const access = await tokens.memberProject(tokenHash, projectId, new Date());
    if (!access) return undefined;
    const user: SignInUser = {
      kind: 'sign-in',
      id: access.userId,
      familyId: access.familyId,
      tokenHash,
    };
    return { user, member: access.member };
  };

  /** The token's member of the project (remembered for the next read); 401, then 404. */
  const checkProjectMember = async (
    request: FastifyRequest,
    credential: Credential,
    tokenHash: string,
    projectId: number,
  ): Promise<ProjectMember> => {
    const access = await memberAccess(request, credential, tokenHash, projectId);
    if (access) request.authUser = access.user;
    if (!access?.member) {
      lastMembers?.delete(tokenHash, projectId);
      throw access ? notFound(PROJECT_NOT_FOUND) : unauthorized(INVALID_TOKEN);
    }
    const member = { userId: access.user.id, scope: access.member };
    lastMembers?.set(tokenHash, projectId, member);
    return member;
  };

  app.decorate(
    'readAsProjectMember',
    async <T>(request: FastifyRequest, read: (member: ProjectMember) => Promise<T>) => {
      const credential = requestCredential(request.headers.authorization);
      const tokenHash = keyOf(credential);
      const projectId = projectIdParam(request);
      const last = lastMembers?.get(tokenHash, projectId);
      return readAhead(
        () => checkProjectMember(request, credential, tokenHash, projectId),
        last,
        read,
      );
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

/** The signed-in user of a call that needs the sign-in itself (its token family or stream). */
export function signedInUser(request: FastifyRequest): SignInUser {
  const user = currentUser(request);
  if (user.kind !== 'sign-in') throw forbidden(SIGN_IN_NEEDED);
  return user;
}
