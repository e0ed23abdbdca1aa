import {
  KEYWORD_TOTAL_LIMIT,
  POST_EXCERPT_LENGTH,
  POSTS_PAGE_DEFAULT_LIMIT,
  type PostPoints,
  type PostPointsQuery,
  type PostsHistogram,
  type PostsHistogramQuery,
  type PostsPage,
  type PostsPageQuery,
} from '@highwater/core/api/posts';
import {
  chooseTimelineInterval,
  timelineBuckets,
  type TimelineInterval,
} from '@highwater/core/timeline';
import { isKnownZone } from '@highwater/core/place-zone';
import { MAP_POINTS_LIMIT } from '@highwater/core/constants';
import { parseDensityBbox, rangeBounds } from '@highwater/core/density-grid';
import { DENSITY_CELL_LEVEL } from '@/domain/density-cells.ts';
import { storedCellsRange } from '@/repositories/density-repository.ts';
import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';
import { decodeCursor, encodeCursor } from '@/domain/post-cursor.ts';
import { toPostSummary } from '@/domain/post-format.ts';
import { badRequest } from '@/plugins/http-errors.ts';
import {
  countPosts,
  countSlotPosts,
  countPostsUpTo,
  histogramCounts,
  histogramSummaryCounts,
  observedRange,
  postPage,
  postPointsJson,
  withinBbox,
} from '@/repositories/post-repository.ts';
import {
  pagePostSet,
  scopeFilter,
  type FilteredScope,
  type ProjectScope,
} from '@/services/post-scope.ts';
import {
  kindsAnswerHistogram,
  slotsAnswerHistogram,
  slotsAnswerTotal,
} from '@/domain/histogram-slots.ts';

/** One page of the sightings list, with the total and the cursor of the next page. */
export async function listPosts(
  db: Db,
  userId: number,
  project: ProjectScope,
  query: PostsPageQuery,
): Promise<PostsPage> {
  const scope = await scopeFilter(db, project, query);
  const order = scope.filter.order;
  const after = query.cursor !== undefined ? decodeCursor(order, query.cursor) : null;
  if (query.cursor !== undefined && !after) {
    throw badRequest('cursor is not a next_cursor of this list and order');
  }
  const limit = query.limit ?? POSTS_PAGE_DEFAULT_LIMIT;
  // One row beyond the page tells whether there is a next page.
  const [rows, total] = await Promise.all([
    postPage(db, pagePostSet(scope, order), order, after, limit + 1, userId, POST_EXCERPT_LENGTH),
    listTotal(db, scope),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    results: page.map((row) => toPostSummary(row, scope.defaultStatusId)),
    ...total,
    next_cursor:
      rows.length > limit && last ? encodeCursor(order, { value: last.key, id: last.id }) : null,
  };
}

/**
 * Exact, except that a keyword filter stops counting past KEYWORD_TOTAL_LIMIT. A filter of time
 * alone (such as "Any time") sums the project's quarter-hour slots: counting a million posts took
 * a scan of the table on every core, 200 to 300 ms, as the map screen opened.
 */
async function listTotal(
  db: Db,
  scope: FilteredScope,
): Promise<Pick<PostsPage, 'total' | 'total_capped'>> {
  if (slotsAnswerTotal(scope.filter)) {
    const total = await countSlotPosts(db, scope.project.id, scope.filter.from);
    return { total, total_capped: false };
  }
  if (scope.filter.tsQuery === null) {
    return { total: await countPosts(db, scope.matching), total_capped: false };
  }
  const counted = await countPostsUpTo(db, scope.where, KEYWORD_TOTAL_LIMIT);
  const capped = counted > KEYWORD_TOTAL_LIMIT;
  return { total: capped ? KEYWORD_TOTAL_LIMIT : counted, total_capped: capped };
}

/** Every matching post as compact columns, already JSON (see PostPoints). */
export async function postPoints(
  db: Db,
  userId: number,
  project: ProjectScope,
  query: PostPointsQuery,
): Promise<string> {
  const { bbox: bboxText, ...filterQuery } = query;
  const scope = await scopeFilter(db, project, filterQuery);
  let matching = scope.matching;
  if (bboxText !== undefined) {
    const bbox = parseDensityBbox(bboxText);
    if (!bbox.ok) throw badRequest(bbox.reason);
    matching = {
      ...matching,
      where: sql<boolean>`${matching.where} AND ${withinBbox(bbox.value)}`,
    };
  }
  const whole = await postPointsJson(db, matching, userId, scope.defaultStatusId, MAP_POINTS_LIMIT);
  return whole ?? JSON.stringify(await cappedPoints(db, project.project.id));
}

/** A capped answer: no points, and where the project's sightings are, from its stored cells. */
async function cappedPoints(db: Db, projectId: number): Promise<PostPoints> {
  const range = await storedCellsRange(db, projectId, DENSITY_CELL_LEVEL);
  const bounds = range && rangeBounds(range);
  return {
    total: null,
    capped: true,
    extent: bounds && [bounds.west, bounds.south, bounds.east, bounds.north],
    id: [],
    lng: [],
    lat: [],
    status_id: [],
    severity_level: [],
    seen: [],
    featured: [],
  };
}

/**
 * Posts per timeline bucket over the filter's range. Open ends take the matching posts' first and
 * last observed times (and now), so the buckets hold every post the list holds.
 */
export async function postHistogram(
  db: Db,
  project: ProjectScope,
  query: PostsHistogramQuery,
  now = new Date(),
): Promise<PostsHistogram> {
  const zone = query.time_zone ?? 'UTC';
  if (!isKnownZone(zone)) throw badRequest(`Unknown time zone: ${zone}`);
  const scope = await scopeFilter(db, project, query, now);
  const bars = (from: Date, to: Date) => histogramBars(db, scope, query, zone, from, to);
  const { from, to } = scope.filter;
  if (from && to) return bars(from, to);
  if (from && from <= now) {
    // Only posts observed after now move the end: the bars up to now are counted beside the range.
    const [range, upToNow] = await Promise.all([
      observedRange(db, scope.matching),
      bars(from, now),
    ]);
    return range.max && range.max > now ? bars(from, range.max) : upToNow;
  }
  const range = await observedRange(db, scope.matching);
  const first = from ?? range.min;
  if (!first) return noBars(query);
  return bars(first, to ?? (range.max && range.max > now ? range.max : now));
}

function noBars(query: PostsHistogramQuery): PostsHistogram {
  return { interval: query.interval ?? '1d', from: null, to: null, total: 0, buckets: [] };
}

/** The bars from `from` to `to`, counted for the filter; none when the range is empty. */
async function histogramBars(
  db: Db,
  scope: FilteredScope,
  query: PostsHistogramQuery,
  zone: string,
  from: Date,
  to: Date,
): Promise<PostsHistogram> {
  if (from > to) return noBars(query);
  const interval: TimelineInterval = query.interval ?? chooseTimelineInterval(from, to);
  const starts = timelineBuckets(from, to, interval, zone);
  const first = starts[0] ?? from;
  // A whole project (or all of it from a date) sums quarter-hour slots instead of every post, and
  // one narrowed by status or severity alone its hourly counts by kind (the two never both apply).
  const since = scope.filter.from && scope.filter.from > first ? scope.filter.from : first;
  const kinds = kindsAnswerHistogram(scope.filter, starts, scope.defaultStatusId);
  const counts =
    kinds || slotsAnswerHistogram(scope.filter, starts)
      ? await histogramSummaryCounts(db, scope.project.id, since, starts, kinds)
      : await histogramCounts(db, scope.matching, starts);
  const buckets = starts.map((start, index) => ({
    start: start.toISOString(),
    count: counts.get(index) ?? 0,
  }));
  return {
    interval,
    from: first.toISOString(),
    to: to.toISOString(),
    total: buckets.reduce((sum, b) => sum + b.count, 0),
    buckets,
  };
}
