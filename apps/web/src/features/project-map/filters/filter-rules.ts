import { DAY_MS } from '@highwater/core/constants';
import { countAppliedFilters, emptyFilter, type Filter } from '@highwater/core/filters/filter';
import type { TimeRangeProject } from '@highwater/core/filters/time-range';
import {
  dropUnknownIds,
  filterToSearchParams,
  parseFilterQuery,
  type FilterProjectIds,
} from '@highwater/core/filters/url-query';
import type { DateLimit, RangeLimits } from './date-limits.ts';
import { sinceForChoice, timeRangeChoiceOf } from './time-range-options.ts';

export type FilterProject = TimeRangeProject &
  FilterProjectIds & { start_date: string; end_date: string | null };

/**
 * The earliest and latest moments a custom range may cover (spec 001 section 2), and what sets
 * each: the project's start or its rolling window, its end or today.
 */
export function customRangeLimits(project: FilterProject, now: Date): RangeLimits {
  let min: DateLimit = { date: new Date(project.start_date), reason: 'start' };
  const days = project.rolling_time_range_days;
  if (days) {
    const windowStart = new Date(now.getTime() - days * DAY_MS);
    if (windowStart > min.date) min = { date: windowStart, reason: 'window', days };
  }
  const end = project.end_date ? new Date(project.end_date) : null;
  const max: DateLimit =
    end && end < now ? { date: end, reason: 'end' } : { date: now, reason: 'today' };
  return { min, max: max.date < min.date ? { ...max, date: min.date } : max };
}

/** The same limits as moments only. */
export function customRangeBounds(project: FilterProject, now: Date): { min: Date; max: Date } {
  const { min, max } = customRangeLimits(project, now);
  return { min: min.date, max: max.date };
}

const clamp = (date: Date, bounds: { min: Date; max: Date }) =>
  new Date(Math.min(Math.max(date.getTime(), bounds.min.getTime()), bounds.max.getTime()));

/**
 * The filter as it is applied (spec 001 section 5): empty values removed, unknown ids dropped,
 * severity kept to 0–5 and dropped where the project hides severity (section 6: a hand-written
 * link must not filter by what the screen cannot show), custom dates kept inside the project's
 * bounds and in order, and a range equal to the project's default written as nothing.
 */
export function normalizeFilter(draft: Filter, project: FilterProject, now: Date): Filter {
  // A round trip through the address codec drops empty and invalid values.
  const filter = dropUnknownIds(parseFilterQuery(filterToSearchParams(draft)), project);
  if (!project.show_severity) filter.severity = [];
  if (filter.groupBy === 'none') delete filter.groupBy;
  if (filter.sort === 'observed') delete filter.sort;
  if (filter.after !== undefined || filter.before !== undefined) {
    const bounds = customRangeBounds(project, now);
    let after = clamp(new Date(filter.after ?? bounds.min), bounds);
    let before = clamp(new Date(filter.before ?? bounds.max), bounds);
    if (after > before) [after, before] = [before, after];
    filter.after = after.toISOString();
    filter.before = before.toISOString();
    delete filter.since;
  } else if (filter.since) {
    // A rolling range that is not one of the choices (a hand-written link) is kept as it is.
    const choice = timeRangeChoiceOf(filter, project);
    const since = choice === 'custom' ? filter.since : sinceForChoice(choice, project);
    if (since) filter.since = since;
    else delete filter.since;
  }
  return filter;
}

/** Two filters select the same posts in the same order and grouping. */
export const sameFilter = (a: Filter, b: Filter) =>
  filterToSearchParams(a).toString() === filterToSearchParams(b).toString();

export const hasFilters = (filter: Filter) => countAppliedFilters(filter) > 0;

/**
 * How many filters are applied, counted on the filter as Apply would leave it, so that the mobile
 * bar's badge is above 0 exactly when Clear is enabled (a default range or a hidden severity in
 * the address is no filter).
 */
export const appliedFilterCount = (applied: Filter, project: FilterProject, now: Date) =>
  countAppliedFilters(normalizeFilter(applied, project, now));

export interface FilterButtonsState {
  apply: boolean;
  clear: boolean;
  save: boolean;
}

/**
 * Spec 001 section 4: Apply is disabled when nothing changed; Clear and Save when no filter is
 * set; Save also when the filters are unchanged from the selected saved search.
 */
export function filterButtons(input: {
  draft: Filter;
  applied: Filter;
  selectedSearch: Filter | null;
  project: FilterProject;
  now: Date;
}): FilterButtonsState {
  const normalize = (filter: Filter) => normalizeFilter(filter, input.project, input.now);
  const draft = normalize(input.draft);
  const applied = normalize(input.applied);
  return {
    apply: !sameFilter(draft, applied),
    clear: hasFilters(draft) || hasFilters(applied),
    save:
      hasFilters(draft) &&
      !(input.selectedSearch && sameFilter(draft, normalize(input.selectedSearch))),
  };
}

/** What Clear leaves: no filters, the chosen order and grouping kept. */
export function clearedFilter(current: Filter): Filter {
  const cleared = emptyFilter();
  if (current.sort) cleared.sort = current.sort;
  if (current.groupBy) cleared.groupBy = current.groupBy;
  return cleared;
}
