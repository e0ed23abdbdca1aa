import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.ts';

/**
 * Nearby posts in a date window ("0.5 mile around this post, ±3.5 days"): the place index gains
 * observed_at, so the window is checked in the index and only posts inside it are read from the
 * table; counts and histograms need no table read at all. It serves every use of the
 * (project_id, lat, lng) index it replaces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `CREATE INDEX posts_project_place_time_idx ON posts (project_id, lat, lng, observed_at);
    DROP INDEX IF EXISTS posts_project_lat_lng_idx;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `CREATE INDEX posts_project_lat_lng_idx ON posts (project_id, lat, lng);
    DROP INDEX IF EXISTS posts_project_place_time_idx;`,
  );
}
