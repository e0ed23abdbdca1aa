import type { PostFilter } from '@/domain/post-filter.ts';
import { narrowsBeyondTime } from '@/domain/histogram-slots.ts';
import { storedKinds, type StoredKinds } from '@/domain/stored-kinds.ts';

/** The grid level of `post_density_cells` and `post_density_kinds` (migrations 015 and 016). */
export const DENSITY_CELL_LEVEL = 16;

/**
 * Whether a density answer can be summed from the project's stored cells: every post of the
 * project counts (no filter, no window) and the answer's cells are no finer than the stored ones.
 */
export const cellsAnswerDensity = (filter: PostFilter, level: number): boolean =>
  level <= DENSITY_CELL_LEVEL &&
  filter.from === null &&
  filter.to === null &&
  !narrowsBeyondTime(filter);

/**
 * The kinds whose stored counts (`post_density_kinds`) answer the density when only status and
 * severity narrow a whole project's posts (see storedKinds). Null when the counts cannot answer
 * (another filter, dates, a window, or cells finer than the stored ones).
 */
export function kindsAnswerDensity(
  filter: PostFilter,
  level: number,
  defaultStatusId: number | null,
): StoredKinds | null {
  if (!cellsAnswerDensity({ ...filter, statusIds: [], severityLevels: [] }, level)) return null;
  return storedKinds(filter, defaultStatusId);
}
