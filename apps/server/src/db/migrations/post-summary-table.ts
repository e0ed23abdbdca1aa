import { sql, type Kysely } from 'kysely';

/**
 * A table that sums posts (per project and slot, per project and map cell…), kept exact by
 * trigger functions `<table>_<name>()` and triggers `posts_<table without post_>_<name>` on posts,
 * and filled from the posts already there. Migrations 014 and 015 are two of them.
 */
export interface PostSummaryTable {
  table: string;
  columns: string;
  /** The bodies of the trigger functions, by name. */
  functions: Record<string, string>;
  /** The triggers' definitions after their names, by name. */
  triggers: Record<string, string>;
  /** The statement that adds the posts already stored. */
  fill: string;
}

const triggerName = (table: string, name: string) => `posts_${table.replace(/^post_/, '')}_${name}`;

export async function createPostSummaryTable(db: Kysely<unknown>, summary: PostSummaryTable) {
  await sql.raw(`CREATE TABLE ${summary.table} (${summary.columns})`).execute(db);
  for (const [name, body] of Object.entries(summary.functions)) {
    await sql
      .raw(
        `CREATE FUNCTION ${summary.table}_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${body} RETURN NULL; END $$`,
      )
      .execute(db);
  }
  for (const [name, definition] of Object.entries(summary.triggers)) {
    await sql.raw(`CREATE TRIGGER ${triggerName(summary.table, name)} ${definition}`).execute(db);
  }
  await sql.raw(summary.fill).execute(db);
}

export async function dropPostSummaryTable(db: Kysely<unknown>, summary: PostSummaryTable) {
  for (const name of Object.keys(summary.triggers)) {
    await sql
      .raw(`DROP TRIGGER IF EXISTS ${triggerName(summary.table, name)} ON posts`)
      .execute(db);
  }
  for (const name of Object.keys(summary.functions)) {
    await sql.raw(`DROP FUNCTION IF EXISTS ${summary.table}_${name}()`).execute(db);
  }
  await sql.raw(`DROP TABLE IF EXISTS ${summary.table}`).execute(db);
}
