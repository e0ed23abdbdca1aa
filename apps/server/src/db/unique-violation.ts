/** What a change answers when a unique constraint refused it. */
export const TAKEN = Symbol('taken');

/**
 * Whether an error is the database refusing a row that a unique constraint already holds
 * (SQLSTATE 23505, on PostgreSQL and PGlite alike), from the constraint named.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === '23505' &&
    'constraint' in error &&
    error.constraint === constraint
  );
}

/**
 * Runs a change whose form checked a unique value beforehand: a concurrent change can still take
 * the value between the check and the write, and then the constraint refuses it. That answers
 * TAKEN, for the form to say so, rather than an error; the change's transaction rolled back.
 */
export async function unlessTaken<T>(
  constraint: string,
  change: () => Promise<T>,
): Promise<T | typeof TAKEN> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) return TAKEN;
    throw error;
  }
}
