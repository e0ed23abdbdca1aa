import type { Db } from '@/db/database.ts';

export interface WeatherEventRow {
  id: number;
  name: string;
  start_date: Date;
  end_date: Date | null;
}

/** The project's weather events, newest first. */
export function listWeatherEvents(db: Db, projectId: number): Promise<WeatherEventRow[]> {
  return db
    .selectFrom('weather_events')
    .select(['id', 'name', 'start_date', 'end_date'])
    .where('project_id', '=', projectId)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The date windows of those of the given events that belong to the project. */
export async function weatherEventWindows(
  db: Db,
  projectId: number,
  eventIds: readonly number[],
): Promise<{ start: Date; end: Date | null }[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom('weather_events')
    .select(['start_date', 'end_date'])
    .where('project_id', '=', projectId)
    .where('id', 'in', eventIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ start: row.start_date, end: row.end_date }));
}
