import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.ts';

/**
 * One account per e-mail whatever its case (sign-in matches case-insensitively), one default
 * status per project, the lookups by post and by question that deletes and answers need, and the
 * expiry indexes the sign-in clean-up reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX IF EXISTS users_email_lower_idx;
    CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
    CREATE UNIQUE INDEX statuses_one_default_key ON statuses (project_id) WHERE is_default;
    CREATE INDEX post_weather_events_post_idx ON post_weather_events (post_id);
    CREATE INDEX structured_answers_question_idx ON structured_answers (question_id);
    CREATE INDEX authorization_codes_expiry_idx ON authorization_codes (expires_at);
    CREATE INDEX access_tokens_expiry_idx ON access_tokens (expires_at);
    CREATE INDEX refresh_tokens_expiry_idx ON refresh_tokens (expires_at);
    CREATE INDEX identity_sessions_expiry_idx ON identity_sessions (expires_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX IF EXISTS identity_sessions_expiry_idx;
    DROP INDEX IF EXISTS refresh_tokens_expiry_idx;
    DROP INDEX IF EXISTS access_tokens_expiry_idx;
    DROP INDEX IF EXISTS authorization_codes_expiry_idx;
    DROP INDEX IF EXISTS structured_answers_question_idx;
    DROP INDEX IF EXISTS post_weather_events_post_idx;
    DROP INDEX IF EXISTS statuses_one_default_key;
    DROP INDEX IF EXISTS users_email_lower_key;
    CREATE INDEX users_email_lower_idx ON users (lower(email));
  `,
  );
}
