import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';

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
    JOIN posts p ON p.project_id = e.project_id
      AND p.observed_at >= e.start_date
      AND (e.end_date IS NULL OR p.observed_at <= e.end_date)
    WHERE e.id = ${eventId}
  `.execute(trx);
}
