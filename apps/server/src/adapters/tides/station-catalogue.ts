import { stations, stationsById, type Station } from '@neaps/tide-database';
import type { TideDatum } from '@highwater/core/api/tides';
import { chooseDatum } from './station-selection.ts';

/** A station of the offline database that may be used and predicted from. */
export interface CatalogueStation {
  id: string;
  name: string;
  lat: number;
  lng: number;
  datum: TideDatum;
  /** The station's id at NOAA CO-OPS when NOAA publishes it, for the live service. */
  noaaId: string | null;
  /** A reference station has its own gauge; a subordinate one is predicted from another's. */
  type: 'reference' | 'subordinate';
  attribution: string;
  attributionUrl: string;
  source: Station;
}

const NOAA_SOURCE = 'US National Oceanic and Atmospheric Administration';

/** Whether the station's data, and that of the station it is predicted from, allow commercial use. */
function commercialUseAllowed(station: Station): boolean {
  if (!station.license.commercial_use) return false;
  const reference = station.offsets ? stationsById.get(station.offsets.reference) : station;
  return reference?.license.commercial_use === true;
}

/**
 * The notice to show with the chart: the database's assembled attribution (which names the
 * licence and any credit it requires), led by the publisher when the notice does not name it.
 */
function attributionOf(station: Station): string {
  return station.attribution.includes('Source:')
    ? station.attribution
    : `Source: ${station.source.name}. ${station.attribution}`;
}

function toCatalogueStation(station: Station): CatalogueStation | null {
  // Predictions are harmonic sums around mean sea level, moved onto the datum.
  const datum = typeof station.datums.MSL === 'number' ? chooseDatum(station.datums) : null;
  if (!datum) return null;
  return {
    id: station.id,
    name: station.name,
    lat: station.latitude,
    lng: station.longitude,
    datum,
    noaaId: station.source.name === NOAA_SOURCE ? station.source.id : null,
    type: station.type,
    attribution: attributionOf(station),
    attributionUrl: station.source.url,
    source: station,
  };
}

let catalogue: CatalogueStation[] | null = null;

/**
 * Water-level (tide) stations whose licence allows commercial use, with a datum to give levels
 * in. The database ships with the package and never changes while the server runs, so the list
 * is built once, on first use.
 */
export function tideStations(): CatalogueStation[] {
  catalogue ??= stations
    .filter((s) => s.kind === 'tide' && commercialUseAllowed(s))
    .flatMap((s) => toCatalogueStation(s) ?? []);
  return catalogue;
}
