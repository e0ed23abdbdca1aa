import type { TideDatum, TideFound, TideLevel, TideStation } from '@highwater/core/api/tides';
import { closestIndex, roundLevel, surroundingHighs } from './tide-window.ts';

/** What a tide source read at a station around a moment. */
export interface StationReadings {
  station: Omit<TideStation, 'distance_km'>;
  distanceKm: number;
  datum: TideDatum;
  levels: TideLevel[];
  /** High tides around the moment, in metres above the datum. */
  highs: { time: Date; level: number }[];
}

/**
 * The answer for a station's readings around the moment: the level closest to it, the highs on
 * either side, and 'observed' as soon as one level is a measurement.
 */
export function tideFound(readings: StationReadings, observedAt: Date): TideFound {
  const { levels } = readings;
  const highs = readings.highs.map((h) => ({
    timestamp: h.time.toISOString(),
    level: roundLevel(h.level),
  }));
  return {
    station: { ...readings.station, distance_km: Math.round(readings.distanceKm * 10) / 10 },
    datum: readings.datum,
    levels,
    closestIndex: closestIndex(levels, observedAt),
    ...surroundingHighs(highs, observedAt),
    source: levels.some((l) => !l.isPrediction) ? 'observed' : 'prediction',
  };
}
