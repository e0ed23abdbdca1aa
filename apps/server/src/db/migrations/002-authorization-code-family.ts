import { sql, type Kysely } from 'kysely';
import { runStatements } from '../run-statements.ts';

/**
 * Links an authorization code to the token family it was exchanged for, so a replayed code can
 * revoke exactly those tokens; indexes the session link that sign-out follows and the
 * case-insensitive e-mail lookup of sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE authorization_codes
      ADD COLUMN family_id integer REFERENCES token_families(id) ON DELETE SET NULL;
    CREATE INDEX token_families_session_idx ON token_families (session_id_hash);
    CREATE INDEX users_email_lower_idx ON users (lower(email));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_email_lower_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS token_families_session_idx`.execute(db);
  await sql`ALTER TABLE authorization_codes DROP COLUMN IF EXISTS family_id`.execute(db);
}
