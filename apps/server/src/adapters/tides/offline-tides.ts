import { useStation } from '@neaps/tide-predictor';
import { NO_STATION_FOUND, type TideAnswer, type TideFound } from '@highwater/core/api/tides';
import { noaaConstituents } from './noaa-conventions.ts';
import { tideStations, type CatalogueStation } from './station-catalogue.ts';
import { nearestStation } from './station-selection.ts';
import type { TideAdapter, TideQuery } from './tide-adapter.ts';
import { tideFound } from './tide-found.ts';
import { highSearchWindow, LEVEL_STEP_MS, levelWindow, roundLevel } from './tide-window.ts';

export interface StationPrediction {
  /** Levels from start to end at LEVEL_STEP_MS, in metres above the station's datum. */
  timeline(start: Date, end: Date): { time: Date; level: number }[];
  /** High and low tides from start to end, in metres above the station's datum. */
  extremes(start: Date, end: Date): { time: Date; level: number; high: boolean }[];
}

/**
 * Harmonic prediction at a station of the offline database, with the subordinate offsets applied
 * for stations predicted from a reference station, and NOAA's conventions for NOAA's constants.
 */
export function stationPrediction(station: CatalogueStation): StationPrediction {
  const noaa = station.noaaId !== null;
  const constituents = station.source.harmonic_constituents;
  // The predictor's station type wants disclaimers as text; the database leaves it out when empty.
  const predictor = useStation({
    ...station.source,
    disclaimers: station.source.disclaimers ?? '',
    harmonic_constituents: noaa ? noaaConstituents(constituents) : constituents,
  });
  const options = { datum: station.datum, units: 'meters' as const };
  return {
    timeline: (start, end) =>
      predictor.getTimelinePrediction({
        start,
        end,
        timeFidelity: LEVEL_STEP_MS / 1000,
        ...options,
      }).timeline,
    extremes: (start, end) => predictor.getExtremesPrediction({ start, end, ...options }).extremes,
  };
}

/** The tide around a moment at a station of the offline database, predicted. */
export function predictAtStation(
  station: CatalogueStation,
  distanceKm: number,
  observedAt: Date,
): TideFound {
  const prediction = stationPrediction(station);
  const window = levelWindow(observedAt);
  const levels = prediction.timeline(window.start, window.end).map((point) => ({
    timestamp: point.time.toISOString(),
    level: roundLevel(point.level),
    isPrediction: true,
  }));
  const search = highSearchWindow(observedAt);
  return tideFound(
    {
      station: {
        id: station.id,
        name: station.name,
        lat: station.lat,
        lng: station.lng,
        credit: station.credit,
      },
      distanceKm,
      datum: station.datum,
      levels,
      highs: prediction.extremes(search.start, search.end).filter((e) => e.high),
    },
    observedAt,
  );
}

/** Works with no network: the nearest usable station of the offline database, predicted. */
export class OfflineTideAdapter implements TideAdapter {
  constructor(private readonly stations: () => readonly CatalogueStation[] = tideStations) {}

  async lookup({ lat, lng, observedAt }: TideQuery): Promise<TideAnswer> {
    const found = nearestStation(this.stations(), { lat, lng });
    if (!found) return { error: NO_STATION_FOUND };
    return predictAtStation(found.station, found.distanceKm, observedAt);
  }
}
