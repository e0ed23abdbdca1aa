import type { PostFilter } from '@/domain/post-filter.ts';

/**
 * How the summaries by kind (`post_density_kinds`, `post_hour_kinds`) store a post without a
 * status, and one without a severity level: keys cannot hold null.
 */
export const NO_STATUS = 0;
export const NO_SEVERITY = -1;

/** The stored statuses and levels to sum; null takes every one. */
export interface StoredKinds {
  statusIds: number[] | null;
  severityLevels: number[] | null;
}

/**
 * The stored kinds a filter of status and severity chooses, matching as the filter's SQL does:
 * posts without a status count as the project's default status, and a null level chooses posts
 * without one. Null when the filter narrows by neither.
 */
export function storedKinds(
  filter: Pick<PostFilter, 'statusIds' | 'severityLevels'>,
  defaultStatusId: number | null,
): StoredKinds | null {
  const { statusIds, severityLevels } = filter;
  if (!statusIds.length && !severityLevels.length) return null;
  const withDefault = defaultStatusId !== null && statusIds.includes(defaultStatusId);
  return {
    statusIds: statusIds.length ? [...statusIds, ...(withDefault ? [NO_STATUS] : [])] : null,
    severityLevels: severityLevels.length
      ? severityLevels.map((choice) => choice ?? NO_SEVERITY)
      : null,
  };
}
