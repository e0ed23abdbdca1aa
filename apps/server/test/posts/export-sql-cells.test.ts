import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { sql, type RawBuilder } from 'kysely';
import type { PostsPage } from '@highwater/core/api/posts';
import { csvCell, startsFormula } from '@/domain/csv.ts';
import {
  bracket,
  FORMULA_START_RANGES,
  LEADING_INVISIBLE_RANGES,
  textColumnSql,
} from '@/repositories/csv-sql.ts';
import { exportPosts } from '@/services/export-service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

/** Each value through the SQL expression, in one statement. */
async function throughSql(
  values: readonly (string | null)[],
  expression: (x: RawBuilder<unknown>) => RawBuilder<unknown>,
): Promise<string[]> {
  const { rows } = await sql<{ out: string }>`
    SELECT ${expression(sql.ref('u.x'))} AS out
    FROM unnest(${values}::text[]) WITH ORDINALITY AS u(x, n) ORDER BY u.n`.execute(t.db);
  return rows.map((row) => row.out);
}

/** Every code point a database text can hold: no NUL, no lone surrogate. */
function codePoints(test: (text: string) => boolean): number[] {
  const found: number[] = [];
  for (let c = 1; c <= 0x10ffff; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    if (test(String.fromCodePoint(c))) found.push(c);
  }
  return found;
}

async function sqlCodePoints(pattern: string): Promise<number[]> {
  const { rows } = await sql<{ c: number }>`
    SELECT c FROM generate_series(1, 1114111) AS c
    WHERE c NOT BETWEEN 55296 AND 57343 AND chr(c) ~ ${`^${pattern}$`} ORDER BY c`.execute(t.db);
  return rows.map((row) => row.c);
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = parse(text);
  return rows;
}

/** One text cell on its own, quoted as COPY … FORCE_QUOTE quotes it. */
const textCellSql = (x: RawBuilder<unknown>) =>
  sql`'"' || replace(${textColumnSql(x)}, '"', '""') || '"'`;

const readBack = (line: string) => parseCsv(line)[0]?.[0] ?? '';

describe('CSV cells written by the database', () => {
  it('skip and neutralise exactly the characters the TypeScript writer does', async () => {
    expect(await sqlCodePoints(bracket(LEADING_INVISIBLE_RANGES))).toEqual(
      codePoints((ch) => /^[\s\p{Cc}\p{Cf}]$/u.test(ch)),
    );
    expect(await sqlCodePoints(bracket(FORMULA_START_RANGES))).toEqual(
      codePoints((ch) => /^[=+\-@|]/.test(ch.normalize('NFKC'))),
    );
  });

  it('neutralise a formula after control characters as the TypeScript writer does', async () => {
    const values = [
      '\u0001=1+1',
      '\u001c=HYPERLINK("http://evil.test")',
      '\u001f=1',
      '\u007f=1',
      '\u0085=1',
      '\u0001\u0085 +1',
      '\u0001plain',
    ];
    const cells = (await throughSql(values, textCellSql)).map(readBack);
    expect(cells).toEqual(values.map((value) => readBack(csvCell(value))));
    expect(cells).toEqual([...values.slice(0, -1).map((value) => `'${value}`), '\u0001plain']);
  });

  it('read back as the TypeScript cells do, for any text', async () => {
    const specials = [
      ...[...LEADING_INVISIBLE_RANGES, ...FORMULA_START_RANGES].flatMap(([a, b]) => [a, b]),
      0x22,
      0x2c,
      0x27,
      0x41,
      0x31,
    ].map((c) => String.fromCodePoint(c));
    const unit = fc.oneof(
      fc.constantFrom(...specials),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    const text = fc
      .string({ unit, maxLength: 8 })
      .map((s) => s.replace(/\0/g, ''))
      .filter((s) => !/[\uD800-\uDFFF]/u.test(s));
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 50 }), async (values) => {
        const cells = await throughSql(values, textCellSql);
        values.forEach((value, i) => {
          const cell = cells[i]!;
          expect([value, cell.startsWith(`"'`) && !value.startsWith("'")]).toEqual([
            value,
            startsFormula(value),
          ]);
          expect([value, readBack(cell)]).toEqual([value, readBack(csvCell(value))]);
        });
      }),
      { numRuns: 60 },
    );
    expect((await throughSql([null], textCellSql)).map(readBack)).toEqual(['']);
  });
});

describe('the export in commented order', () => {
  it('lists commented posts first, then the others, across batches as the list does', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/local-projects/${w.project.id}/posts?order_cri=commented_at&limit=200`,
      headers: bearer(w.aliceToken),
    });
    const ids = list.json<PostsPage>().results.map((r) => r.id);
    const file = await exportPosts(
      t.db,
      w.aliceId,
      w.project.id,
      { order_cri: 'commented_at' },
      'https://site.test',
      7,
    );
    let text = '';
    for await (const chunk of file.chunks) text += chunk;
    const rows = parseCsv(text.slice(1)).slice(1);
    expect(rows.map((r) => Number(r[0]))).toEqual(ids);
    expect(rows.every((r, i) => r[10] === `https://site.test/p/${ids[i]}`)).toBe(true);
  });
});
