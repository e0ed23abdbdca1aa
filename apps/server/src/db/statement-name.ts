import { createHash } from 'node:crypto';

/**
 * A short name for a failed SQL statement, for the log: its verb, its first table and a hash of
 * its text with numbers blanked ("select posts #1c9e04b2"). The text holds $n placeholders and
 * numbers we checked, never parameter values, but only the name is logged.
 */
function statementName(sqlText: string): string {
  const text = sqlText.replace(/\s+/g, ' ').trim();
  const verb = /^(?:with\b.*?\)\s*)?(select|insert|update|delete|create|alter|drop)\b/i.exec(text);
  const table = /\b(?:from|into|update|table)\s+"?([a-z_][a-z0-9_]*)/i.exec(text);
  const shape = text.replace(/\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/gi, '0');
  const hash = createHash('sha256').update(shape).digest('hex').slice(0, 8);
  const words = [verb?.[1]?.toLowerCase() ?? 'statement', table?.[1]?.toLowerCase()].filter(
    Boolean,
  );
  return `${words.join(' ')} #${hash}`;
}

const statements = new WeakMap<object, string>();

/** Remembers which statement an error came from (called by the database's query log). */
export function rememberStatement(error: unknown, sqlText: string): void {
  if (typeof error === 'object' && error !== null) statements.set(error, statementName(sqlText));
}

export function statementOf(error: object): string | undefined {
  return statements.get(error);
}
