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

export interface TimeRange {
  from: Date | null;
  to: Date | null;
}

/**
 * The observed-time range a filter selects. Explicit dates win; then `since`; a weather event
 * brings its own dates; otherwise the project's default rolling range.
 */
export function resolveTimeRange(filter: Filter, project: TimeRangeProject, now: Date): TimeRange {
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
