import type { PostsFilterQuery } from '@highwater/core/api/posts';
import { METERS_PER_MILE, RADIUS_MILES } from '@highwater/core/constants';
import { formatStructuredData } from '@highwater/core/filters/api-query';
import type { GeneratedProject } from './generate-posts.ts';

/** One row of the matrix: a filter as the map screen sends it. */
export interface MatrixFilter {
  name: string;
  query: PostsFilterQuery;
}

/** The map screen's calls for one filter, each a column of the matrix. */
export const MATRIX_CALLS = [
  { name: 'list page', path: 'posts', extra: {} },
  { name: 'points', path: 'posts/points', extra: {} },
  { name: 'histogram', path: 'posts/histogram', extra: { time_zone: 'America/Chicago' } },
  // The whole generated area (lng -95.6 to -95, lat 29.6 to 30.1) on a 1440 by 900 map.
  { name: 'density', path: 'posts/density', extra: { bbox: '-95.8,29.6,-94.8,30.1', zoom: 10 } },
] as const;

const DAY = 86_400_000;
/** The centre of the generated posts, for the near filters. */
const CENTRE = '-95.3,29.85';
const KEYWORD = 'overflow bayou';

/**
 * Every single filter the map screen offers over the generated project (keyword, each status,
 * each severity and "no level", each region, a topic, a weather event, near with each radius the
 * filters panel offers), both regions at once, and four combinations with a time range.
 */
export function matrixFilters(project: GeneratedProject): MatrixFilter[] {
  const since = (days: number) => new Date(project.end.getTime() - days * DAY).toISOString();
  const [downtown, bayou] = [project.regionIds[1]!, project.regionIds[0]!];
  const [first, second] = [project.statusIds[0]!, project.statusIds[1]!];
  const near = (miles: number) => `${CENTRE},${Math.round(miles * METERS_PER_MILE)}`;
  return [
    { name: 'no filter', query: {} },
    { name: 'keyword', query: { text: KEYWORD } },
    ...project.statusIds.map((id, i) => ({
      name: `status ${i + 1}${i === 0 ? ' (default)' : ''}`,
      query: { with_statuses: [id] },
    })),
    ...[0, 1, 2, 3, 4, 5, null].map((level) => ({
      name: `severity ${level ?? 'none'}`,
      query: { structured_data: formatStructuredData([level]) },
    })),
    { name: 'region (5%)', query: { within_regions: [downtown] } },
    { name: 'region (1%)', query: { within_regions: [bayou] } },
    { name: 'topic', query: { within_investigations: [project.investigationIds[0]!] } },
    { name: 'both regions', query: { within_regions: [downtown, bayou] } },
    { name: 'weather event', query: { within_weather_events: [project.weatherEventIds[0]!] } },
    ...RADIUS_MILES.map((miles) => ({
      name: `near, ${miles} mi`,
      query: { near_point: [near(miles)] },
    })),
    {
      name: 'last 30 days, status 2, severity 4 and 5',
      query: {
        from_date: since(30),
        with_statuses: [second],
        structured_data: formatStructuredData([4, 5]),
      },
    },
    {
      name: 'last 30 days, region (5%), keyword "flooded"',
      query: { from_date: since(30), within_regions: [downtown], text: 'flooded' },
    },
    {
      name: 'the storm, topic',
      query: {
        within_weather_events: [project.weatherEventIds[0]!],
        within_investigations: [project.investigationIds[0]!],
      },
    },
    {
      name: 'last 90 days, near 5 mi, status 1',
      query: { from_date: since(90), near_point: [near(5)], with_statuses: [first] },
    },
  ];
}
