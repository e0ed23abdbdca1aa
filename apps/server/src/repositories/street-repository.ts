import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';
import { distanceSql } from '@/repositories/post-filter-sql.ts';

export interface StreetRow {
  place: string;
  lng: number;
  lat: number;
  posts: number;
  distance_m: number | null;
}

export interface StreetSearch {
  projectIds: readonly number[];
  /** Each must start a word of the street's name (lowercase, letters and digits only). */
  words: readonly string[];
  /** Each must appear in the rest of the address (the city, state and postcode). */
  qualifiers: readonly string[];
  proximity: [number, number] | undefined;
  /** Rolling-window projects only offer streets of posts inside their window. */
  now: Date;
  limit: number;
}

/**
 * Streets of the given projects' posts whose names match, one per place (a street in two of the
 * user's projects once), at the mean point of its posts: nearest first when a point is given,
 * otherwise the most reported first. Reads post_streets only, never the posts.
 */
export async function searchStreets(db: Db, search: StreetSearch): Promise<StreetRow[]> {
  if (search.projectIds.length === 0 || search.words.length === 0) return [];
  const ids = `{${search.projectIds.join(',')}}`;
  const wordPatterns = `{${search.words.map((word) => `"% ${word}%"`).join(',')}}`;
  const qualifierPatterns = `{${search.qualifiers.map((word) => `"%${word}%"`).join(',')}}`;
  const distance = search.proximity
    ? distanceSql(search.proximity[0], search.proximity[1], 'street')
    : sql<null>`NULL::double precision`;
  const { rows } = await sql<StreetRow>`
    SELECT place, lng, lat, posts, ${distance} AS distance_m FROM (
      SELECT min(s.place) AS place, sum(s.posts)::int AS posts,
        sum(s.lng_sum) / sum(s.posts) AS lng, sum(s.lat_sum) / sum(s.posts) AS lat
      FROM post_streets s
      JOIN projects p ON p.id = s.project_id
      WHERE s.project_id = ANY(${ids}::int[])
        AND s.search_key LIKE ALL (${wordPatterns}::text[])
        AND lower(s.place) LIKE ALL (${qualifierPatterns}::text[])
        AND (p.rolling_time_range_days IS NULL
          OR s.last_observed_at >= ${search.now}::timestamptz
            - p.rolling_time_range_days * interval '1 day')
      GROUP BY lower(s.place)
    ) street
    ORDER BY ${search.proximity ? sql`distance_m` : sql`posts DESC`}, place
    LIMIT ${search.limit}`.execute(db);
  return rows;
}
