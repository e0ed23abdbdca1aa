import { haversineMetres } from '@highwater/core/distance';
import { TIDE_STATION_MAX_KM } from '@highwater/core/constants';
import type { TideDatum } from '@highwater/core/api/tides';

export interface Located {
  lat: number;
  lng: number;
}

/** The closest of the candidates within maxKm of the point (inclusive), or null. */
export function nearestStation<T extends Located>(
  candidates: readonly T[],
  point: Located,
  maxKm = TIDE_STATION_MAX_KM,
): { station: T; distanceKm: number } | null {
  let best: { station: T; distanceKm: number } | null = null;
  for (const station of candidates) {
    const distanceKm = haversineMetres(point.lng, point.lat, station.lng, station.lat) / 1000;
    if (distanceKm <= maxKm && (!best || distanceKm < best.distanceKm)) {
      best = { station, distanceKm };
    }
  }
  return best;
}

/**
 * The datum levels are given against: mean lower low water where the station has it, else the
 * station's own zero (STND); null when it has neither.
 */
export function chooseDatum(datums: Readonly<Record<string, number>>): TideDatum | null {
  if (typeof datums.MLLW === 'number') return 'MLLW';
  if (typeof datums.STND === 'number') return 'STND';
  return null;
}
