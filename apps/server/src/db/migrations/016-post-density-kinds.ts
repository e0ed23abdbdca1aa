import { sql, type Kysely } from 'kysely';
import { CELL_X, CELL_Y } from './density-cell-sql.ts';
import {
  createPostSummaryTable,
  dropPostSummaryTable,
  type PostSummaryTable,
} from './post-summary-table.ts';

/**
 * Posts per project, status, severity level and level-16 cell (as post_density_cells, migration
 * 015), so the density of a whole project filtered by status or severity sums stored counts
 * instead of reading every post. A key cannot hold null: a post without a status is stored as
 * status 0 (status ids start at 1, checked below) and one without a level as level -1 (levels are
 * 0 to 5). Kept exact as post_density_cells is; a change of status or level moves the post too.
 */
const STATUS = (row: string) => `coalesce(${row}.status_id, 0)`;
const SEVERITY = (row: string) => `coalesce(${row}.severity_level, -1)`;

const ADD = (source: string) => `
  INSERT INTO post_density_kinds AS k (project_id, status_id, severity_level, x, y, posts)
  SELECT p.project_id, ${STATUS('p')}, ${SEVERITY('p')}, ${CELL_X('p')}, ${CELL_Y('p')},
    count(*)::int FROM ${source} p
  WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (project_id, status_id, severity_level, x, y)
    DO UPDATE SET posts = k.posts + EXCLUDED.posts`;

/** The row of `row`'s kind and cell. */
const KEY = (row: string) => `project_id = ${row}.project_id AND status_id = ${STATUS(row)}
  AND severity_level = ${SEVERITY(row)} AND x = ${CELL_X(row)} AND y = ${CELL_Y(row)}`;

/** The bodies of the trigger functions post_density_kinds_<name>(). */
const FUNCTIONS = {
  add: `${ADD('changed_posts')};`,
  // Deleted posts' rows always exist, so removing only updates (see migration 014).
  remove: `
    UPDATE post_density_kinds AS k SET posts = k.posts - d.posts
    FROM (SELECT p.project_id, ${STATUS('p')} AS status_id, ${SEVERITY('p')} AS severity_level,
        ${CELL_X('p')} AS x, ${CELL_Y('p')} AS y, count(*)::int AS posts
      FROM changed_posts p WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5) d
    WHERE k.project_id = d.project_id AND k.status_id = d.status_id
      AND k.severity_level = d.severity_level AND k.x = d.x AND k.y = d.y;`,
  move: `
    IF OLD.lat IS NOT NULL AND OLD.lng IS NOT NULL THEN
      UPDATE post_density_kinds SET posts = posts - 1 WHERE ${KEY('OLD')};
    END IF;
    IF NEW.lat IS NOT NULL AND NEW.lng IS NOT NULL THEN
      INSERT INTO post_density_kinds AS k (project_id, status_id, severity_level, x, y, posts)
        VALUES (NEW.project_id, ${STATUS('NEW')}, ${SEVERITY('NEW')}, ${CELL_X('NEW')},
          ${CELL_Y('NEW')}, 1)
        ON CONFLICT (project_id, status_id, severity_level, x, y)
          DO UPDATE SET posts = k.posts + 1;
    END IF;`,
};

const CHANGED = ['lat', 'lng', 'project_id', 'status_id', 'severity_level'];

/** The triggers posts_density_kinds_<name> on posts. */
const TRIGGERS = {
  insert: `AFTER INSERT ON posts REFERENCING NEW TABLE AS changed_posts
    FOR EACH STATEMENT EXECUTE FUNCTION post_density_kinds_add()`,
  delete: `AFTER DELETE ON posts REFERENCING OLD TABLE AS changed_posts
    FOR EACH STATEMENT EXECUTE FUNCTION post_density_kinds_remove()`,
  // Also fired when deleting a status sets its posts' status to null.
  update: `AFTER UPDATE OF ${CHANGED.join(', ')} ON posts FOR EACH ROW
    WHEN (${CHANGED.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR ')})
    EXECUTE FUNCTION post_density_kinds_move()`,
};

const DENSITY_KINDS: PostSummaryTable = {
  table: 'post_density_kinds',
  columns: `project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    status_id integer NOT NULL,
    severity_level smallint NOT NULL,
    x integer NOT NULL,
    y integer NOT NULL,
    posts integer NOT NULL,
    PRIMARY KEY (project_id, status_id, severity_level, x, y)`,
  functions: FUNCTIONS,
  triggers: TRIGGERS,
  fill: ADD('posts'),
};

export async function up(db: Kysely<unknown>): Promise<void> {
  // Status 0 stands for none in post_density_kinds.
  await sql`ALTER TABLE statuses ADD CONSTRAINT statuses_id_positive CHECK (id >= 1)`.execute(db);
  await createPostSummaryTable(db, DENSITY_KINDS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropPostSummaryTable(db, DENSITY_KINDS);
  await sql`ALTER TABLE statuses DROP CONSTRAINT IF EXISTS statuses_id_positive`.execute(db);
}
