import type { RawBuilder } from 'kysely';
import type { OrderCriterion, PostsFilterQuery } from '@highwater/core/api/posts';
import type { Db } from '@/db/database.ts';
import { parsePostFilter, withProjectRules, type PostFilter } from '@/domain/post-filter.ts';
import { badRequest } from '@/plugins/http-errors.ts';
import { memberProjectScope } from '@/services/access-service.ts';
import type { MemberProject } from '@/repositories/access-repository.ts';
import { weatherEventWindows } from '@/repositories/weather-event-repository.ts';
import {
  matchingPostSet,
  postFilterCondition,
  postsWhere,
  type PostSet,
} from '@/repositories/post-filter-sql.ts';
import { projectOwnIds } from '@/repositories/project-ids-repository.ts';

/** A project the user is a member of, with its default status. */
export type ProjectScope = MemberProject;

export interface FilteredScope extends ProjectScope {
  filter: PostFilter;
  /** The filter's condition over `posts p`. */
  where: RawBuilder<boolean>;
  /** The quickest way to the same posts where only their time and place are read. */
  matching: PostSet;
}

/**
 * Checks the filter query (400 with the reason) for a project the user is a member of (else 404),
 * applies the project's rules (rolling window, hidden severity) and builds its SQL condition.
 */
export async function filteredScope(
  db: Db,
  userId: number,
  projectId: number,
  query: PostsFilterQuery,
  now = new Date(),
): Promise<FilteredScope> {
  return scopeFilter(db, await memberProjectScope(db, userId, projectId), query, now);
}

/** The same for a project the request has resolved already (see readAsProjectMember). */
export async function scopeFilter(
  db: Db,
  scope: ProjectScope,
  query: PostsFilterQuery,
  now = new Date(),
): Promise<FilteredScope> {
  const parsed = parsePostFilter(query);
  if (!parsed.ok) throw badRequest(parsed.reason);
  const projectId = scope.project.id;
  // Ids that are not the project's own are dropped, as the filters panel drops them (spec 001 §5).
  const filter = withProjectRules(
    { ...parsed.value, ...(await projectOwnIds(db, projectId, parsed.value)) },
    scope.project,
    now,
  );
  const weatherWindows = filter.weatherEventIds.length
    ? await weatherEventWindows(db, projectId, filter.weatherEventIds)
    : null;
  const filterScope = { projectId, defaultStatusId: scope.defaultStatusId, weatherWindows };
  return {
    ...scope,
    filter,
    where: postFilterCondition(filter, filterScope),
    matching: matchingPostSet(filter, filterScope),
  };
}

/**
 * The posts a list page in `order` walks: the filter's matching set where it holds the order's
 * column (the observed order; links of one region or topic, since several must all be made
 * distinct before the first), else the posts themselves.
 */
export function pagePostSet(scope: FilteredScope, order: OrderCriterion): PostSet {
  return order === 'observed_at' && !scope.matching.distinct
    ? scope.matching
    : postsWhere(scope.where);
}
