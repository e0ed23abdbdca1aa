import tzLookup from '@photostructure/tz-lookup';
import type { PlaceTimeZone } from '@highwater/core/api/posts';

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
 * The IANA zone of a point from tz-lookup's bundled boundaries (no network); at sea it answers
 * Etc/GMT±N. Coordinates it refuses (outside ±90/±180) get the longitude's nautical zone.
 */
export function timeZoneName(lat: number, lng: number): string {
  try {
    return tzLookup(lat, lng);
  } catch {
    return nauticalZone(lng);
  }
}

/**
 * The zone's short name at that instant (EDT in July, EST in January); zones without a common
 * English abbreviation read as an offset such as GMT+2.
 */
export function timeZoneAbbreviation(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? 'UTC';
}

/** The place's time zone at the given time, found offline. */
export function placeTimeZone(lat: number, lng: number, at: Date): PlaceTimeZone {
  const name = timeZoneName(lat, lng);
  try {
    return { name, abbreviation: timeZoneAbbreviation(name, at) };
  } catch {
    // A zone newer than this runtime's time zone data: the longitude's nautical zone instead.
    const fallback = nauticalZone(lng);
    return { name: fallback, abbreviation: timeZoneAbbreviation(fallback, at) };
  }
}
