import type { PlaceTimeZone } from '../api/posts.ts';

const NO_BREAK_SPACE = '\u00a0';

/**
 * A moment in the local time of a place, with the zone's abbreviation: "Nov 3, 2026, 4:22 PM EDT"
 * ("3 nov 2026, 16:22 EDT" in Spanish). The abbreviation is the server's, found for the moment
 * of the sighting, so that it reads the same in every language. An unreadable date comes back as
 * given.
 */
export function formatPlaceTime(
  iso: string,
  zone: PlaceTimeZone,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone.name }).formatToParts(
      date,
    );
  } catch {
    // An unknown zone name: the browser's own zone, without a misleading abbreviation.
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
  const timeStarts = parts.findIndex((part) => part.type === 'hour');
  if (timeStarts < 0) return parts.map((part) => part.value).join('');
  // No-break spaces hold the time and its zone together ("4:22 PM EDT") when a narrow cell wraps.
  const joined = (from: Intl.DateTimeFormatPart[]) => from.map((part) => part.value).join('');
  const time = joined(parts.slice(timeStarts)).replace(/\s/g, NO_BREAK_SPACE);
  return `${joined(parts.slice(0, timeStarts))}${time}${NO_BREAK_SPACE}${zone.abbreviation}`;
}
