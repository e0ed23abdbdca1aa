import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

export type RecordsetType =
  'integer' | 'smallint' | 'double precision' | 'text' | 'boolean' | 'timestamptz' | 'jsonb';

/** The SQL type of each column to insert, in insert order. */
export type RecordsetColumns<Row> = { [K in keyof Row & string]: RecordsetType };

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const DEFAULT_BATCH_ROWS = 20_000;

/**
 * Inserts many rows with one statement per batch: the rows travel as a single JSON parameter
 * expanded by json_to_recordset, because PostgreSQL allows at most 65,535 bind parameters.
 */
export async function bulkInsert<Row extends object>(
  db: Kysely<Database>,
  table: keyof Database,
  columns: RecordsetColumns<Row>,
  rows: readonly Row[],
  batchRows = DEFAULT_BATCH_ROWS,
): Promise<void> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  for (const name of [table, ...names]) {
    if (!IDENTIFIER.test(name)) throw new Error(`Invalid identifier: ${name}`);
  }
  const list = sql.join(names.map((name) => sql.id(name)));
  const definitions = sql.raw(names.map((name) => `${name} ${columns[name]}`).join(', '));
  for (let start = 0; start < rows.length; start += batchRows) {
    const json = JSON.stringify(rows.slice(start, start + batchRows));
    await sql`
      INSERT INTO ${sql.table(table)} (${list})
      SELECT ${list} FROM json_to_recordset(${json}::json) AS r(${definitions})
    `.execute(db);
  }
}

/**
 * Takes `count` fresh ids from a table's identity sequence, so rows inserted in bulk can be
 * linked to each other before they are written, even while other writers use the same table.
 */
export async function reserveIds(
  db: Kysely<Database>,
  table: keyof Database,
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  if (!IDENTIFIER.test(table)) throw new Error(`Invalid identifier: ${table}`);
  const { rows } = await sql<{ id: number }>`
    SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::integer AS id
    FROM generate_series(1, ${count}::integer)
  `.execute(db);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
