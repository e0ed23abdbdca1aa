import { TIDE_WINDOW_HOURS, type SystemOfMeasure } from '@highwater/core/constants';
import { dateTimeFormat } from '@highwater/core/format/date-time-format';
import { isKnownZone } from '@highwater/core/place-zone';

const HOUR_MS = 3_600_000;
const TIDES_SERVICE = 'https://tidesandcurrents.noaa.gov/waterlevels.html';

/**
 * The NOAA CO-OPS id of a station ('8638610', or 'noaa/8638610' from the offline database);
 * null for other publishers' stations, which have no page at the tides service.
 */
export function noaaStationId(stationId: string): string | null {
  return /^(?:noaa\/)?(\d{7})$/.exec(stationId)?.[1] ?? null;
}

/** yyyymmdd of an instant in a time zone (GMT when the zone is unknown to the browser). */
function compactDate(time: number, timeZone: string): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(time));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}`;
}

const knownTimeZone = (timeZone: string | null): string | null =>
  timeZone && isKnownZone(timeZone) ? timeZone : null;

export interface TidesLinkInput {
  /** The NOAA CO-OPS id (seven digits). */
  noaaId: string;
  observedAt: string;
  /** The place's IANA time zone; the link falls back to GMT without one. */
  timeZone: string | null;
  system: SystemOfMeasure;
  datum: string;
}

/**
 * The tides service's page for the station (spec 001 section 7): begin and end dates cover the
 * ±12 h window around the observed time, in the place's local standard/daylight time.
 */
export function tidesServiceUrl(input: TidesLinkInput): string {
  const observed = Date.parse(input.observedAt);
  const zone = knownTimeZone(input.timeZone);
  const dateZone = zone ?? 'UTC';
  const window = TIDE_WINDOW_HOURS * HOUR_MS;
  const begin = compactDate(observed - window, dateZone);
  const end = compactDate(observed + window, dateZone);
  const query = new URLSearchParams({
    id: input.noaaId,
    units: input.system === 'METRIC' ? 'metric' : 'standard',
    bdate: begin,
    edate: end,
    timezone: zone ? 'LST/LDT' : 'GMT',
    datum: input.datum,
    interval: '6',
    action: 'data',
  });
  return `${TIDES_SERVICE}?${query.toString()}`;
}
