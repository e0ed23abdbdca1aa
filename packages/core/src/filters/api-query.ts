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
        `near_point "${text}" must be three finite numbers "lng,lat,radius" (none subnormal): ` +
          'longitude -180..180, ' +
          'latitude -90..90, radius in metres above 0 and at most 200000',
      );
}

/** The structured_data value for posts without a severity level. */
export const NO_SEVERITY = 'none';

/** A severity level of structured_data (0 to 5), or null for "no severity level". */
export type SeverityChoice = number | null;

/** [3, 4, null] → 'severity_level,in,3,4,none'. */
export function formatStructuredData(levels: readonly SeverityChoice[]): string {
  return [SEVERITY_FIELD, 'in', ...levels.map((level) => level ?? NO_SEVERITY)].join(',');
}

/** 'severity_level,in,1,2,3' → [1, 2, 3]; 'none' stands for no severity level (null). */
export function parseStructuredData(text: string): Parsed<SeverityChoice[]> {
  const [field, op, ...values] = text.split(',').map((part) => part.trim());
  if (field !== SEVERITY_FIELD || op !== 'in') {
    return fail(
      `structured_data must look like "${SEVERITY_FIELD},in,1,2,3" ` +
        `("${NO_SEVERITY}" for posts without a level)`,
    );
  }
  if (values.length === 0) return fail('structured_data needs at least one severity level');
  const levels: SeverityChoice[] = [];
  for (const value of values) {
    const valid = value === NO_SEVERITY || (/^\d$/.test(value) && Number(value) <= 5);
    if (!valid) {
      return fail(
        `structured_data: severity level "${value}" must be an integer from 0 to 5 ` +
          `or "${NO_SEVERITY}"`,
      );
    }
    const level = value === NO_SEVERITY ? null : Number(value);
    if (!levels.includes(level)) levels.push(level);
  }
  return ok(levels);
}

export function parseApiDate(name: 'from_date' | 'to_date', text: string): Parsed<string> {
  const date = parseDate(text, name === 'to_date');
  return date ? ok(date) : fail(`${name} "${text}" is not an ISO 8601 date or date-time`);
}

export interface ApiQueryContext {
  /** show_severity also decides whether the severity filter is sent (hidden severity: never). */
  project: TimeRangeProject;
  now: Date;
}

/**
 * The posts call's query for a filter: the time range is resolved (explicit dates, since, or the
 * project's default, kept inside a rolling window) into from_date/to_date; grouping stays in the
 * browser. A project that hides severity gets no severity filter, as its screen shows none.
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
  if (filter.severity.length && context.project.show_severity) {
    query.structured_data = formatStructuredData(filter.severity);
  }
  if (filter.region.length) query.within_regions = [...filter.region];
  if (filter.topic.length) query.within_investigations = [...filter.topic];
  if (filter.sort) {
    query.order_cri = SORT_TO_ORDER[filter.sort];
    query.order_dir = 'desc';
  }
  return query;
}

/**
 * Reads a posts query back into a filter (dates become after/before). Invalid values are dropped,
 * and so is structured_data's "none", which the address filter cannot hold; the server uses the
 * strict parsers above instead.
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
  if (levels?.ok) filter.severity = levels.value.filter((level) => level !== null);
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
