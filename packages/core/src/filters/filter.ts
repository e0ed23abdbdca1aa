import type { GroupByOption, SortOption } from '../constants.ts';

/** A location filter: a circle of radius metres around a point. */
export interface NearPoint {
  lng: number;
  lat: number;
  radius: number;
}

export const SINCE_UNITS = ['hours', 'days', 'weeks', 'months', 'years'] as const;
export type SinceUnit = (typeof SINCE_UNITS)[number];

/** A rolling range ending now ('7-days'), or 'ever' for no lower bound. */
export type Since = { amount: number; unit: SinceUnit } | 'ever';

/**
 * The filters of the project map screen, as held in the address (spec 001 section 2). Absent
 * values mean "not set"; id lists are empty when not set.
 */
export interface Filter {
  keyword?: string;
  near?: NearPoint;
  status: number[];
  severity: number[];
  region: number[];
  topic: number[];
  weatherEvent?: number;
  /** ISO 8601 date-times (UTC, with milliseconds). */
  after?: string;
  before?: string;
  since?: Since;
  sort?: SortOption;
  groupBy?: GroupByOption;
}

/** Address keys of the filters, in the order they are written. */
export const FILTER_KEYS = [
  'keyword',
  'near',
  'status',
  'severity',
  'region',
  'topic',
  'weather-event',
  'after',
  'before',
  'since',
  'sort',
  'groupBy',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export function isFilterKey(key: string): key is FilterKey {
  return (FILTER_KEYS as readonly string[]).includes(key);
}

export function emptyFilter(): Filter {
  return { status: [], severity: [], region: [], topic: [] };
}

/** Largest radius accepted for `near`, in metres (well above the 25-mile option). */
export const MAX_NEAR_RADIUS_M = 200_000;
/** Longest keyword kept. */
export const MAX_KEYWORD_LENGTH = 500;

/** How many filters are applied, for the mobile bar's badge (sort and grouping not counted). */
export function countAppliedFilters(filter: Filter): number {
  const timeSet = filter.after !== undefined || filter.before !== undefined || filter.since;
  return (
    (filter.keyword ? 1 : 0) +
    (filter.near ? 1 : 0) +
    (filter.status.length > 0 ? 1 : 0) +
    (filter.severity.length > 0 ? 1 : 0) +
    (filter.region.length > 0 ? 1 : 0) +
    (filter.topic.length > 0 ? 1 : 0) +
    (filter.weatherEvent !== undefined ? 1 : 0) +
    (timeSet ? 1 : 0)
  );
}
