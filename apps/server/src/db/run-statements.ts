import { sql, type Kysely } from 'kysely';

/** Runs a script of `;`-terminated DDL statements one by one (PGlite's extended protocol takes one). */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
