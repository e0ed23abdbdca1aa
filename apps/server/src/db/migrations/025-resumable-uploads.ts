import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.ts';

/**
 * Resumable (tus) uploads: who started each one, for how many bytes, and the media row it became
 * once complete. A public reporter is known only by the hash of the report page's session token,
 * which the finished media row keeps too, so that only that session can attach it to a post.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `ALTER TABLE media ADD COLUMN upload_session_hash text;
     CREATE TABLE resumable_uploads (
       id text PRIMARY KEY,
       kind text NOT NULL CHECK (kind IN ('photo', 'video')),
       uploader_id integer REFERENCES users(id) ON DELETE CASCADE,
       session_hash text,
       client_key text NOT NULL,
       upload_length bigint NOT NULL CHECK (upload_length > 0),
       media_id integer UNIQUE REFERENCES media(id) ON DELETE CASCADE,
       created_at timestamptz NOT NULL DEFAULT now(),
       CHECK ((uploader_id IS NULL) <> (session_hash IS NULL))
     );
     CREATE INDEX resumable_uploads_in_flight_idx ON resumable_uploads (client_key, created_at)
       WHERE media_id IS NULL;
     CREATE INDEX resumable_uploads_unfinished_idx ON resumable_uploads (created_at)
       WHERE media_id IS NULL;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `DROP TABLE IF EXISTS resumable_uploads;
     ALTER TABLE media DROP COLUMN IF EXISTS upload_session_hash;`,
  );
}
