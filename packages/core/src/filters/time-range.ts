import { DAY_MS, MONTH_DAYS, YEAR_DAYS } from '../constants.ts';
import type { Filter, Since, SinceUnit } from './filter.ts';

/** What the time-range rules need to know about a project. */
export interface TimeRangeProject {
  show_severity: boolean;
  rolling_time_range_days: number | null;
}

export const DEFAULT_RANGE_DAYS_WITH_SEVERITY = 7;
export const DEFAULT_RANGE_DAYS = 365;

/** Relative units in milliseconds; a month is 30.5 days and a year 365.25 (spec 000 section 9). */
export const SINCE_UNIT_MS: Record<SinceUnit, number> = {
  hours: 3_600_000,
  days: DAY_MS,
  weeks: 7 * DAY_MS,
  months: MONTH_DAYS * DAY_MS,
  years: YEAR_DAYS * DAY_MS,
};

/** Days of the default rolling range: the project's own, else 7 with severity, else 365. */
export function defaultRangeDays(project: TimeRangeProject): number {
  if (project.rolling_time_range_days) return project.rolling_time_range_days;
  return project.show_severity ? DEFAULT_RANGE_DAYS_WITH_SEVERITY : DEFAULT_RANGE_DAYS;
}

export function defaultSince(project: TimeRangeProject): Since {
  return { amount: defaultRangeDays(project), unit: 'days' };
}

export function sinceStart(since: Since, now: Date): Date | null {
  if (since === 'ever') return null;
  return new Date(now.getTime() - since.amount * SINCE_UNIT_MS[since.unit]);
}

/**
 * The start of a rolling-window project's window (now − N days): such a project only ever shows
 * posts observed since then. Null when the project has no rolling range.
 */
export function rollingWindowStart(
  project: Pick<TimeRangeProject, 'rolling_time_range_days'>,
  now: Date,
): Date | null {
  const days = project.rolling_time_range_days;
  return days ? new Date(now.getTime() - days * DAY_MS) : null;
}

export interface TimeRange {
  from: Date | null;
  to: Date | null;
}

/**
 * The observed-time range a filter selects. Explicit dates win; then `since`; a weather event
 * brings its own dates; otherwise the project's default rolling range. A rolling-window project's
 * range is then kept inside its window: `from` is raised to the window start, and a `to` before it
 * is raised too, so a range that ends before the window collapses to the window's first instant
 * (`from` ≤ `to` always holds, so the API query stays valid; the server, whose window starts a
 * moment later, finds nothing in it).
 */
export function resolveTimeRange(filter: Filter, project: TimeRangeProject, now: Date): TimeRange {
  return keepInWindow(filterTimeRange(filter, project, now), rollingWindowStart(project, now));
}

function filterTimeRange(filter: Filter, project: TimeRangeProject, now: Date): TimeRange {
  if (filter.after !== undefined || filter.before !== undefined) {
    return {
      from: filter.after !== undefined ? new Date(filter.after) : null,
      to: filter.before !== undefined ? new Date(filter.before) : null,
    };
  }
  if (filter.since) return { from: sinceStart(filter.since, now), to: null };
  if (filter.weatherEvent !== undefined) return { from: null, to: null };
  return { from: sinceStart(defaultSince(project), now), to: null };
}

const later = (a: Date, b: Date) => (a > b ? a : b);

function keepInWindow(range: TimeRange, windowStart: Date | null): TimeRange {
  if (!windowStart) return range;
  return {
    from: range.from ? later(range.from, windowStart) : windowStart,
    to: range.to ? later(range.to, windowStart) : null,
  };
}
