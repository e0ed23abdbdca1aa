import { sql, type RawBuilder } from 'kysely';

/**
 * A timestamp as UTC ISO 8601 text: with milliseconds, as Date.prototype.toISOString writes it, or
 * with microseconds, as the list cursors keep it (domain/post-cursor.ts).
 */
export const isoTimeSql = (column: RawBuilder<unknown>, precision: 'ms' | 'us' = 'ms') =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', ${sql.lit(
    `YYYY-MM-DD"T"HH24:MI:SS.${precision === 'ms' ? 'MS' : 'US'}"Z"`,
  )})`;

/** JavaScript's \s in PostgreSQL's regular expressions. */
const JS_SPACE =
  '[\\t\\n\\u000b\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';

/** The location as displayLocation (domain/post-format.ts) shows it: without ', United States'. */
export const displayLocationSql = (column: RawBuilder<unknown>) =>
  sql<string | null>`regexp_replace(${column}, ${sql.lit(`,${JS_SPACE}*United States$`)}, '')`;
