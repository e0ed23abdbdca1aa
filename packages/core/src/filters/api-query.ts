import type { SortOption } from '../constants.ts';
import type { OrderCriterion, PostsFilterQuery } from '../api/posts.ts';
import { emptyFilter, type Filter, type NearPoint } from './filter.ts';
import { resolveTimeRange, type TimeRangeProject } from './time-range.ts';
import { formatNearText, parseDate, parseNearText } from './values.ts';

/** The API separator of near_point: 'lng,lat,radiusMetres'. */
export const NEAR_POINT_SEPARATOR = ',';
export const SEVERITY_FIELD = 'severity_level';

export const SORT_TO_ORDER: Record<SortOption, OrderCriterion> = {
  observed: 'observed_at',
  created: 'created_at',
  commented: 'commented_at',
};
const ORDER_TO_SORT: Record<OrderCriterion, SortOption> = {
  observed_at: 'observed',
  created_at: 'created',
  commented_at: 'commented',
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (reason: string): Parsed<never> => ({ ok: false, reason });

export function formatNearPoint(near: NearPoint): string {
  return formatNearText(near, NEAR_POINT_SEPARATOR);
}

export function parseNearPoint(text: string): Parsed<NearPoint> {
  const near = parseNearText(text, NEAR_POINT_SEPARATOR);
  return near
    ? ok(near)
    : fail(
        `near_point "${text}" must be three numbers "lng,lat,radius": longitude -180..180, ` +
          'latitude -90..90, radius in metres above 0 and at most 200000',
      );
}

export function formatStructuredData(levels: readonly number[]): string {
  return [SEVERITY_FIELD, 'in', ...levels].join(',');
}

/** 'severity_level,in,1,2,3' → [1, 2, 3]. */
export function parseStructuredData(text: string): Parsed<number[]> {
  const [field, op, ...values] = text.split(',').map((part) => part.trim());
  if (field !== SEVERITY_FIELD || op !== 'in') {
    return fail(`structured_data must look like "${SEVERITY_FIELD},in,1,2,3"`);
  }
  if (values.length === 0) return fail('structured_data needs at least one severity level');
  const levels: number[] = [];
  for (const value of values) {
    if (!/^\d$/.test(value) || Number(value) > 5) {
      return fail(`structured_data: severity level "${value}" must be an integer from 0 to 5`);
    }
    if (!levels.includes(Number(value))) levels.push(Number(value));
  }
  return ok(levels);
}

export function parseApiDate(name: 'from_date' | 'to_date', text: string): Parsed<string> {
  const date = parseDate(text, name === 'to_date');
  return date ? ok(date) : fail(`${name} "${text}" is not an ISO 8601 date or date-time`);
}

export interface ApiQueryContext {
  project: TimeRangeProject;
  now: Date;
}

/**
 * The posts call's query for a filter: the time range is resolved (explicit dates, since, or the
 * project's default) into from_date/to_date; grouping stays in the browser.
 */
export function filterToApiQuery(filter: Filter, context: ApiQueryContext): PostsFilterQuery {
  const query: PostsFilterQuery = {};
  if (filter.weatherEvent !== undefined) query.within_weather_events = [filter.weatherEvent];
  const range = resolveTimeRange(filter, context.project, context.now);
  if (range.from) query.from_date = range.from.toISOString();
  if (range.to) query.to_date = range.to.toISOString();
  if (filter.keyword?.trim()) query.text = filter.keyword.trim();
  if (filter.near) query.near_point = [formatNearPoint(filter.near)];
  if (filter.status.length) query.with_statuses = [...filter.status];
  if (filter.severity.length) query.structured_data = formatStructuredData(filter.severity);
  if (filter.region.length) query.within_regions = [...filter.region];
  if (filter.topic.length) query.within_investigations = [...filter.topic];
  if (filter.sort) {
    query.order_cri = SORT_TO_ORDER[filter.sort];
    query.order_dir = 'desc';
  }
  return query;
}

/**
 * Reads a posts query back into a filter (dates become after/before). Invalid values are dropped;
 * the server uses the strict parsers above instead.
 */
export function apiQueryToFilter(query: PostsFilterQuery): Filter {
  const filter = emptyFilter();
  const event = query.within_weather_events?.[0];
  if (event !== undefined) filter.weatherEvent = event;
  const from = query.from_date !== undefined ? parseApiDate('from_date', query.from_date) : null;
  if (from?.ok) filter.after = from.value;
  const to = query.to_date !== undefined ? parseApiDate('to_date', query.to_date) : null;
  if (to?.ok) filter.before = to.value;
  if (query.text?.trim()) filter.keyword = query.text.trim();
  const near = query.near_point?.[0] !== undefined ? parseNearPoint(query.near_point[0]) : null;
  if (near?.ok) filter.near = near.value;
  if (query.with_statuses) filter.status = [...new Set(query.with_statuses)];
  const levels = query.structured_data ? parseStructuredData(query.structured_data) : null;
  if (levels?.ok) filter.severity = levels.value;
  if (query.within_regions) filter.region = [...new Set(query.within_regions)];
  if (query.within_investigations) filter.topic = [...new Set(query.within_investigations)];
  if (query.order_cri) filter.sort = ORDER_TO_SORT[query.order_cri];
  return filter;
}

/** The query as repeated-key search parameters, as the API client sends GET payloads. */
export function apiQueryToSearchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  return params;
}
