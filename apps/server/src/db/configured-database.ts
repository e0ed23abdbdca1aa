import type { Config } from '../config.ts';
import { openDatabase, type OpenDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * The database the settings name (DATABASE_URL, or the PGlite folder DATA_DIR), migrated to the
 * latest schema: what the server and the command-line tools work on.
 */
export async function openConfiguredDatabase(config: Config): Promise<OpenDatabase> {
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
    pgliteQueue: config.pgliteQueue,
  });
  try {
    await migrateToLatest(opened.db);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}
