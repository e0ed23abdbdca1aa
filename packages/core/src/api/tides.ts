import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.ts';

export const NO_STATION_FOUND = 'NO_STATION_FOUND';
export const TIDE_DATUMS = ['MLLW', 'STND'] as const;
export type TideDatum = (typeof TIDE_DATUMS)[number];

const IsoDate = Type.String({ description: 'ISO 8601 date-time' });

export const TideLevel = Type.Object({
  timestamp: IsoDate,
  /** Metres relative to the datum. */
  level: Type.Number(),
  isPrediction: Type.Boolean(),
});
export type TideLevel = Static<typeof TideLevel>;

export const TideExtreme = Type.Object({ timestamp: IsoDate, level: Type.Number() });
export type TideExtreme = Static<typeof TideExtreme>;

export const TideStation = Type.Object({
  id: Type.String(),
  name: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  distance_km: Type.Number(),
  /** Who published the station's data, to be shown with the chart. */
  attribution: Type.String(),
  attribution_url: Nullable(Type.String()),
});
export type TideStation = Static<typeof TideStation>;

/**
 * GET /api/v3/cx/local-projects/{id}/posts/{postId}/tide: water levels every 6 minutes for
 * ±12 h around the observed time at the nearest station within 160 km. A post with no station
 * in reach answers { error: 'NO_STATION_FOUND' }; a failing tide service answers its message.
 */
export const TideFound = Type.Object({
  station: TideStation,
  datum: Type.Unsafe<TideDatum>(Type.String({ enum: [...TIDE_DATUMS] })),
  levels: Type.Array(TideLevel),
  /** Index in levels of the time closest to the sighting. */
  closestIndex: Type.Integer({ minimum: 0 }),
  previous_high: Nullable(TideExtreme),
  next_high: Nullable(TideExtreme),
  /** 'prediction' (offline harmonic) or 'observed' (a live service's measurements). */
  source: Type.Unsafe<'prediction' | 'observed'>(Type.String({ enum: ['prediction', 'observed'] })),
});
export type TideFound = Static<typeof TideFound>;

export const TideMissing = Type.Object({ error: Type.String() });
export type TideMissing = Static<typeof TideMissing>;

export const TideAnswer = Type.Union([TideFound, TideMissing]);
export type TideAnswer = Static<typeof TideAnswer>;
