import { stations, stationsById, type Station } from '@neaps/tide-database';
import type { TideCredit, TideDatum } from '@highwater/core/api/tides';
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
  credit: TideCredit;
  source: Station;
}

const NOAA_SOURCE = 'US National Oceanic and Atmospheric Administration';

/** Whether the station's data, and that of the station it is predicted from, allow commercial use. */
function commercialUseAllowed(station: Station): boolean {
  if (!station.license.commercial_use) return false;
  const reference = station.offsets ? stationsById.get(station.offsets.reference) : station;
  return reference?.license.commercial_use === true;
}

// The database assembles each station's notice as "Neaps tide database (url). Source: citation.
// Licensed CC BY 4.0 (url). Modified: see url", naming only what the licence asks to be named.
const DATABASE_PART = /^(?<name>[^(]+?) \((?<url>https?:\/\/[^)\s]+)\)/;
const SOURCE_PART = /Source: (?<citation>.+?)\. Licensed /;
const LICENCE_PART = /Licensed (?<name>.+?) \((?<url>https?:\/\/[^)\s]+)\)/;
const CHANGES_PART = /Modified: see (?<url>https?:\/\/\S+)/;

const namedLink = (groups: Record<string, string | undefined> | undefined) =>
  groups?.name && groups.url ? { name: groups.name, url: groups.url } : null;

/**
 * The credit to show with the chart, taken apart from the database's notice: the citation the
 * licence asks for (else the publisher), the database, the licence and its changes.
 */
function creditOf(station: Station): TideCredit {
  const notice = station.attribution;
  return {
    source: SOURCE_PART.exec(notice)?.groups?.citation ?? station.source.name,
    source_url: station.source.url,
    database: namedLink(DATABASE_PART.exec(notice)?.groups),
    licence: namedLink(LICENCE_PART.exec(notice)?.groups),
    changes_url: CHANGES_PART.exec(notice)?.groups?.url ?? null,
  };
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
    credit: creditOf(station),
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
