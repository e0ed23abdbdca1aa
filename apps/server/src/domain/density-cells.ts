import type { PostFilter } from '@/domain/post-filter.ts';
import { narrowsBeyondTime } from '@/domain/histogram-slots.ts';

/** The grid level of `post_density_cells` and `post_density_kinds` (migrations 015 and 016). */
export const DENSITY_CELL_LEVEL = 16;

/** How `post_density_kinds` stores a post without a status, and one without a severity level. */
export const NO_STATUS = 0;
export const NO_SEVERITY = -1;

/**
 * Whether a density answer can be summed from the project's stored cells: every post of the
 * project counts (no filter, no window) and the answer's cells are no finer than the stored ones.
 */
export const cellsAnswerDensity = (filter: PostFilter, level: number): boolean =>
  level <= DENSITY_CELL_LEVEL &&
  filter.from === null &&
  filter.to === null &&
  !narrowsBeyondTime(filter);

/** The stored statuses and levels of `post_density_kinds` to sum; null takes every one. */
export interface DensityKinds {
  statusIds: number[] | null;
  severityLevels: number[] | null;
}

/**
 * The kinds whose stored counts answer the density when only status and severity narrow a whole
 * project's posts, matching as the filter's SQL does: posts without a status count as the
 * project's default status, and a null level chooses posts without one. Null when the counts
 * cannot answer (another filter, dates, a window, or cells finer than the stored ones).
 */
export function kindsAnswerDensity(
  filter: PostFilter,
  level: number,
  defaultStatusId: number | null,
): DensityKinds | null {
  const { statusIds, severityLevels } = filter;
  if (!statusIds.length && !severityLevels.length) return null;
  if (!cellsAnswerDensity({ ...filter, statusIds: [], severityLevels: [] }, level)) return null;
  const withDefault = defaultStatusId !== null && statusIds.includes(defaultStatusId);
  return {
    statusIds: statusIds.length ? [...statusIds, ...(withDefault ? [NO_STATUS] : [])] : null,
    severityLevels: severityLevels.length
      ? severityLevels.map((choice) => choice ?? NO_SEVERITY)
      : null,
  };
}
