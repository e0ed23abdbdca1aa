import { CompiledQuery } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { ProjectRow } from './membership-repository.ts';

/** A project a member reaches, with the status a post without one shows. */
export interface MemberProject {
  project: ProjectRow;
  defaultStatusId: number | null;
}

export interface TokenUser {
  userId: number;
  familyId: number;
}

export interface TokenAccess extends TokenUser {
  /** Null when the token's user is no member of the project's client group, or it has none. */
  member: MemberProject | null;
}

type ScopeColumns = { scope_default_status_id: number | null } & (
  ProjectRow | { [column in keyof ProjectRow]: null }
);

// Fixed texts, not built with the query builder: every request sends them, so none is compiled
// per call.

/** The project's columns and its default status: the one marked default, else the first listed. */
const SCOPE_COLUMNS = `p.*, (SELECT s.id FROM statuses s WHERE s.project_id = p.id
    ORDER BY s.is_default DESC, s.sort_order, s.id LIMIT 1) AS scope_default_status_id`;

const PROJECT_SCOPE = `SELECT ${SCOPE_COLUMNS} FROM projects p WHERE p.id = $1`;

const MEMBER_PROJECT = `SELECT ${SCOPE_COLUMNS}
  FROM projects p
  JOIN client_group_members m ON m.client_group_id = p.client_group_id
  WHERE m.user_id = $1 AND p.id = $2`;

// A live access token ($1): neither it nor its family revoked, not expired at $2.
const LIVE_TOKEN = `access_tokens t
  JOIN token_families f ON f.id = t.family_id`;
const LIVE_TOKEN_WHERE = `t.token_hash = $1 AND t.revoked_at IS NULL AND f.revoked_at IS NULL
    AND t.expires_at > $2`;

const TOKEN_USER = `SELECT t.user_id, t.family_id FROM ${LIVE_TOKEN} WHERE ${LIVE_TOKEN_WHERE}`;

const TOKEN_MEMBER_PROJECT = `SELECT t.user_id AS token_user_id, t.family_id AS token_family_id,
    ${SCOPE_COLUMNS}
  FROM ${LIVE_TOKEN}
  LEFT JOIN (projects p JOIN client_group_members m ON m.client_group_id = p.client_group_id)
    ON p.id = $3 AND m.user_id = t.user_id
  WHERE ${LIVE_TOKEN_WHERE}`;

function memberProject({
  scope_default_status_id,
  ...project
}: ScopeColumns): MemberProject | null {
  return project.id === null ? null : { project, defaultStatusId: scope_default_status_id };
}

/** The project with its default status, if it belongs to a client group the user is a member of. */
export async function findMemberProjectScope(
  db: Db,
  userId: number,
  projectId: number,
): Promise<MemberProject | null> {
  const { rows } = await db.executeQuery<ScopeColumns>(
    CompiledQuery.raw(MEMBER_PROJECT, [userId, projectId]),
  );
  return rows[0] ? memberProject(rows[0]) : null;
}

/** The project with its default status, whoever asks (an intake key's project). */
export async function findProjectScope(db: Db, projectId: number): Promise<MemberProject | null> {
  const { rows } = await db.executeQuery<ScopeColumns>(
    CompiledQuery.raw(PROJECT_SCOPE, [projectId]),
  );
  return rows[0] ? memberProject(rows[0]) : null;
}

/** The user of a live access token (unknown, revoked, its family revoked or expired: undefined). */
export async function findTokenUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<TokenUser | undefined> {
  const { rows } = await db.executeQuery<{ user_id: number; family_id: number }>(
    CompiledQuery.raw(TOKEN_USER, [tokenHash, now]),
  );
  const row = rows[0];
  return row && { userId: row.user_id, familyId: row.family_id };
}

/**
 * The live access token's user and, when that user is a member, the project with its default
 * status: one statement for what a project's calls check first. Undefined when the token is not
 * live (unknown, revoked, its family revoked, or expired at `now`).
 */
export async function findTokenMemberProject(
  db: Db,
  tokenHash: string,
  projectId: number,
  now: Date,
): Promise<TokenAccess | undefined> {
  const { rows } = await db.executeQuery<
    { token_user_id: number; token_family_id: number } & ScopeColumns
  >(CompiledQuery.raw(TOKEN_MEMBER_PROJECT, [tokenHash, now, projectId]));
  const row = rows[0];
  if (!row) return undefined;
  const { token_user_id, token_family_id, ...scope } = row;
  return { userId: token_user_id, familyId: token_family_id, member: memberProject(scope) };
}
