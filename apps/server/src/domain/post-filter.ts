import { METERS_PER_DEGREE_LAT } from '@highwater/core/distance';
import type { NearPoint } from '@highwater/core/filters/filter';
import {
  parseApiDate,
  parseNearPoint,
  parseStructuredData,
  type Parsed,
  type SeverityChoice,
} from '@highwater/core/filters/api-query';
import { rollingWindowStart, type TimeRangeProject } from '@highwater/core/filters/time-range';
import type { OrderCriterion, PostsFilterQuery } from '@highwater/core/api/posts';

/** The posts filter query, checked and normalised for the database. */
export interface PostFilter {
  weatherEventIds: number[];
  from: Date | null;
  to: Date | null;
  /** A to_tsquery('simple', …) expression built from safe words only, or null. */
  tsQuery: string | null;
  near: NearPoint[];
  statusIds: number[];
  /** Levels 0 to 5, and null for posts without a level. */
  severityLevels: SeverityChoice[];
  regionIds: number[];
  investigationIds: number[];
  order: OrderCriterion;
}

/** Words kept from a keyword search; more would only slow the query down. */
export const MAX_KEYWORD_WORDS = 8;

/**
 * Turns free text into a prefix-matching tsquery: letters and digits only, so no user text
 * reaches to_tsquery's own syntax. 'High  water!' → 'high:* & water:*'.
 */
export function keywordTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, MAX_KEYWORD_WORDS);
  return unique.length ? unique.map((word) => `${word}:*`).join(' & ') : null;
}

const unique = (ids: readonly number[] | undefined) => [...new Set(ids ?? [])];

/** Checks every value as spec 001 section 5 says; the first problem is the reason. */
export function parsePostFilter(query: PostsFilterQuery): Parsed<PostFilter> {
  let from: Date | null = null;
  let to: Date | null = null;
  if (query.from_date !== undefined) {
    const parsed = parseApiDate('from_date', query.from_date);
    if (!parsed.ok) return parsed;
    from = new Date(parsed.value);
  }
  if (query.to_date !== undefined) {
    const parsed = parseApiDate('to_date', query.to_date);
    if (!parsed.ok) return parsed;
    to = new Date(parsed.value);
  }
  if (from && to && from > to) {
    return { ok: false, reason: 'from_date must not be later than to_date' };
  }
  const near: NearPoint[] = [];
  for (const text of query.near_point ?? []) {
    const parsed = parseNearPoint(text);
    if (!parsed.ok) return parsed;
    near.push(parsed.value);
  }
  let severityLevels: SeverityChoice[] = [];
  if (query.structured_data !== undefined) {
    const parsed = parseStructuredData(query.structured_data);
    if (!parsed.ok) return parsed;
    severityLevels = parsed.value;
  }
  return {
    ok: true,
    value: {
      weatherEventIds: unique(query.within_weather_events),
      from,
      to,
      tsQuery: query.text ? keywordTsQuery(query.text) : null,
      near,
      statusIds: unique(query.with_statuses),
      severityLevels,
      regionIds: unique(query.within_regions),
      investigationIds: unique(query.within_investigations),
      order: query.order_cri ?? 'observed_at',
    },
  };
}

/**
 * The filter as the project's settings allow it, whatever the client sent. A rolling-window
 * project bounds the dates by its window: an earlier or missing from is raised to the window start,
 * and a to before it then lies before from, so nothing matches (an empty answer, not an error). A
 * project that hides severity ignores the severity filter, so counts cannot reveal it.
 */
export function withProjectRules(
  filter: PostFilter,
  project: TimeRangeProject,
  now: Date,
): PostFilter {
  const windowStart = rollingWindowStart(project, now);
  const raise = windowStart !== null && (filter.from === null || filter.from < windowStart);
  return {
    ...filter,
    from: raise ? windowStart : filter.from,
    severityLevels: project.show_severity ? filter.severityLevels : [],
  };
}

/** A box around a circle, for the indexed prefilter before the exact distance. */
export function nearBoundingBox(near: NearPoint) {
  const dLat = near.radius / METERS_PER_DEGREE_LAT;
  const cosLat = Math.cos((near.lat * Math.PI) / 180);
  // Near the poles the box spans every longitude.
  const dLng = cosLat > 1e-6 ? near.radius / (METERS_PER_DEGREE_LAT * cosLat) : 360;
  return {
    minLat: Math.max(-90, near.lat - dLat),
    maxLat: Math.min(90, near.lat + dLat),
    minLng: Math.max(-180, near.lng - dLng),
    maxLng: Math.min(180, near.lng + dLng),
  };
}
