import tzLookup from '@photostructure/tz-lookup';
import { dateTimeFormat } from './format/date-time-format.ts';
import { wallFormat } from './zoned-time.ts';

/**
 * The nautical zone of a longitude (15° per hour) in IANA's Etc/GMT naming, whose sign is the
 * reverse of the offset: 75° W is UTC−5, Etc/GMT+5.
 */
export function nauticalZone(lng: number): string {
  const hours = Number.isFinite(lng) ? Math.max(-12, Math.min(12, Math.round(lng / 15))) : 0;
  if (hours === 0) return 'Etc/GMT';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/**
 * Whether this runtime knows the zone (its time-zone data may be older than tz-lookup's). A known
 * zone's format is kept for its wall clocks, so each is checked once.
 */
export function isKnownZone(zone: string): boolean {
  try {
    wallFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The IANA zone of a place from tz-lookup's bundled boundaries (no network). At sea, for
 * coordinates it refuses, or for a zone this runtime does not know: the longitude's nautical zone.
 * The server and the browser both use it, so a sighting reads in the same zone everywhere.
 */
export function placeZoneName(point: { lat: number; lng: number }): string {
  let zone: string;
  try {
    zone = tzLookup(point.lat, point.lng);
  } catch {
    return nauticalZone(point.lng);
  }
  return isKnownZone(zone) ? zone : nauticalZone(point.lng);
}

/**
 * The zone's short name at that instant (EDT in July, EST in January), in English so that it
 * reads the same in every language; zones without a common abbreviation read as an offset such
 * as GMT+2.
 */
export function zoneAbbreviation(zone: string, at: Date): string {
  const part = dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? 'UTC';
}
