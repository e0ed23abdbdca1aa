import type { Db } from '@/db/database.ts';
import { notFound } from '@/plugins/http-errors.ts';
import { findMemberProjectScope, type MemberProject } from '@/repositories/access-repository.ts';
import {
  hasMembership,
  listMemberProjectIds,
  type ProjectRow,
} from '@/repositories/membership-repository.ts';

// Membership rules: a user reaches only the projects of client groups they belong to. Anything
// else answers exactly like something that does not exist, so ids of other organisations leak
// nothing.

export const PROJECT_NOT_FOUND = 'Project not found';

/**
 * The project, with its default status, when the user is a member of its client group; otherwise
 * throws a 404.
 */
export async function memberProjectScope(
  db: Db,
  userId: number,
  projectId: number,
): Promise<MemberProject> {
  const member = await findMemberProjectScope(db, userId, projectId);
  if (!member) throw notFound(PROJECT_NOT_FOUND);
  return member;
}

/** The project row when the user is a member of its client group; otherwise throws a 404. */
export async function projectForMember(
  db: Db,
  userId: number,
  projectId: number,
): Promise<ProjectRow> {
  return (await memberProjectScope(db, userId, projectId)).project;
}

export function isMember(db: Db, userId: number, clientGroupId: number): Promise<boolean> {
  return hasMembership(db, userId, clientGroupId);
}

/** Ids of every project the user can reach, ascending. */
export function memberProjectIds(db: Db, userId: number): Promise<number[]> {
  return listMemberProjectIds(db, userId);
}

export type { ProjectRow };
