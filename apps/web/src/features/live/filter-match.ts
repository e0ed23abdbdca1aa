import type { EventPost } from '@highwater/core/api/events';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import {
  parseApiDate,
  parseNearPoint,
  parseStructuredData,
} from '@highwater/core/filters/api-query';
import { parseDensityBbox } from '@highwater/core/density-grid';
import { haversineMetres } from '@highwater/core/distance';

/** Whether a post matches a cached query: "unknown" where only the server can tell. */
export type Match = 'yes' | 'no' | 'unknown';

/** The parts of a filter a post's status or severity decides on its own. */
export type Criterion = 'status' | 'severity';

export function statusMatches(query: PostsFilterQuery, statusId: number | null): boolean {
  const statuses = query.with_statuses;
  if (!statuses || statuses.length === 0) return true;
  return statusId !== null && statuses.includes(statusId);
}

export function severityMatches(query: PostsFilterQuery, level: number | null): boolean {
  if (!query.structured_data) return true;
  const levels = parseStructuredData(query.structured_data);
  return !levels.ok || levels.value.includes(level);
}

export const restricts = (query: PostsFilterQuery, criterion: Criterion) =>
  criterion === 'status'
    ? (query.with_statuses?.length ?? 0) > 0
    : query.structured_data !== undefined && query.structured_data !== '';

/** The query's dates read as the server reads them (a date alone: that UTC day's start or end). */
function timeMatch(query: PostsFilterQuery, observedAt: string): Match {
  const observed = Date.parse(observedAt);
  for (const name of ['from_date', 'to_date'] as const) {
    const text = query[name];
    if (text === undefined) continue;
    const bound = parseApiDate(name, text);
    // A date the server refuses gets no answer to patch; say nothing of it here.
    if (!bound.ok) return 'unknown';
    const limit = Date.parse(bound.value);
    if (name === 'from_date' ? observed < limit : observed > limit) return 'no';
  }
  return 'yes';
}

function nearMatch(query: PostsFilterQuery, post: EventPost): Match {
  const points = query.near_point ?? [];
  if (points.length === 0) return 'yes';
  let unknown = false;
  for (const text of points) {
    const near = parseNearPoint(text);
    if (!near.ok) {
      unknown = true;
      continue;
    }
    const { lng, lat, radius } = near.value;
    if (haversineMetres(lng, lat, post.lng, post.lat) <= radius) return 'yes';
  }
  return unknown ? 'unknown' : 'no';
}

const hasAny = (values: readonly unknown[] | undefined) => (values?.length ?? 0) > 0;

/**
 * Whether the post as the event describes it matches the query, leaving out the criteria in
 * `skip`. Status, severity, time and distance are checked here; words, regions, weather events
 * and surveys are the server's to decide ("unknown").
 */
export function matchPost(
  query: PostsFilterQuery,
  post: EventPost,
  skip: readonly Criterion[] = [],
): Match {
  if (!skip.includes('status') && !statusMatches(query, post.status_id)) return 'no';
  if (!skip.includes('severity') && !severityMatches(query, post.severity_level)) return 'no';
  const parts = [timeMatch(query, post.observed_at), nearMatch(query, post)];
  if (parts.includes('no')) return 'no';
  const serverOnly =
    Boolean(query.text?.trim()) ||
    hasAny(query.within_regions) ||
    hasAny(query.within_weather_events) ||
    hasAny(query.within_investigations);
  return serverOnly || parts.includes('unknown') ? 'unknown' : 'yes';
}

/** Whether the post lies in a points answer's bbox (one view's points, as the server keeps them). */
export function inBbox(bbox: string | undefined, post: EventPost): boolean {
  if (bbox === undefined) return true;
  const box = parseDensityBbox(bbox);
  // The server refuses a box it cannot read, so no answer for one is cached.
  if (!box.ok) return true;
  const { west, south, east, north } = box.value;
  return post.lng >= west && post.lng <= east && post.lat >= south && post.lat <= north;
}
