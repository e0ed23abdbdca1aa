import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.ts';

/**
 * A renamed client group's old slugs, so that dashboard addresses made before the rename keep
 * leading to its projects, as project_slug_history does for a project's own slug.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `CREATE TABLE client_group_slug_history (
       slug text PRIMARY KEY,
       client_group_id integer NOT NULL REFERENCES client_groups(id) ON DELETE CASCADE
     );
     CREATE INDEX client_group_slug_history_group_idx ON client_group_slug_history (client_group_id);`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP TABLE IF EXISTS client_group_slug_history;`);
}
