// Names are ordered here rather than in SQL: PGlite and PostgreSQL may use different collations,
// and these lists are a handful of rows per user.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Case- and accent-insensitive; unnamed last. */
export function compareNames(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return collator.compare(a, b);
}

/** By name, then by id, so equal names keep a stable order. */
export function byName(
  a: { id: number; name: string | null },
  b: { id: number; name: string | null },
): number {
  return compareNames(a.name, b.name) || a.id - b.id;
}
