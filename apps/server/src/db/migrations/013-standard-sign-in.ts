import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.ts';

/**
 * What a standard OpenID Connect client needs, and the limits sign-in lacked: a hard expiry per
 * token family (30 days for families issued before, the default refresh lifetime), addresses a
 * client may be sent back to after signing out, the keys that sign ID tokens (the newest one
 * already active signs; the others stay published so that tokens they signed still verify), and
 * the failed sign-in count per account behind its growing delays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `ALTER TABLE token_families
       ADD COLUMN expires_at timestamptz NOT NULL DEFAULT (now() + interval '30 days');
     UPDATE token_families SET expires_at = created_at + interval '30 days';
     ALTER TABLE oauth_clients
       ADD COLUMN post_logout_redirect_uris jsonb NOT NULL DEFAULT '[]'::jsonb;
     CREATE TABLE signing_keys (
       kid text PRIMARY KEY,
       alg text NOT NULL,
       public_jwk jsonb NOT NULL,
       private_jwk jsonb NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       activates_at timestamptz NOT NULL
     );
     CREATE TABLE sign_in_throttles (
       account_key text PRIMARY KEY,
       failures integer NOT NULL,
       last_attempt_at timestamptz NOT NULL,
       blocked_until timestamptz
     );`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `DROP TABLE IF EXISTS sign_in_throttles, signing_keys;
     ALTER TABLE oauth_clients DROP COLUMN IF EXISTS post_logout_redirect_uris;
     ALTER TABLE token_families DROP COLUMN IF EXISTS expires_at;`,
  );
}
