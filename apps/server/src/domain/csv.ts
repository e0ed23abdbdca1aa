/** CSV writing (RFC 4180, CRLF line ends) that spreadsheet programs cannot run as formulas. */

export const UTF8_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

/** Control characters that spreadsheets act on when a cell starts with them (OWASP). */
const CONTROL_START = /^[\t\r\n]/;

/**
 * What spreadsheets skip before reading a formula: white space (no-break spaces included), control
 * characters (C0, DEL and C1, such as U+0001, U+001F or U+0085) and invisible format characters
 * (zero-width spaces and joiners, the byte order mark, bidi marks).
 */
const LEADING_INVISIBLES = /^[\s\p{Cc}\p{Cf}]+/u;

/**
 * Characters that start a formula, a command (DDE's `|`) or a sign, after the invisibles. Fullwidth
 * and small forms (＝ ＋ － ＠ ｜ ﹦ …) count as their plain ones, as some spreadsheets read them.
 */
const FORMULA_START = /^[=+\-@|]/;

/** Whether a spreadsheet could run the text as a formula or command. */
export function startsFormula(text: string): boolean {
  if (CONTROL_START.test(text)) return true;
  const first = [...text.replace(LEADING_INVISIBLES, '')][0];
  return first !== undefined && FORMULA_START.test(first.normalize('NFKC'));
}

/** The text with a leading apostrophe when it could start a formula; spreadsheets show it as text. */
export function neutralised(text: string): string {
  return startsFormula(text) ? `'${text}` : text;
}

/**
 * One cell, neutralised when text; numbers we wrote ourselves (such as a negative longitude) are
 * left alone.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = neutralised(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A file name made of safe characters only, for Content-Disposition. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return cleaned || 'export';
}
