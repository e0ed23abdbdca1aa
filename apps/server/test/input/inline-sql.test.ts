import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { inlineSql } from '@/db/inline-sql.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Runs the statement with its values written in, as COPY gets them. */
async function inlined<T>(statement: ReturnType<typeof sql<T>>): Promise<T> {
  const { rows } = await sql.raw<T>(inlineSql(statement)).execute(t.db);
  return rows[0]!;
}

describe('values written into a statement as literals', () => {
  it('read back as the same text, whatever quotes, backslashes or dollars they hold', async () => {
    const text = fc.string({
      unit: fc.constantFrom("'", '\\', '$', '1', 'E', '"', '\n', 'é', '🌊'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 20 }), async (values) => {
        const parts = values.map((value, i) => sql`${value}::text AS ${sql.id(`v${i}`)}`);
        const row = await inlined<Record<string, string>>(sql`SELECT ${sql.join(parts)}`);
        expect(values.map((_, i) => row[`v${i}`])).toEqual(values);
      }),
      { numRuns: 30 },
    );
  });

  it('keep numbers, dates, booleans and null', async () => {
    const at = new Date('2025-06-01T12:34:56.789Z');
    const row = await inlined<{ n: number; d: boolean; b: boolean; z: boolean }>(
      sql`SELECT ${-74.0125}::float8 AS n, ${at}::timestamptz = '2025-06-01 12:34:56.789+00' AS d,
        ${true}::boolean AS b, ${null}::text IS NULL AS z`,
    );
    expect(row).toEqual({ n: -74.0125, d: true, b: true, z: true });
  });
});
