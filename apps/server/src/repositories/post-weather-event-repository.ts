import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';

/** A post `p` observed between the dates of weather event `e` (an ongoing event has no end). */
const observedDuringEvent = sql`p.project_id = e.project_id
  AND p.observed_at >= e.start_date
  AND (e.end_date IS NULL OR p.observed_at <= e.end_date)`;

/**
 * Links the event to the posts of its project observed between its dates (as the demo data does),
 * dropping the links of posts now outside them. The map's filter reads the dates themselves.
 */
export async function relinkWeatherEvent(trx: Db, eventId: number): Promise<void> {
  await trx.deleteFrom('post_weather_events').where('weather_event_id', '=', eventId).execute();
  await sql`
    INSERT INTO post_weather_events (post_id, weather_event_id)
    SELECT p.id, e.id
    FROM weather_events e
    JOIN posts p ON ${observedDuringEvent}
    WHERE e.id = ${eventId}
  `.execute(trx);
}

/** Links a new post to its project's weather events whose dates it was observed in. */
export async function linkPostWeatherEvents(db: Db, postId: number): Promise<void> {
  await sql`
    INSERT INTO post_weather_events (post_id, weather_event_id)
    SELECT p.id, e.id
    FROM posts p
    JOIN weather_events e ON ${observedDuringEvent}
    WHERE p.id = ${postId}
    ORDER BY e.id
  `.execute(db);
}
