import type { PostSummary } from '@highwater/core/api/posts';
import type { ListGroup } from './list-groups.ts';
import type { GroupPages } from './use-group-pages.ts';

/** The flat rows the virtualized list draws. */
export type ListRow =
  | { type: 'header'; key: string; group: ListGroup; total: number | null; capped: boolean }
  | { type: 'post'; key: string; group: ListGroup; post: PostSummary }
  | { type: 'loader'; key: string; group: ListGroup }
  | { type: 'end'; key: string };

/** Spec 001 section 2: 'No more sightings' closes a list of fewer than 3. */
export const SHORT_LIST = 3;

export interface ListSummary {
  rows: ListRow[];
  /** All matching posts, once every group's first page is in. */
  total: number | null;
  /** More than `total` match: some group's count stopped at its bound. */
  capped: boolean;
  /** Nothing matched at all. */
  empty: boolean;
}

/**
 * Headers for groups (empty groups left out once known), the loaded posts, one loader row per
 * group with more to come, and the end note for short lists.
 */
export function listRows(pages: readonly GroupPages[]): ListSummary {
  const grouped = pages.some((page) => page.group.kind !== 'all');
  const rows: ListRow[] = [];
  for (const page of pages) {
    if (page.isError && page.posts.length === 0) continue;
    if (page.total === 0) continue;
    if (grouped) {
      rows.push({
        type: 'header',
        key: `h:${page.group.key}`,
        group: page.group,
        total: page.total,
        capped: page.totalCapped,
      });
    }
    for (const post of page.posts) {
      rows.push({ type: 'post', key: `p:${page.group.key}:${post.id}`, group: page.group, post });
    }
    if (page.hasMore && !page.isError) {
      rows.push({ type: 'loader', key: `l:${page.group.key}`, group: page.group });
    }
  }
  const known = pages.every((page) => page.total !== null);
  const total = known ? pages.reduce((sum, page) => sum + (page.total ?? 0), 0) : null;
  const capped = known && pages.some((page) => page.totalCapped);
  if (total !== null && total > 0 && total < SHORT_LIST) rows.push({ type: 'end', key: 'end' });
  return { rows, total, capped, empty: total === 0 };
}
