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
