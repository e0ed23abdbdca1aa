import type { Kysely } from 'kysely';
import { CELL_X, CELL_Y } from './density-cell-sql.ts';
import {
  createPostSummaryTable,
  dropPostSummaryTable,
  type PostSummaryTable,
} from './post-summary-table.ts';

/**
 * Posts per project and square Web-Mercator cell of grid level 16 (core/density-grid.ts: the world
 * 65,536 cells a side, about 600 m), so the density layer of a whole project at a region's zoom
 * sums a few thousand cells instead of reading every post. Kept exact as post_time_slots is
 * (migration 014): inserts and deletes add or remove their batch in one grouped statement; the
 * rare move of a post or change of its project moves it. Posts without a place are left out.
 */
const ADD = (source: string) => `
  INSERT INTO post_density_cells AS c (project_id, x, y, posts)
  SELECT p.project_id, ${CELL_X('p')}, ${CELL_Y('p')}, count(*)::int FROM ${source} p
  WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (project_id, x, y) DO UPDATE SET posts = c.posts + EXCLUDED.posts`;

/** The bodies of the trigger functions post_density_cells_<name>(). */
const FUNCTIONS = {
  add: `${ADD('changed_posts')};`,
  // Deleted posts' cells always exist, so removing only updates (see migration 014).
  remove: `
    UPDATE post_density_cells AS c SET posts = c.posts - d.posts
    FROM (SELECT p.project_id, ${CELL_X('p')} AS x, ${CELL_Y('p')} AS y, count(*)::int AS posts
      FROM changed_posts p WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL GROUP BY 1, 2, 3) d
    WHERE c.project_id = d.project_id AND c.x = d.x AND c.y = d.y;`,
  move: `
    IF OLD.lat IS NOT NULL AND OLD.lng IS NOT NULL THEN
      UPDATE post_density_cells SET posts = posts - 1
        WHERE project_id = OLD.project_id AND x = ${CELL_X('OLD')} AND y = ${CELL_Y('OLD')};
    END IF;
    IF NEW.lat IS NOT NULL AND NEW.lng IS NOT NULL THEN
      INSERT INTO post_density_cells AS c (project_id, x, y, posts)
        VALUES (NEW.project_id, ${CELL_X('NEW')}, ${CELL_Y('NEW')}, 1)
        ON CONFLICT (project_id, x, y) DO UPDATE SET posts = c.posts + 1;
    END IF;`,
};

/** The triggers posts_density_cells_<name> on posts. */
const TRIGGERS = {
  insert: `AFTER INSERT ON posts REFERENCING NEW TABLE AS changed_posts
    FOR EACH STATEMENT EXECUTE FUNCTION post_density_cells_add()`,
  delete: `AFTER DELETE ON posts REFERENCING OLD TABLE AS changed_posts
    FOR EACH STATEMENT EXECUTE FUNCTION post_density_cells_remove()`,
  update: `AFTER UPDATE OF lat, lng, project_id ON posts FOR EACH ROW
    WHEN (OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lng IS DISTINCT FROM NEW.lng
      OR OLD.project_id IS DISTINCT FROM NEW.project_id)
    EXECUTE FUNCTION post_density_cells_move()`,
};

const DENSITY_CELLS: PostSummaryTable = {
  table: 'post_density_cells',
  columns: `project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    x integer NOT NULL,
    y integer NOT NULL,
    posts integer NOT NULL,
    PRIMARY KEY (project_id, x, y)`,
  functions: FUNCTIONS,
  triggers: TRIGGERS,
  fill: ADD('posts'),
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await createPostSummaryTable(db, DENSITY_CELLS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropPostSummaryTable(db, DENSITY_CELLS);
}
