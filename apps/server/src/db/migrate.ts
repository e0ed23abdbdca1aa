import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as initialSchema from './migrations/001-initial-schema.ts';
import * as authorizationCodeFamily from './migrations/002-authorization-code-family.ts';
import * as integrityAndExpiry from './migrations/003-integrity-and-expiry.ts';
import * as postViewHistory from './migrations/004-post-view-history.ts';
import * as postsByAuthor from './migrations/005-posts-by-author.ts';
import * as severityReviewQueue from './migrations/006-severity-review-queue.ts';
import * as unattachedUploads from './migrations/007-unattached-uploads.ts';
import * as postsPlaceAndTime from './migrations/008-posts-place-and-time.ts';
import * as postStreets from './migrations/009-post-streets.ts';
import * as liveUpdates from './migrations/011-live-updates.ts';
import * as fileTransferHttps from './migrations/012-file-transfer-https.ts';
import * as standardSignIn from './migrations/013-standard-sign-in.ts';
import * as postTimeSlots from './migrations/014-post-time-slots.ts';
import * as postDensityCells from './migrations/015-post-density-cells.ts';
import * as postDensityKinds from './migrations/016-post-density-kinds.ts';
import * as severityReviewLevels from './migrations/017-severity-review-levels.ts';
import * as rateLimitCounters from './migrations/018-rate-limit-counters.ts';
import * as administration from './migrations/019-administration.ts';
import * as accounts from './migrations/020-accounts.ts';
import * as regionsSurveys from './migrations/022-regions-surveys.ts';
import * as postIntake from './migrations/023-post-intake.ts';
import * as resumableUploads from './migrations/025-resumable-uploads.ts';
import * as clientGroupSlugHistory from './migrations/026-client-group-slug-history.ts';
import * as postHourKinds from './migrations/027-post-hour-kinds.ts';
import * as postLinksPlaceTime from './migrations/028-post-links-place-time.ts';
import * as alerts from './migrations/029-alerts.ts';
import * as personalAccessTokens from './migrations/030-personal-access-tokens.ts';

/** Migrations in order; the key is the stored name, so never rename one that has shipped. */
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-authorization-code-family': authorizationCodeFamily,
  '003-integrity-and-expiry': integrityAndExpiry,
  '004-post-view-history': postViewHistory,
  '005-posts-by-author': postsByAuthor,
  '006-severity-review-queue': severityReviewQueue,
  '007-unattached-uploads': unattachedUploads,
  '008-posts-place-and-time': postsPlaceAndTime,
  '009-post-streets': postStreets,
  '011-live-updates': liveUpdates,
  '012-file-transfer-https': fileTransferHttps,
  '013-standard-sign-in': standardSignIn,
  '014-post-time-slots': postTimeSlots,
  '015-post-density-cells': postDensityCells,
  '016-post-density-kinds': postDensityKinds,
  '017-severity-review-levels': severityReviewLevels,
  '018-rate-limit-counters': rateLimitCounters,
  '019-administration': administration,
  '020-accounts': accounts,
  '022-regions-surveys': regionsSurveys,
  '023-post-intake': postIntake,
  '025-resumable-uploads': resumableUploads,
  '026-client-group-slug-history': clientGroupSlugHistory,
  '027-post-hour-kinds': postHourKinds,
  '028-post-links-place-time': postLinksPlaceTime,
  '029-alerts': alerts,
  '030-personal-access-tokens': personalAccessTokens,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Without a schema, Kysely takes migration tables found in any schema for its own, so a second
 * database schema on the same server (tests run one per app) would skip creating them.
 */
async function migrator(db: Db): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** Names of the migrations this server knows that the database has not run yet. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await (await migrator(db)).getMigrations();
  return all.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
