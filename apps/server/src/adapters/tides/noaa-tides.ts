import type { TideAnswer, TideDatum, TideFound, TideLevel } from '@highwater/core/api/tides';
import { datagetterUrl, isDatumError, parseNoaaAnswer, type NoaaRequest } from './noaa-format.ts';
import { tideStations, type CatalogueStation } from './station-catalogue.ts';
import { nearestStation } from './station-selection.ts';
import type { TideAdapter, TideQuery } from './tide-adapter.ts';
import { tideFound } from './tide-found.ts';
import { highSearchWindow, levelWindow, roundLevel } from './tide-window.ts';

export interface NoaaTideOptions {
  /** e.g. https://api.tidesandcurrents.noaa.gov */
  baseUrl: string;
  timeoutMs: number;
  /** Answers whenever the service fails, is slow or has no station in reach. */
  fallback: TideAdapter;
  stations?: () => readonly CatalogueStation[];
  /** Told why a lookup fell back, for the server's log. */
  onFallback?: (error: unknown) => void;
}

/** NOAA's own publisher name; its water levels are in the public domain, so no licence is named. */
const NOAA_SOURCE = 'NOAA Center for Operational Oceanographic Products and Services (CO-OPS)';

/**
 * Measured water levels from NOAA CO-OPS at the nearest NOAA gauge (a reference station), with
 * NOAA's predictions where no measurement exists yet or the record has a gap. Levels are in
 * metres above MLLW, or above the station datum (STND) where the station has no MLLW.
 */
export class NoaaTideAdapter implements TideAdapter {
  /** NOAA's gauges among the stations: picked once, on the first lookup. */
  private gauges: readonly CatalogueStation[] | null = null;

  constructor(private readonly options: NoaaTideOptions) {}

  async lookup(query: TideQuery): Promise<TideAnswer> {
    this.gauges ??= (this.options.stations ?? tideStations)().filter(
      (s) => s.noaaId !== null && s.type === 'reference',
    );
    const found = nearestStation(this.gauges, query);
    if (!found) return this.options.fallback.lookup(query);
    try {
      return await this.measured(found.station, found.distanceKm, query.observedAt);
    } catch (error) {
      this.options.onFallback?.(error);
      return this.options.fallback.lookup(query);
    }
  }

  private async measured(
    station: CatalogueStation,
    distanceKm: number,
    observedAt: Date,
  ): Promise<TideFound> {
    const noaaId = station.noaaId ?? '';
    const window = levelWindow(observedAt);
    const ask = (request: Omit<NoaaRequest, 'station'>) =>
      this.get({ ...request, station: noaaId });

    let datum: TideDatum = 'MLLW';
    let predicted = await ask({ product: 'predictions', datum, ...window });
    if (!predicted.ok && isDatumError(predicted.message)) {
      datum = 'STND';
      predicted = await ask({ product: 'predictions', datum, ...window });
    }
    if (!predicted.ok) throw new Error(predicted.message);
    const [observed, extremes] = await Promise.all([
      ask({ product: 'water_level', datum, ...window }),
      ask({ product: 'predictions', datum, interval: 'hilo', ...highSearchWindow(observedAt) }),
    ]);
    // No measurements (a future moment, a gauge down) leaves the predictions alone.
    const measuredAt = new Map(
      (observed.ok ? observed.readings : []).map((r) => [r.time.getTime(), r.level]),
    );
    const levels: TideLevel[] = predicted.readings.map((reading) => {
      const measured = measuredAt.get(reading.time.getTime());
      return {
        timestamp: reading.time.toISOString(),
        level: roundLevel(measured ?? reading.level),
        isPrediction: measured === undefined,
      };
    });
    return tideFound(
      {
        station: {
          id: station.id,
          name: station.name,
          lat: station.lat,
          lng: station.lng,
          credit: {
            source: NOAA_SOURCE,
            source_url: `https://tidesandcurrents.noaa.gov/stationhome.html?id=${noaaId}`,
            database: null,
            licence: null,
            changes_url: null,
          },
        },
        distanceKm,
        datum,
        levels,
        highs: (extremes.ok ? extremes.readings : []).filter((r) => r.type?.startsWith('H')),
      },
      observedAt,
    );
  }

  private async get(request: NoaaRequest): Promise<ReturnType<typeof parseNoaaAnswer>> {
    const response = await fetch(datagetterUrl(this.options.baseUrl, request), {
      signal: AbortSignal.timeout(this.options.timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`Tides service answered ${response.status}`);
    return parseNoaaAnswer(request.product, await response.json());
  }
}
