import { databaseErrorLogEntry, isDatabaseError } from './database-errors.ts';

const MAX_CAUSES = 5;

/** The shape pino and Fastify expect of a logged error. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * Errors in the log: database errors by code and statement only (see databaseErrorLogEntry);
 * other errors with their type, message, stack and own fields, as pino writes them. A cause is
 * written the same way, since a database error may sit under a wrapper.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (isDatabaseError(error)) return databaseErrorLogEntry(error);
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { cause, ...fields } = { ...error, cause: error.cause } as Record<string, unknown>;
  return {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
    ...fields,
    ...(cause !== undefined && depth < MAX_CAUSES
      ? { cause: serializeError(cause, depth + 1) }
      : {}),
  };
}
