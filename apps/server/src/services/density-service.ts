import type { PostsDensity, PostsDensityQuery } from '@highwater/core/api/density';
import {
  cellCenter,
  densityCells,
  parseDensityBbox,
  rangeBounds,
} from '@highwater/core/density-grid';
import type { Db } from '@/db/database.ts';
import { badRequest } from '@/plugins/http-errors.ts';
import {
  cellsAnswerDensity,
  DENSITY_CELL_LEVEL,
  kindsAnswerDensity,
} from '@/domain/density-cells.ts';
import { densityCounts, storedCellCounts } from '@/repositories/density-repository.ts';
import { scopeFilter, type ProjectScope } from '@/services/post-scope.ts';

/**
 * The matching posts of a view counted per square cell of a grid fitting the zoom, with the same
 * access and filter rules as the points (members only, rolling window, every filter).
 */
export async function postDensity(
  db: Db,
  project: ProjectScope,
  query: PostsDensityQuery,
): Promise<PostsDensity> {
  const { bbox: bboxText, zoom, ...filterQuery } = query;
  const scope = await scopeFilter(db, project, filterQuery);
  const bbox = parseDensityBbox(bboxText);
  if (!bbox.ok) throw badRequest(bbox.reason);
  const range = densityCells(bbox.value, zoom);
  const bounds = rangeBounds(range);
  // A whole project at a region's zoom sums its stored cells instead of reading every post; one
  // filtered only by status or severity sums those of its statuses and levels.
  const kinds = kindsAnswerDensity(scope.filter, range.level, scope.defaultStatusId);
  const counts =
    kinds || cellsAnswerDensity(scope.filter, range.level)
      ? await storedCellCounts(db, project.project.id, range, DENSITY_CELL_LEVEL, kinds)
      : await densityCounts(db, scope.matching, range, bounds);
  return {
    level: range.level,
    bbox: [bounds.west, bounds.south, bounds.east, bounds.north],
    total: counts.reduce((sum, cell) => sum + cell.count, 0),
    bins: counts.map(({ x, y, count }) => {
      const [lng, lat] = cellCenter(range.level, x, y);
      return { x, y, lng, lat, count };
    }),
  };
}
