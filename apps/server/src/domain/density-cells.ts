import type { PostFilter } from '@/domain/post-filter.ts';
import { narrowsBeyondTime } from '@/domain/histogram-slots.ts';

/** The grid level of `post_density_cells` (migration 015). */
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
