import type { Status } from '@highwater/core/api/projects';

/** The project's statuses in their progress order. */
export const orderedStatuses = (statuses: readonly Status[]): Status[] =>
  [...statuses].sort((a, b) => a.order - b.order);

/**
 * The id of a post's status: its own, or for a post without one the project's default status
 * (spec 001 section 3), else the first in order; undefined when the project has no statuses.
 */
export function postStatusId(statusId: number | null, statuses: readonly Status[]) {
  if (statusId !== null) return statusId;
  const ordered = orderedStatuses(statuses);
  return (ordered.find((status) => status.default) ?? ordered[0])?.id;
}
