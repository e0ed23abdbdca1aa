import { isNormalNumber } from '@highwater/core/numbers';

/** What is wrong with a value found in a request, and where (`/query/0`, `/title`). */
export interface UnsafeValue {
  path: string;
  problem: string;
}

const NUL_PROBLEM = 'must not contain the NUL character (U+0000)';
const NUMBER_PROBLEM = 'must be a finite number, not subnormal';

const MAX_DEPTH = 32;

/**
 * The first text holding a NUL (U+0000, which PostgreSQL text cannot store) or the first number
 * that is not finite or is subnormal, in a request part; null when there is none. Object keys are
 * text too. Deeper nesting than any schema allows is not walked.
 */
export function findUnsafeValue(value: unknown, path = '', depth = 0): UnsafeValue | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? { path, problem: NUL_PROBLEM } : null;
  }
  if (typeof value === 'number') {
    return isNormalNumber(value) ? null : { path, problem: NUMBER_PROBLEM };
  }
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = `${path}/${key}`;
    if (key.includes('\u0000')) return { path: itemPath, problem: NUL_PROBLEM };
    const found = findUnsafeValue(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}
