import { PGlite } from '@electric-sql/pglite';

/**
 * Starting a PGlite, even from a dumped template, costs about a second of CPU; emptying one
 * costs milliseconds. So a worker keeps the PGlites its test files are done with, emptied back to
 * the template's state, and hands them to its next files.
 */
const idle: PGlite[] = [];
/** The template's tables, all empty but Kysely's record of the migrations. */
let tables: Promise<string[]> | undefined;
/** What the schema looks like in the template, to tell a PGlite whose schema a test changed. */
let shape: Promise<string> | undefined;

const KEPT = ['kysely_migration', 'kysely_migration_lock'];

/** Names of the schema's objects: a test that adds or drops one makes its PGlite unfit to reuse. */
async function shapeOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ shape: string }>(`
    SELECT md5(string_agg(name, ',' ORDER BY name)) AS shape FROM (
      SELECT 'c:' || conrelid::regclass || '.' || conname AS name FROM pg_constraint
        WHERE connamespace = 'public'::regnamespace
      UNION ALL SELECT 't:' || tgrelid::regclass || '.' || tgname FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL SELECT 'r:' || relname || ':' || relkind::text FROM pg_class
        WHERE relnamespace = 'public'::regnamespace
      UNION ALL SELECT 'f:' || proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace
      -- A schema of its own (the job queue's, say) is a change too.
      UNION ALL SELECT 'n:' || nspname FROM pg_namespace
        WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
    ) objects`);
  return rows[0]!.shape;
}

async function tablesOf(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((row) => row.name).filter((name) => !KEPT.includes(name));
}

/** A PGlite in the template's state, in UTC: one a file is done with, or a new one. */
export async function takePglite(template: Blob | undefined): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) return reused;
  const pglite = await PGlite.create(template ? { loadDataDir: template } : {});
  await pglite.query(`SET TIME ZONE 'UTC'`);
  tables ??= tablesOf(pglite);
  shape ??= shapeOf(pglite);
  await Promise.all([tables, shape]);
  return pglite;
}

/**
 * Empties a PGlite its file is done with and keeps it for the worker's next file, or closes it
 * when it cannot be put back as the template was: closed already, or its schema changed.
 */
export async function givePglite(pglite: PGlite): Promise<void> {
  if (pglite.closed) return;
  try {
    if ((await shapeOf(pglite)) !== (await shape)) return await pglite.close();
    // One statement per call: several in one string run as one transaction, in which
    // DISCARD ALL (ending what a session keeps: settings, prepared plans, LISTENs, temp tables)
    // is refused.
    await pglite.exec('ROLLBACK');
    await pglite.exec('DISCARD ALL');
    await pglite.exec(`SET TIME ZONE 'UTC'`);
    await pglite.exec(
      `TRUNCATE ${(await tables)!.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`,
    );
    idle.push(pglite);
  } catch {
    if (!pglite.closed) await pglite.close();
  }
}
