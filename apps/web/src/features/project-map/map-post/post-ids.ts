/** The most posts one selection may hold in the address. */
export const MAX_SELECTED_POSTS = 200;

/** The postIds route parameter ('12,15,40'): positive integers, first occurrence kept, in order. */
export function parsePostIds(text: string | undefined): number[] {
  if (!text) return [];
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const trimmed = part.trim();
    if (!/^\d{1,10}$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (id > 0 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_SELECTED_POSTS) break;
  }
  return ids;
}

export const formatPostIds = (ids: readonly number[]) => ids.join(',');

/** A location's first part (before the first comma) and the rest (spec 001 section 2). */
export function splitLocation(location: string): { first: string; rest: string } {
  const comma = location.indexOf(',');
  if (comma < 0) return { first: location.trim(), rest: '' };
  return { first: location.slice(0, comma).trim(), rest: location.slice(comma + 1).trim() };
}

/**
 * The page title of a selection: the project title, the post count and the first two
 * comma-separated parts of each distinct location (spec 001 section 2, Post detail).
 */
export function selectionTitle(
  projectTitle: string,
  count: number,
  locations: readonly (string | null)[],
): string {
  const places = [
    ...new Set(
      locations
        .filter((location): location is string => Boolean(location?.trim()))
        .map((location) =>
          location
            .split(',')
            .slice(0, 2)
            .map((part) => part.trim())
            .join(', '),
        ),
    ),
  ];
  return [`${projectTitle} (${count})`, ...places].join(' · ');
}
