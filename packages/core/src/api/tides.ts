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

const NamedLink = Type.Object({ name: Type.String(), url: Type.String() });

/**
 * Whose levels these are, credited with the chart. It comes in parts, names and addresses only,
 * so the interface words the credit in its own language ("Source: …", "Fuente: …").
 */
export const TideCredit = Type.Object({
  /** Who published the levels, or the citation their licence asks for. */
  source: Type.String(),
  /** The source's page for the station or its data. */
  source_url: Nullable(Type.String()),
  /** The collection the station's constants came through, when not straight from the source. */
  database: Nullable(NamedLink),
  /** The licence the data is shared under, when it asks to be named (such as CC BY 4.0). */
  licence: Nullable(NamedLink),
  /** Where the changes made to the source's data are described, when there are any. */
  changes_url: Nullable(Type.String()),
});
export type TideCredit = Static<typeof TideCredit>;

export const TideStation = Type.Object({
  id: Type.String(),
  name: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  distance_km: Type.Number(),
  credit: TideCredit,
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
