import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.ts';

export const WeatherEvent = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  start_date: Type.String(),
  /** Null while the event is ongoing. */
  end_date: Nullable(Type.String()),
});
export type WeatherEvent = Static<typeof WeatherEvent>;

/** GET /api/v3/cx/weather-events?project_id= ; newest first, empty for rolling-range projects. */
export const WeatherEventListQuery = Type.Object({
  project_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type WeatherEventListQuery = Static<typeof WeatherEventListQuery>;
export const WeatherEventList = Type.Array(WeatherEvent);
