import { statementOf } from '@/db/statement-name.ts';
import { badRequest, type HttpError } from './http-errors.ts';

/** An error raised by PostgreSQL or PGlite: it carries a SQLSTATE code and a severity. */
export interface DatabaseError extends Error {
  code: string;
  severity: string;
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as Partial<DatabaseError>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/**
 * SQLSTATEs that only the request's own values can cause, once validation has passed: text the
 * database cannot store (a NUL, an invalid escape) and numbers or dates out of its range.
 */
const CLIENT_DATA_ERRORS: Record<string, string> = {
  '22021': 'The request holds text the database cannot store (such as U+0000)',
  '22P05': 'The request holds text the database cannot store (such as U+0000)',
  '22003': 'A number in the request is out of range',
  '22008': 'A date in the request is out of range',
};

/** The 400 a database error stands for, or null when it is the server's own fault. */
export function clientDataError(error: unknown): HttpError | null {
  if (!isDatabaseError(error)) return null;
  const message = CLIENT_DATA_ERRORS[error.code];
  return message ? badRequest(message) : null;
}

/**
 * What the log keeps of a database error: its code, the statement's name and the names of the
 * schema objects involved. Never its message, detail or parameters, which can hold user data
 * (PGlite attaches the query's parameters to the error itself).
 */
export function databaseErrorLogEntry(error: DatabaseError) {
  const { code, severity, routine, constraint, table, column } = error as DatabaseError &
    Partial<Record<'routine' | 'constraint' | 'table' | 'column', string>>;
  const statement = statementOf(error) ?? 'unknown';
  return {
    type: 'DatabaseError',
    message: `database error ${code} in ${statement}`,
    // The stack's first line repeats the message; only the frames are kept.
    stack: (error.stack ?? '').split('\n').slice(1).join('\n'),
    code,
    severity,
    statement,
    ...(routine ? { routine } : {}),
    ...(constraint ? { constraint } : {}),
    ...(table ? { table } : {}),
    ...(column ? { column } : {}),
  };
}
