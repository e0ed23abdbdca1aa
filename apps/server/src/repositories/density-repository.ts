import { sql } from 'kysely';
import { cellBounds, type CellRange, type DensityBbox } from '@highwater/core/density-grid';
import type { Db } from '@/db/database.ts';
import type { StoredKinds } from '@/domain/stored-kinds.ts';
import { storedKindsCondition } from '@/repositories/stored-kinds-sql.ts';
import { withinBbox } from '@/repositories/post-repository.ts';
import type { PostSet } from '@/repositories/post-filter-sql.ts';

export interface CellCount {
  x: number;
  y: number;
  count: number;
}

/** The latitudes between the range's rows, south to north, as width_bucket takes them. */
function rowEdges(range: CellRange): number[] {
  const edges = [cellBounds(range.level, range.minX, range.maxY).south];
  for (let y = range.maxY; y >= range.minY; y--) {
    edges.push(cellBounds(range.level, range.minX, y).north);
  }
  return edges;
}

/**
 * Matching posts counted per grid cell (core/density-grid.ts) over a range of cells whose bounds
 * are `bounds`. Each post's row is found among the rows' edge latitudes, computed here once, so
 * the database does no trigonometry per post; columns are equal steps of longitude. A box over
 * a whole project is read from the (project_id, lat, lng, observed_at) index alone. The cells are
 * grouped after OFFSET 0: without it the planner guesses a group per distinct coordinate and
 * sorts a million rows instead of hashing a few hundred groups. JIT compiling would cost more
 * than the query.
 */
export async function densityCounts(
  db: Db,
  { from, where }: PostSet,
  range: CellRange,
  bounds: DensityBbox,
): Promise<CellCount[]> {
  const columns = range.maxX - range.minX + 1;
  const rows = range.maxY - range.minY + 1;
  const edges = `{${rowEdges(range).join(',')}}`;
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL jit = off`.execute(trx);
    const { rows: cells } = await sql<CellCount>`
      SELECT ${range.minX}::int + c.column - 1 AS x, ${range.maxY}::int + 1 - c.row AS y,
        count(*)::int AS count
      FROM (
        SELECT least(width_bucket(p.lng, ${bounds.west}::float8, ${bounds.east}::float8,
            ${columns}::int), ${columns}::int) AS column,
          greatest(1, least(width_bucket(p.lat, ${edges}::float8[]), ${rows}::int)) AS row
        FROM ${from}
        WHERE ${where} AND ${withinBbox(bounds)}
        OFFSET 0
      ) c
      GROUP BY c.column, c.row
      ORDER BY y, x`.execute(trx);
    return cells;
  });
}

/**
 * The same counts as densityCounts, summed from the project's stored cells at `storedLevel`, each
 * `2^(storedLevel - level)` a side of an answer's cell: every post (`post_density_cells`,
 * migration 015) when `kinds` is null, else the posts of its statuses and severity levels
 * (`post_density_kinds`, migration 016).
 */
export async function storedCellCounts(
  db: Db,
  projectId: number,
  range: CellRange,
  storedLevel: number,
  kinds: StoredKinds | null,
): Promise<CellCount[]> {
  const shift = storedLevel - range.level;
  const span = 2 ** shift;
  const table = kinds ? sql`post_density_kinds` : sql`post_density_cells`;
  const { rows } = await sql<CellCount>`
    SELECT c.x >> ${shift}::int AS x, c.y >> ${shift}::int AS y, sum(c.posts)::int AS count
    FROM ${table} c
    WHERE c.project_id = ${projectId} AND ${storedKindsCondition(kinds)} AND c.posts > 0
      AND c.x BETWEEN ${range.minX * span} AND ${(range.maxX + 1) * span - 1}
      AND c.y BETWEEN ${range.minY * span} AND ${(range.maxY + 1) * span - 1}
    GROUP BY 1, 2
    ORDER BY y, x`.execute(db);
  return rows;
}

/** The range of the project's stored cells that hold posts, or null when it has none. */
export async function storedCellsRange(
  db: Db,
  projectId: number,
  storedLevel: number,
): Promise<CellRange | null> {
  const { rows } = await sql<{ minX: number; maxX: number; minY: number; maxY: number }>`
    SELECT min(x) AS "minX", max(x) AS "maxX", min(y) AS "minY", max(y) AS "maxY"
    FROM post_density_cells WHERE project_id = ${projectId} AND posts > 0`.execute(db);
  const row = rows[0];
  return row && row.minX !== null ? { level: storedLevel, ...row } : null;
}
