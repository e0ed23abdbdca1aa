import type { Kysely } from 'kysely';
import {
  createPostSummaryTable,
  dropPostSummaryTable,
  type PostSummaryTable,
} from './post-summary-table.ts';

/**
 * Posts per project and quarter hour of observed time (UTC, aligned on the epoch), so the timeline
 * of a whole project reads at most 35,040 rows a year instead of every post. Every zone's bars
 * start on a quarter hour (offsets are whole quarter hours), so summing slots into bars gives the
 * same counts as bucketing the posts. Statement triggers keep it exact: inserts and deletes add
 * their batch in one grouped statement; the rare change of a post's time or project moves it.
 */
const SLOT = (column: string) =>
  `date_bin('15 minutes', ${column}, timestamptz '2000-01-01 00:00:00+00')`;

const ADD = (source: string) => `
  INSERT INTO post_time_slots AS s (project_id, slot, posts)
  SELECT project_id, ${SLOT('observed_at')}, count(*)::int FROM ${source}
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (project_id, slot) DO UPDATE SET posts = s.posts + EXCLUDED.posts`;

/** The bodies of the trigger functions post_time_slots_<name>(). */
const FUNCTIONS = {
  add: `${ADD('changed_posts')};`,
  // Deleted posts' slots always exist, so removing only updates: when a project's deletion
  // cascades to its posts, the project is gone and a row inserted for it would break the key.
  remove: `
    UPDATE post_time_slots AS s SET posts = s.posts - d.posts
    FROM (SELECT project_id, ${SLOT('observed_at')} AS slot, count(*)::int AS posts
      FROM changed_posts GROUP BY 1, 2) d
    WHERE s.project_id = d.project_id AND s.slot = d.slot;`,
  move: `
    UPDATE post_time_slots SET posts = posts - 1
      WHERE project_id = OLD.project_id AND slot = ${SLOT('OLD.observed_at')};
    INSERT INTO post_time_slots AS s (project_id, slot, posts)
      VALUES (NEW.project_id, ${SLOT('NEW.observed_at')}, 1)
      ON CONFLICT (project_id, slot) DO UPDATE SET posts = s.posts + 1;`,
};

/** The triggers posts_time_slots_<name> on posts. */
const TRIGGERS = {
  insert: `AFTER INSERT ON posts REFERENCING NEW TABLE AS changed_posts
    FOR EACH STATEMENT EXECUTE FUNCTION post_time_slots_add()`,
  delete: `AFTER DELETE ON posts REFERENCING OLD TABLE AS changed_posts
    FOR EACH STATEMENT EXECUTE FUNCTION post_time_slots_remove()`,
  // Transition tables cannot go with a column list, and such updates are rare: one row at a time.
  update: `AFTER UPDATE OF observed_at, project_id ON posts FOR EACH ROW
    WHEN (OLD.observed_at IS DISTINCT FROM NEW.observed_at
      OR OLD.project_id IS DISTINCT FROM NEW.project_id)
    EXECUTE FUNCTION post_time_slots_move()`,
};

const TIME_SLOTS: PostSummaryTable = {
  table: 'post_time_slots',
  columns: `project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    slot timestamptz NOT NULL,
    posts integer NOT NULL,
    PRIMARY KEY (project_id, slot)`,
  functions: FUNCTIONS,
  triggers: TRIGGERS,
  fill: ADD('posts'),
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await createPostSummaryTable(db, TIME_SLOTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropPostSummaryTable(db, TIME_SLOTS);
}
