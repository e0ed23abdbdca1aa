/**
 * A location's first part (before the first comma) and the rest (spec 001 section 2), as the
 * sightings list and the post panel show it; null when there is no location text.
 */
export function splitLocation(location: string | null): { first: string; rest: string } | null {
  if (!location?.trim()) return null;
  const comma = location.indexOf(',');
  if (comma < 0) return { first: location.trim(), rest: '' };
  return { first: location.slice(0, comma).trim(), rest: location.slice(comma + 1).trim() };
}

/**
 * A location's rest split at its last comma: the town ('Miami Beach,') and what follows it, the
 * state and ZIP code ('FL 33139'), which a narrow row keeps whole while the town gives way.
 */
export function splitArea(rest: string): { town: string; region: string } {
  const comma = rest.lastIndexOf(',');
  if (comma < 0) return { town: '', region: rest.trim() };
  return { town: rest.slice(0, comma + 1).trim(), region: rest.slice(comma + 1).trim() };
}
