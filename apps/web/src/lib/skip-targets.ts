/**
 * Element ids the skip links lead to. A link lists several where its target takes another shape
 * (a collapsed column, for one): the first on the page is focused.
 */
export const SKIP_TARGETS = {
  main: ['main'],
  filters: ['skip-filters', 'skip-filters-column'],
  sightings: ['skip-sightings', 'skip-sightings-column'],
  map: ['skip-map'],
  /** The post column, while its first post's heading is not there yet. */
  post: ['skip-post'],
} as const;

/** The id of a post panel's heading, where focus goes when the post opens. */
export const postTitleId = (postId: number) => `post-${postId}-title`;
