import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.ts';

/**
 * Rate-limit counters kept in the database, so that every instance behind a load balancer counts
 * the same requests: one row per limited route and client, for the current window only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `CREATE TABLE rate_limit_counters (
       route text NOT NULL,
       client_key text NOT NULL,
       hits integer NOT NULL,
       expires_at timestamptz NOT NULL,
       PRIMARY KEY (route, client_key)
     );
     CREATE INDEX rate_limit_counters_expiry_idx ON rate_limit_counters (expires_at);`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP TABLE IF EXISTS rate_limit_counters;`);
}
