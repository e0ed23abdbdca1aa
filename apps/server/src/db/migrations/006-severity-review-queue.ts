import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.ts';

/**
 * The severity review queue: posts with an AI level no human has reviewed, newest observed first.
 * Partial, so it holds only the posts still waiting and shrinks as a project is triaged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `CREATE INDEX posts_severity_review_idx ON posts (project_id, observed_at DESC, id DESC)
      WHERE severity_level IS NOT NULL AND severity_level_adjusted IS NOT TRUE;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP INDEX IF EXISTS posts_severity_review_idx;`);
}
