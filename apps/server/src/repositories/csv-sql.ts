import { sql, type RawBuilder } from 'kysely';

/**
 * CSV cells written by the database, so an export costs about what PostgreSQL's own COPY costs.
 * Each builder gives the same text as the TypeScript writer in domain/csv.ts (tests compare them).
 */

type Ranges = readonly (readonly [number, number])[];

/** What `startsFormula` skips first: JavaScript's \s and \p{Cf} (Unicode 15.1). */
export const LEADING_INVISIBLE_RANGES: Ranges = [
  [0x9, 0xd],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0xad, 0xad],
  [0x600, 0x605],
  [0x61c, 0x61c],
  [0x6dd, 0x6dd],
  [0x70f, 0x70f],
  [0x890, 0x891],
  [0x8e2, 0x8e2],
  [0x1680, 0x1680],
  [0x180e, 0x180e],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x2064],
  [0x2066, 0x206f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
  [0xfff9, 0xfffb],
  [0x110bd, 0x110bd],
  [0x110cd, 0x110cd],
  [0x13430, 0x1343f],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0001, 0xe0001],
  [0xe0020, 0xe007f],
];

/** Characters whose NFKC form starts with = + - @ or |, as `startsFormula` reads them. */
export const FORMULA_START_RANGES: Ranges = [
  [0x2b, 0x2b],
  [0x2d, 0x2d],
  [0x3d, 0x3d],
  [0x40, 0x40],
  [0x7c, 0x7c],
  [0x207a, 0x207a],
  [0x207c, 0x207c],
  [0x208a, 0x208a],
  [0x208c, 0x208c],
  [0x2a75, 0x2a76],
  [0xfb29, 0xfb29],
  [0xfe62, 0xfe63],
  [0xfe66, 0xfe66],
  [0xfe6b, 0xfe6b],
  [0xff0b, 0xff0b],
  [0xff0d, 0xff0d],
  [0xff1d, 0xff1d],
  [0xff20, 0xff20],
  [0xff5c, 0xff5c],
];

/** JavaScript's \s, for the location text as displayed: a PostgreSQL literal of its characters. */
const JS_SPACES = sql.raw(
  "E'\\t\\n\\u000b\\f\\r \\u00a0\\u1680\\u2000\\u2001\\u2002\\u2003\\u2004\\u2005\\u2006\\u2007" +
    "\\u2008\\u2009\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff'",
);

const escape = (c: number) =>
  c > 0xffff ? `\\U${c.toString(16).padStart(8, '0')}` : `\\u${c.toString(16).padStart(4, '0')}`;

/** A regular-expression bracket of the ranges, in PostgreSQL's escapes. */
export const bracket = (ranges: Ranges) =>
  `[${ranges.map(([a, b]) => (a === b ? escape(a) : `${escape(a)}-${escape(b)}`)).join('')}]`;

/** Matches (empty) at the start of a cell that `startsFormula` neutralises. */
const FORMULA_START_SQL = `^(?=[\\t\\n\\r]|${bracket(LEADING_INVISIBLE_RANGES)}*${bracket(FORMULA_START_RANGES)})`;

/**
 * The text with an apostrophe in front when a spreadsheet could run it. Most text starts with a
 * letter or digit: those are let through on the first character's code alone, read from `first`
 * when that cheaper value starts with the same character.
 */
const neutralisedSql = (text: RawBuilder<unknown>, first: RawBuilder<unknown> = text) => sql<
  string | null
>`
  CASE WHEN ascii(${first}) BETWEEN 48 AND 126 AND ascii(${first}) NOT IN (61, 64, 124) THEN ${text}
    ELSE regexp_replace(${text}, ${sql.lit(FORMULA_START_SQL)}, '''') END`;

/**
 * A text cell as arguments of concat(): neutralised and always quoted (null reads back as empty,
 * as "" does). Refer to a column, not a subquery: the text is read several times.
 */
export const textCellParts = (text: RawBuilder<unknown>) =>
  sql<string>`'"', replace(${neutralisedSql(text)}, '"', '""'), '"'`;

/**
 * A text cell as a column for COPY … FORCE_QUOTE: neutralised, null as empty text, so COPY writes
 * the same quoted cell as textCellParts.
 */
export const textColumnSql = (text: RawBuilder<unknown>, first: RawBuilder<unknown> = text) =>
  sql<string>`coalesce(${neutralisedSql(text, first)}, '')`;

/** A timestamp as Date.prototype.toISOString writes it. */
export const isoTextSql = (at: RawBuilder<unknown>) =>
  sql<string>`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A coordinate as JavaScript's String(number) writes it: PostgreSQL writes the same shortest
 * digits, but in exponent form from 1e-5 down (JavaScript from 1e-7, without the exponent's 0).
 */
export const coordinateTextSql = (x: RawBuilder<unknown>) => sql<string>`
  CASE WHEN ${x} >= 1e-4 OR ${x} <= -1e-4 THEN ${x}::text
    WHEN ${x} = 0 THEN '0'
    WHEN abs(${x}) < 1e-6 THEN replace(${x}::text, 'e-0', 'e-')
    ELSE CASE WHEN ${x} < 0 THEN '-' ELSE '' END || '0.'
      || repeat('0', -split_part(abs(${x})::text, 'e', 2)::int - 1)
      || replace(split_part(abs(${x})::text, 'e', 1), '.', '') END`;

/**
 * The location as displayed (domain/post-format.ts displayLocation): "United States" at the end
 * after a comma and white space goes, worked out without a regular expression and, for the
 * usual ", United States", with one test.
 */
export const displayLocationSql = (location: RawBuilder<unknown>) => {
  const beforeCountry = sql`rtrim(left(${location}, -13), ${JS_SPACES})`;
  return sql<string | null>`
    CASE WHEN ${location} LIKE '%, United States' THEN left(${location}, -15)
      WHEN ${location} LIKE '%United States' AND right(${beforeCountry}, 1) = ','
        THEN left(${beforeCountry}, -1)
      ELSE ${location} END`;
};
