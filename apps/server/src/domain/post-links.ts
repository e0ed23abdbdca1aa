import type { PostFilter } from '@/domain/post-filter.ts';
import { narrowsBeyondTime } from '@/domain/histogram-slots.ts';

/** The filter fields whose ids a link table keeps with its posts' time and place (migration 028). */
export type LinkField = 'regionIds' | 'investigationIds';

/**
 * The one kind of link, regions or topics, that narrows the filter beyond its time (a range, a
 * rolling window, weather events), so that the links' own index finds its posts; null when the
 * filter narrows by anything else too, or by neither.
 */
export function linkNarrowing(filter: PostFilter): LinkField | null {
  const beyondLinksAndTime = {
    ...filter,
    regionIds: [],
    investigationIds: [],
    weatherEventIds: [],
  };
  if (narrowsBeyondTime(beyondLinksAndTime)) return null;
  const regions = filter.regionIds.length > 0;
  const topics = filter.investigationIds.length > 0;
  if (regions === topics) return null;
  return regions ? 'regionIds' : 'investigationIds';
}
