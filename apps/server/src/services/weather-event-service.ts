import type { WeatherEvent } from '@highwater/core/api/weather-events';
import type { Db } from '@/db/database.ts';
import { isoOrNull } from '@/domain/post-format.ts';
import { projectForMember } from '@/services/access-service.ts';
import { listWeatherEvents } from '@/repositories/weather-event-repository.ts';

/** The project's weather events, newest first; none for rolling-range projects (spec 001 §7). */
export async function projectWeatherEvents(
  db: Db,
  userId: number,
  projectId: number,
): Promise<WeatherEvent[]> {
  const project = await projectForMember(db, userId, projectId);
  if (project.rolling_time_range_days !== null) return [];
  const rows = await listWeatherEvents(db, projectId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    start_date: row.start_date.toISOString(),
    end_date: isoOrNull(row.end_date),
  }));
}
