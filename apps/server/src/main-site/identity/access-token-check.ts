import type { Db } from '@/db/database.ts';
import {
  findTokenMemberProject,
  findTokenUser,
  type TokenAccess,
  type TokenUser,
} from '@/repositories/access-repository.ts';
import { hashToken } from './token-hash.ts';

/**
 * All the dashboard's API knows of sign-in: which user, if any, a bearer access token stands for
 * now, and whether that user is a member of a project. An organisation's own identity provider
 * can stand in for ours by answering these three.
 */
export interface AccessTokenCheck {
  /** The key a token is known by (never the token itself): checks and open streams use it. */
  keyOf: (token: string) => string;
  user: (key: string, now: Date) => Promise<TokenUser | undefined>;
  /** The user with their membership of the project, in one look-up. */
  memberProject: (key: string, projectId: number, now: Date) => Promise<TokenAccess | undefined>;
}

/** Our own sign-in service's tokens: opaque, stored as their SHA-256, revoked by family. */
export const ownAccessTokens = (db: Db): AccessTokenCheck => ({
  keyOf: hashToken,
  user: (key, now) => findTokenUser(db, key, now),
  memberProject: (key, projectId, now) => findTokenMemberProject(db, key, projectId, now),
});
