/** The posts filter query in words, for the OpenAPI descriptions of the calls that take it. */
export const FILTER_DOC =
  'Filters: within_weather_events*, from_date and to_date (ISO 8601), text (prefix match on ' +
  "every word), near_point* ('lng,lat,radiusMetres'), with_statuses*, structured_data " +
  "('severity_level,in,1,2'; 'none' matches posts without a level, as in " +
  "'severity_level,in,3,none'), within_regions*, within_investigations*; * repeats. A project " +
  'with rolling_time_range_days N only ever matches posts observed in the last N days: an ' +
  'earlier or missing from_date is raised to the window start, and a to_date before it matches ' +
  'nothing. A project with show_severity false ignores structured_data. A malformed value ' +
  'answers 400 with the reason; a project outside the user’s client groups answers 404.';
