import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.ts';

/** A reporter's newest sightings, as the main site's public profile lists them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `CREATE INDEX posts_author_observed_idx ON posts (author_id, observed_at DESC, id DESC);`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP INDEX IF EXISTS posts_author_observed_idx;`);
}
