import type { PostsFilterQuery } from '@highwater/core/api/posts';
import type { Status } from '@highwater/core/api/projects';
import { formatStructuredData } from '@highwater/core/filters/api-query';
import type { Filter } from '@highwater/core/filters/filter';
import { SEVERITY_LEVELS } from '@highwater/core/severity';

/** One section of the sightings list and the query that fills it. */
export type ListGroup =
  | { kind: 'all'; key: string; query: PostsFilterQuery }
  | { kind: 'status'; key: string; query: PostsFilterQuery; status: Status }
  /** level null: the posts without a severity level. */
  | { kind: 'severity'; key: string; query: PostsFilterQuery; level: number | null };

interface GroupProject {
  show_severity: boolean;
  statuses: readonly Status[];
}

/**
 * Grouping is done by the server, one query per group (with_statuses or a severity level added to
 * the applied filter), so each group pages on its own and the list scales to any number of posts.
 * Groups keep to the applied status or severity filter when there is one. Without a severity
 * filter, a last group holds the posts that have no severity level, so none goes missing.
 */
export function listGroups(
  filter: Filter,
  query: PostsFilterQuery,
  project: GroupProject,
): ListGroup[] {
  if (filter.groupBy === 'status' && project.statuses.length > 0) {
    return [...project.statuses]
      .sort((a, b) => a.order - b.order)
      .filter((status) => filter.status.length === 0 || filter.status.includes(status.id))
      .map((status) => ({
        kind: 'status',
        key: `status-${status.id}`,
        query: { ...query, with_statuses: [status.id] },
        status,
      }));
  }
  if (filter.groupBy === 'severity' && project.show_severity) {
    const unfiltered = filter.severity.length === 0;
    const levels: (number | null)[] = [...SEVERITY_LEVELS]
      .reverse()
      .map((level) => level.level)
      .filter((level) => unfiltered || filter.severity.includes(level));
    if (unfiltered) levels.push(null);
    return levels.map((level) => ({
      kind: 'severity',
      key: `severity-${level ?? 'none'}`,
      query: { ...query, structured_data: formatStructuredData([level]) },
      level,
    }));
  }
  return [{ kind: 'all', key: 'all', query }];
}
