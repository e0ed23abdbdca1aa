import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { TideDatum } from '@highwater/core/api/tides';

/**
 * NOAA CO-OPS Data API (datagetter) requests and answers, as documented at
 * https://api.tidesandcurrents.noaa.gov/api/prod/: JSON with times 'YYYY-MM-DD HH:mm' in the
 * requested time zone (always gmt here) and values as decimal text in the requested units.
 */
export type NoaaProduct = 'water_level' | 'predictions';

export interface NoaaRequest {
  station: string;
  product: NoaaProduct;
  datum: TideDatum;
  start: Date;
  end: Date;
  /** Predictions only: 'hilo' for highs and lows; otherwise 6-minute values. */
  interval?: 'hilo';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyyMMdd HH:mm' in UTC, as begin_date and end_date take it. */
export function noaaDate(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
  );
}

export function datagetterUrl(baseUrl: string, request: NoaaRequest): string {
  const url = new URL('/api/prod/datagetter', baseUrl);
  url.search = new URLSearchParams({
    product: request.product,
    application: 'highwater',
    station: request.station,
    begin_date: noaaDate(request.start),
    end_date: noaaDate(request.end),
    datum: request.datum,
    units: 'metric',
    time_zone: 'gmt',
    format: 'json',
    ...(request.interval ? { interval: request.interval } : {}),
  }).toString();
  return url.toString();
}

const Reading = Type.Object({
  t: Type.String(),
  v: Type.String(),
  type: Type.Optional(Type.String()),
});
const ErrorAnswer = Type.Object({ error: Type.Object({ message: Type.String() }) });
const DataAnswer = Type.Object({ data: Type.Array(Reading) });
const PredictionsAnswer = Type.Object({ predictions: Type.Array(Reading) });

export interface NoaaReading {
  time: Date;
  level: number;
  /** Highs and lows only: H, L (and HH, LL for the higher and lower of a day). */
  type: string | null;
}

export type NoaaOutcome = { ok: true; readings: NoaaReading[] } | { ok: false; message: string };

const TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

function toReading(raw: Static<typeof Reading>): NoaaReading[] {
  const time = TIME.exec(raw.t);
  const level = raw.v.trim() === '' ? NaN : Number(raw.v);
  // A gap in the record comes as an empty value; it is left out rather than drawn as zero.
  if (!time || !Number.isFinite(level)) return [];
  return [{ time: new Date(`${time[1]}T${time[2]}:00Z`), level, type: raw.type ?? null }];
}

/** The readings of an answer, or NOAA's own message when it answered an error. */
export function parseNoaaAnswer(product: NoaaProduct, body: unknown): NoaaOutcome {
  if (Value.Check(ErrorAnswer, body)) return { ok: false, message: body.error.message };
  if (product === 'water_level' && Value.Check(DataAnswer, body)) {
    return { ok: true, readings: body.data.flatMap(toReading) };
  }
  if (product === 'predictions' && Value.Check(PredictionsAnswer, body)) {
    return { ok: true, readings: body.predictions.flatMap(toReading) };
  }
  throw new Error(`Unexpected answer from the tides service for ${product}`);
}

/** NOAA names the datums a station supports when asked for another one. */
export const isDatumError = (message: string) => /datum/i.test(message);
