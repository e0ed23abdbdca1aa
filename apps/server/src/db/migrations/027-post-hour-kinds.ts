import { sql, type Kysely } from 'kysely';
import {
  createPostSummaryTable,
  dropPostSummaryTable,
  type PostSummaryTable,
} from './post-summary-table.ts';

/**
 * Posts per project, status, severity level and hour of observed time (UTC, aligned on the epoch),
 * so the timeline of a whole project filtered by status or severity sums at most 24 rows a day per
 * kind instead of reading every matching post: at a million posts a status's 250,000 posts took
 * 250 ms to count even from an index alone. Hours, not the quarter hours of post_time_slots: a
 * kind holds a few posts a quarter hour, so quarter-hour rows would be nearly as many as posts;
 * every zone with whole-hour offsets starts its bars on an hour, and the others count posts.
 * Keys as in post_density_kinds (migration 016): status 0 is none, level -1 is none. Kept exact
 * by the same kind of triggers; a change of time, project, status or level moves the post.
 */
const HOUR = (row: string) =>
  `date_bin('1 hour', ${row}.observed_at, timestamptz '2000-01-01 00:00:00+00')`;
const STATUS = (row: string) => `coalesce(${row}.status_id, 0)`;
const SEVERITY = (row: string) => `coalesce(${row}.severity_level, -1)`;

const ADD = (source: string) => `
  INSERT INTO post_hour_kinds AS k (project_id, status_id, severity_level, hour, posts)
  SELECT p.project_id, ${STATUS('p')}, ${SEVERITY('p')}, ${HOUR('p')}, count(*)::int
  FROM ${source} p
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (project_id, status_id, severity_level, hour)
    DO UPDATE SET posts = k.posts + EXCLUDED.posts`;

const KEY = (row: string) => `project_id = ${row}.project_id AND status_id = ${STATUS(row)}
  AND severity_level = ${SEVERITY(row)} AND hour = ${HOUR(row)}`;

/** The bodies of the trigger functions post_hour_kinds_<name>(). */
const FUNCTIONS = {
  add: `${ADD('changed_posts')};`,
  // Deleted posts' rows always exist, so removing only updates (see migration 014).
  remove: `
    UPDATE post_hour_kinds AS k SET posts = k.posts - d.posts
    FROM (SELECT p.project_id, ${STATUS('p')} AS status_id, ${SEVERITY('p')} AS severity_level,
        ${HOUR('p')} AS hour, count(*)::int AS posts
      FROM changed_posts p GROUP BY 1, 2, 3, 4) d
    WHERE k.project_id = d.project_id AND k.status_id = d.status_id
      AND k.severity_level = d.severity_level AND k.hour = d.hour;`,
  move: `
    UPDATE post_hour_kinds SET posts = posts - 1 WHERE ${KEY('OLD')};
    INSERT INTO post_hour_kinds AS k (project_id, status_id, severity_level, hour, posts)
      VALUES (NEW.project_id, ${STATUS('NEW')}, ${SEVERITY('NEW')}, ${HOUR('NEW')}, 1)
      ON CONFLICT (project_id, status_id, severity_level, hour)
        DO UPDATE SET posts = k.posts + 1;`,
};

const CHANGED = ['observed_at', 'project_id', 'status_id', 'severity_level'];

/** The triggers posts_hour_kinds_<name> on posts. */
const TRIGGERS = {
  insert: `AFTER INSERT ON posts REFERENCING NEW TABLE AS changed_posts
    FOR EACH STATEMENT EXECUTE FUNCTION post_hour_kinds_add()`,
  delete: `AFTER DELETE ON posts REFERENCING OLD TABLE AS changed_posts
    FOR EACH STATEMENT EXECUTE FUNCTION post_hour_kinds_remove()`,
  // Also fired when deleting a status sets its posts' status to null.
  update: `AFTER UPDATE OF ${CHANGED.join(', ')} ON posts FOR EACH ROW
    WHEN (${CHANGED.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR ')})
    EXECUTE FUNCTION post_hour_kinds_move()`,
};

const HOUR_KINDS: PostSummaryTable = {
  table: 'post_hour_kinds',
  columns: `project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    status_id integer NOT NULL,
    severity_level smallint NOT NULL,
    hour timestamptz NOT NULL,
    posts integer NOT NULL,
    PRIMARY KEY (project_id, status_id, severity_level, hour)`,
  functions: FUNCTIONS,
  triggers: TRIGGERS,
  fill: ADD('posts'),
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await createPostSummaryTable(db, HOUR_KINDS);
  // A filter of severity alone reads its levels' rows without walking every status's.
  await sql`CREATE INDEX post_hour_kinds_severity_idx
    ON post_hour_kinds (project_id, severity_level, hour) INCLUDE (status_id, posts)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropPostSummaryTable(db, HOUR_KINDS);
}
