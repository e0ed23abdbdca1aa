import { DAY_MS, METERS_PER_MILE } from '@highwater/core/constants';
import { emptyFilter, type Filter } from '@highwater/core/filters/filter';
import { defaultRangeDays, type TimeRangeProject } from '@highwater/core/filters/time-range';

/** 'Show nearby posts' looks half a mile around the post (spec 001 section 2). */
export const NEARBY_RADIUS_MILES = 0.5;

export const NEARBY_WINDOWS = ['7-days', '365-days', 'ever'] as const;
export type NearbyWindow = (typeof NEARBY_WINDOWS)[number];

const WINDOW_DAYS: Record<Exclude<NearbyWindow, 'ever'>, number> = {
  '7-days': 7,
  '365-days': 365,
};

export interface NearbyProject extends TimeRangeProject {
  start_date: string;
  end_date: string | null;
}

/**
 * The window first offered: the smallest one that holds the project's own range (its rolling
 * window, or the default range: 7 days with severity, else 365).
 */
export function defaultNearbyWindow(project: TimeRangeProject): NearbyWindow {
  const days = defaultRangeDays(project);
  if (days <= WINDOW_DAYS['7-days']) return '7-days';
  return days <= WINDOW_DAYS['365-days'] ? '365-days' : 'ever';
}

/**
 * The observed-time range of a window: centred on the observed time and kept inside the
 * project's start and end dates. A post outside those dates keeps the plain centred range, so
 * that the range never shrinks to nothing.
 */
export function nearbyRange(
  observedAt: string,
  window: Exclude<NearbyWindow, 'ever'>,
  project: Pick<NearbyProject, 'start_date' | 'end_date'>,
): { after: string; before: string } {
  const observed = new Date(observedAt).getTime();
  const half = (WINDOW_DAYS[window] * DAY_MS) / 2;
  const start = new Date(project.start_date).getTime();
  const end = project.end_date ? new Date(project.end_date).getTime() : Infinity;
  const inside = observed >= start && observed <= end;
  const from = inside ? Math.max(observed - half, start) : observed - half;
  const to = inside ? Math.min(observed + half, end) : observed + half;
  return { after: new Date(from).toISOString(), before: new Date(to).toISOString() };
}

/**
 * The map's filter for posts near a post: the circle and the window, with the current sorting
 * and grouping kept; every other filter gives way, so that nothing nearby is hidden.
 */
export function nearbyFilter(
  post: { lng: number; lat: number; observed_at: string },
  window: NearbyWindow,
  project: NearbyProject,
  current: Pick<Filter, 'sort' | 'groupBy'>,
): Filter {
  const filter: Filter = {
    ...emptyFilter(),
    near: { lng: post.lng, lat: post.lat, radius: NEARBY_RADIUS_MILES * METERS_PER_MILE },
    ...(current.sort && { sort: current.sort }),
    ...(current.groupBy && { groupBy: current.groupBy }),
  };
  if (window === 'ever') return { ...filter, since: 'ever' };
  return { ...filter, ...nearbyRange(post.observed_at, window, project) };
}
