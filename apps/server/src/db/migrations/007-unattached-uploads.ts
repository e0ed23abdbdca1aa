import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.ts';

/** Uploads attached to nothing, oldest first, as the hourly clean-up reads them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `CREATE INDEX media_unattached_idx ON media (created_at)
       WHERE post_id IS NULL AND comment_id IS NULL;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP INDEX IF EXISTS media_unattached_idx;`);
}
