import {
  GROUP_BY_OPTIONS,
  SORT_OPTIONS,
  type GroupByOption,
  type SortOption,
} from '../constants.ts';
import {
  emptyFilter,
  FILTER_KEYS,
  isFilterKey,
  MAX_KEYWORD_LENGTH,
  MAX_NEAR_RADIUS_M,
  type Filter,
  type FilterKey,
} from './filter.ts';
import {
  formatNearText,
  formatSince,
  parseDate,
  parseId,
  parseNearText,
  parseSince,
} from './values.ts';

/** Known ids of the project, used to drop unknown status, region and topic ids (spec 001 §5). */
export interface FilterProjectIds {
  statuses: readonly { id: number }[];
  regions: readonly { id: number }[];
  investigations: readonly { id: number }[];
}

/** The address separator of `near`: 'lng x lat x radius'. */
export const NEAR_SEPARATOR = 'x';

type QueryInput = URLSearchParams | readonly (readonly [string, string])[] | string;

function toPairs(input: QueryInput): [string, string][] {
  if (typeof input === 'string') return [...new URLSearchParams(input).entries()];
  if (input instanceof URLSearchParams) return [...input.entries()];
  return input.map(([k, v]) => [k, v]);
}

const uniquePush = (list: number[], value: number | null) => {
  if (value !== null && !list.includes(value)) list.push(value);
};

/**
 * Reads the filters from an address query. Invalid and empty values are dropped, unknown keys
 * ignored; with the project, unknown status, region and topic ids are dropped too.
 */
export function parseFilterQuery(input: QueryInput, project?: FilterProjectIds): Filter {
  const filter = emptyFilter();
  for (const [key, raw] of toPairs(input)) {
    const value = raw.trim();
    if (value === '') continue;
    switch (key as FilterKey) {
      case 'keyword':
        filter.keyword = value.slice(0, MAX_KEYWORD_LENGTH);
        break;
      case 'near': {
        const near = parseNearText(value, NEAR_SEPARATOR);
        if (near) filter.near = near;
        break;
      }
      case 'status':
        uniquePush(filter.status, parseId(value));
        break;
      case 'severity': {
        // `|| 0` turns a rounded -0 into 0.
        const level = Math.round(Number(value)) || 0;
        if (/^[+-]?\d+(\.\d+)?$/.test(value) && level >= 0 && level <= 5) {
          uniquePush(filter.severity, level);
        }
        break;
      }
      case 'region':
        uniquePush(filter.region, parseId(value));
        break;
      case 'topic':
        uniquePush(filter.topic, parseId(value));
        break;
      case 'weather-event': {
        const id = parseId(value);
        if (id !== null) filter.weatherEvent = id;
        break;
      }
      case 'after': {
        const date = parseDate(value);
        if (date) filter.after = date;
        break;
      }
      case 'before': {
        const date = parseDate(value, true);
        if (date) filter.before = date;
        break;
      }
      case 'since': {
        const since = parseSince(value);
        if (since) filter.since = since;
        break;
      }
      case 'sort':
        if ((SORT_OPTIONS as readonly string[]).includes(value)) filter.sort = value as SortOption;
        break;
      case 'groupBy':
        if ((GROUP_BY_OPTIONS as readonly string[]).includes(value)) {
          filter.groupBy = value as GroupByOption;
        }
        break;
    }
  }
  return project ? dropUnknownIds(filter, project) : filter;
}

export function dropUnknownIds(filter: Filter, project: FilterProjectIds): Filter {
  const known = (items: readonly { id: number }[]) => new Set(items.map((i) => i.id));
  const statuses = known(project.statuses);
  const regions = known(project.regions);
  const topics = known(project.investigations);
  return {
    ...filter,
    status: filter.status.filter((id) => statuses.has(id)),
    region: filter.region.filter((id) => regions.has(id)),
    topic: filter.topic.filter((id) => topics.has(id)),
  };
}

/** The filters as address key/value pairs in FILTER_KEYS order; unset values are left out. */
export function filterToQueryPairs(filter: Filter): [FilterKey, string][] {
  const pairs: [FilterKey, string][] = [];
  if (filter.keyword?.trim()) pairs.push(['keyword', filter.keyword.trim()]);
  if (filter.near) pairs.push(['near', formatNearText(filter.near, NEAR_SEPARATOR)]);
  for (const id of filter.status) pairs.push(['status', String(id)]);
  for (const level of filter.severity) pairs.push(['severity', String(level)]);
  for (const id of filter.region) pairs.push(['region', String(id)]);
  for (const id of filter.topic) pairs.push(['topic', String(id)]);
  if (filter.weatherEvent !== undefined) pairs.push(['weather-event', String(filter.weatherEvent)]);
  if (filter.after !== undefined) pairs.push(['after', filter.after]);
  if (filter.before !== undefined) pairs.push(['before', filter.before]);
  if (filter.since) pairs.push(['since', formatSince(filter.since)]);
  if (filter.sort) pairs.push(['sort', filter.sort]);
  if (filter.groupBy) pairs.push(['groupBy', filter.groupBy]);
  return pairs;
}

export function filterToSearchParams(filter: Filter): URLSearchParams {
  return new URLSearchParams(filterToQueryPairs(filter));
}

/**
 * Replaces the filter keys of an address query, keeping its other keys (map hash flags, modals).
 */
export function mergeFilterIntoQuery(query: URLSearchParams, filter: Filter): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of query.entries()) {
    if (!(FILTER_KEYS as readonly string[]).includes(key)) next.append(key, value);
  }
  for (const [key, value] of filterToQueryPairs(filter)) next.append(key, value);
  return next;
}

/** What each address key takes, in words, for the reasons below. */
const FILTER_VALUE_FORMATS: Record<FilterKey, string> = {
  keyword: 'non-blank text',
  near:
    `three numbers joined by "${NEAR_SEPARATOR}": longitude -180..180, latitude -90..90 and a ` +
    `radius in metres above 0 and at most ${MAX_NEAR_RADIUS_M}`,
  status: 'a status id (a positive integer)',
  severity: 'a severity level from 0 to 5',
  region: 'a region id (a positive integer)',
  topic: 'a topic id (a positive integer)',
  'weather-event': 'a weather event id (a positive integer)',
  after: 'an ISO 8601 date or date-time',
  before: 'an ISO 8601 date or date-time',
  since: 'like "7-days", "24-hours" or "ever"',
  sort: `one of ${SORT_OPTIONS.join(', ')}`,
  groupBy: `one of ${GROUP_BY_OPTIONS.join(', ')}`,
};

/**
 * Why parseFilterQuery would drop an address pair (an unknown key or a value it cannot read), or
 * null when it keeps it. For callers that must refuse a query rather than quietly clean it.
 */
export function filterPairProblem(key: string, value: string): string | null {
  if (!isFilterKey(key)) return `"${key}" is not a filter key (${FILTER_KEYS.join(', ')})`;
  if (filterToQueryPairs(parseFilterQuery([[key, value]])).length > 0) return null;
  return `${key} "${value}" must be ${FILTER_VALUE_FORMATS[key]}`;
}
