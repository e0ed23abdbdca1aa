/**
 * The smallest positive normal double (2^-1022). Smaller non-zero values are subnormal: they carry
 * no meaning as a coordinate or a measure, and PostgreSQL's arithmetic refuses to underflow them.
 */
export const MIN_NORMAL = 2.2250738585072014e-308;

/** A finite number that is zero or normal (not NaN, not ±Infinity, not subnormal). */
export function isNormalNumber(value: number): boolean {
  return Number.isFinite(value) && (value === 0 || Math.abs(value) >= MIN_NORMAL);
}
