import { DAY_MS } from '@highwater/core/constants';
import type { Filter, Since } from '@highwater/core/filters/filter';
import {
  defaultRangeDays,
  SINCE_UNIT_MS,
  type TimeRangeProject,
} from '@highwater/core/filters/time-range';

/** A choice of the time-range list: a rolling range, any time, or custom dates. */
export type TimeRangeChoice = 'ever' | 'custom' | `${number}-${'hours' | 'days'}`;

/** Spec 001 section 2: Any time, Last 24 hours, Last 7, 30 and 365 days, Custom dates. */
const PRESETS: readonly { choice: TimeRangeChoice; days: number }[] = [
  { choice: '24-hours', days: 1 },
  { choice: '7-days', days: 7 },
  { choice: '30-days', days: 30 },
  { choice: '365-days', days: 365 },
];

export interface TimeRangeOption {
  choice: TimeRangeChoice;
  /** Rolling length in days; null for any time and custom dates. */
  days: number | null;
}

/**
 * The choices a project offers. A rolling-window project only shows what fits in its window
 * (plus its own window when that is not a preset), and never "Any time".
 */
export function timeRangeOptions(project: TimeRangeProject): TimeRangeOption[] {
  const limit = project.rolling_time_range_days;
  const presets = PRESETS.filter((preset) => !limit || preset.days <= limit).map((preset) => ({
    choice: preset.choice,
    days: preset.days,
  }));
  if (limit && !presets.some((preset) => preset.days === limit)) {
    presets.push({ choice: `${limit}-days`, days: limit });
  }
  presets.sort((a, b) => a.days - b.days);
  return [
    ...(limit ? [] : [{ choice: 'ever' as const, days: null }]),
    ...presets,
    { choice: 'custom', days: null },
  ];
}

export const defaultTimeRangeChoice = (project: TimeRangeProject): TimeRangeChoice =>
  `${defaultRangeDays(project)}-days`;

function sinceDays(since: Exclude<Since, 'ever'>): number {
  return (since.amount * SINCE_UNIT_MS[since.unit]) / DAY_MS;
}

/** The choice that shows a filter's time range. */
export function timeRangeChoiceOf(filter: Filter, project: TimeRangeProject): TimeRangeChoice {
  if (filter.after !== undefined || filter.before !== undefined) return 'custom';
  if (!filter.since) return defaultTimeRangeChoice(project);
  if (filter.since === 'ever') return 'ever';
  const days = sinceDays(filter.since);
  const option = timeRangeOptions(project).find((candidate) => candidate.days === days);
  return option ? option.choice : 'custom';
}

/** The `since` value of a rolling choice; the project's default is written as no value at all. */
export function sinceForChoice(
  choice: Exclude<TimeRangeChoice, 'custom'>,
  project: TimeRangeProject,
): Since | undefined {
  if (choice === defaultTimeRangeChoice(project)) return undefined;
  if (choice === 'ever') return 'ever';
  const [amount, unit] = choice.split('-') as [string, 'hours' | 'days'];
  return { amount: Number(amount), unit };
}
