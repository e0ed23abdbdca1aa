import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.ts';

/**
 * The severity review queue's index carries each waiting post's level, so that the queue filtered
 * by level ("high levels over all time") is paged and counted from the index alone. Without it,
 * every waiting post was read from the table to check its level: at a million posts, counting the
 * waiting ones of levels 4 and 5 was planned as a scan of the whole table (about 100 ms, 6 ms
 * from the index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `DROP INDEX posts_severity_review_idx;
    CREATE INDEX posts_severity_review_idx ON posts (project_id, observed_at DESC, id DESC)
      INCLUDE (severity_level)
      WHERE severity_level IS NOT NULL AND severity_level_adjusted IS NOT TRUE;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `DROP INDEX posts_severity_review_idx;
    CREATE INDEX posts_severity_review_idx ON posts (project_id, observed_at DESC, id DESC)
      WHERE severity_level IS NOT NULL AND severity_level_adjusted IS NOT TRUE;`,
  );
}
