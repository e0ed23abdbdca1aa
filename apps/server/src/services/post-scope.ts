import type { RawBuilder } from 'kysely';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import type { Db } from '@/db/database.ts';
import { parsePostFilter, withProjectRules, type PostFilter } from '@/domain/post-filter.ts';
import { badRequest } from '@/plugins/http-errors.ts';
import { projectForMember, type ProjectRow } from '@/services/access-service.ts';
import { findDefaultStatusId } from '@/repositories/status-repository.ts';
import { weatherEventWindows } from '@/repositories/weather-event-repository.ts';
import { postFilterCondition } from '@/repositories/post-filter-sql.ts';
import { projectOwnIds } from '@/repositories/project-ids-repository.ts';

export interface ProjectScope {
  project: ProjectRow;
  defaultStatusId: number | null;
}

/** The project when the user is a member (else 404), with its default status. */
export async function memberProjectScope(
  db: Db,
  userId: number,
  projectId: number,
): Promise<ProjectScope> {
  const project = await projectForMember(db, userId, projectId);
  return { project, defaultStatusId: await findDefaultStatusId(db, projectId) };
}

export interface FilteredScope extends ProjectScope {
  filter: PostFilter;
  where: RawBuilder<boolean>;
}

/**
 * Checks the filter query (400 with the reason), applies the project's rules (rolling window,
 * hidden severity) and builds its SQL condition for the project.
 */
export async function filteredScope(
  db: Db,
  userId: number,
  projectId: number,
  query: PostsFilterQuery,
  now = new Date(),
): Promise<FilteredScope> {
  const parsed = parsePostFilter(query);
  const scope = await memberProjectScope(db, userId, projectId);
  if (!parsed.ok) throw badRequest(parsed.reason);
  // Ids that are not the project's own are dropped, as the filters panel drops them (spec 001 §5).
  const filter = withProjectRules(
    { ...parsed.value, ...(await projectOwnIds(db, projectId, parsed.value)) },
    scope.project,
    now,
  );
  const weatherWindows = filter.weatherEventIds.length
    ? await weatherEventWindows(db, projectId, filter.weatherEventIds)
    : null;
  const where = postFilterCondition(filter, {
    projectId,
    defaultStatusId: scope.defaultStatusId,
    weatherWindows,
  });
  return { ...scope, filter, where };
}
