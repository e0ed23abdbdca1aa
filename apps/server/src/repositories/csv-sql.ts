import { sql, type RawBuilder } from 'kysely';

/**
 * Text cells neutralised by the database, so that COPY writes the export's text cells itself. The
 * ranges skip and neutralise the same characters as the TypeScript writer in domain/csv.ts (tests
 * compare them).
 */

type Ranges = readonly (readonly [number, number])[];

/**
 * What `startsFormula` skips first: JavaScript's \s, \p{Cc} and \p{Cf} (Unicode 15.1). NUL is
 * left out: a database text cannot hold it.
 */
export const LEADING_INVISIBLE_RANGES: Ranges = [
  [0x1, 0x20],
  [0x7f, 0xa0],
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

const escape = (c: number) =>
  c > 0xffff ? `\\U${c.toString(16).padStart(8, '0')}` : `\\u${c.toString(16).padStart(4, '0')}`;

/** A regular-expression bracket of the ranges, in PostgreSQL's escapes. */
export const bracket = (ranges: Ranges) =>
  `[${ranges.map(([a, b]) => (a === b ? escape(a) : `${escape(a)}-${escape(b)}`)).join('')}]`;

/** Matches (empty) at the start of a cell that `startsFormula` neutralises. */
const FORMULA_START_SQL = `^(?=[\\t\\n\\r]|${bracket(LEADING_INVISIBLE_RANGES)}*${bracket(FORMULA_START_RANGES)})`;

/**
 * The text with an apostrophe in front when a spreadsheet could run it. Most text starts with a
 * letter or digit: those are let through on the first character's code alone.
 */
const neutralisedSql = (text: RawBuilder<unknown>) => sql<string | null>`
  CASE WHEN ascii(${text}) BETWEEN 48 AND 126 AND ascii(${text}) NOT IN (61, 64, 124) THEN ${text}
    ELSE regexp_replace(${text}, ${sql.lit(FORMULA_START_SQL)}, '''') END`;

/**
 * A text cell as a column for COPY … FORCE_QUOTE: neutralised, null as empty text, so COPY writes
 * the cell csvCell writes, or the same text quoted where csvCell needs no quotes.
 */
export const textColumnSql = (text: RawBuilder<unknown>) =>
  sql<string>`coalesce(${neutralisedSql(text)}, '')`;
