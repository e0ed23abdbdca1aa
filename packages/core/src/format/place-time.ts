import { zoneAbbreviation } from '../place-zone.ts';
import { dateTimeFormat } from './date-time-format.ts';

const NO_BREAK_SPACE = '\u00a0';

/**
 * A moment in the local time of a zone, with the zone's abbreviation for that moment: "Nov 3,
 * 2026, 4:22 PM EST" ("3 nov 2026, 16:22 EST" in Spanish). The abbreviation is the English one so
 * that it reads the same in every language; a time in October and one in November of the same
 * place can read EDT and EST. An unreadable date comes back as given.
 */
export function formatPlaceTime(
  iso: string,
  zone: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat(locale, { ...options, timeZone: zone }).formatToParts(date);
  } catch {
    // An unknown zone name: the browser's own zone, without a misleading abbreviation.
    return dateTimeFormat(locale, options).format(date);
  }
  const timeStarts = parts.findIndex((part) => part.type === 'hour');
  if (timeStarts < 0) return parts.map((part) => part.value).join('');
  // No-break spaces hold the time and its zone together ("4:22 PM EDT") when a narrow cell wraps.
  const joined = (from: Intl.DateTimeFormatPart[]) => from.map((part) => part.value).join('');
  const time = joined(parts.slice(timeStarts)).replace(/\s/g, NO_BREAK_SPACE);
  const abbreviation = zoneAbbreviation(zone, date);
  return `${joined(parts.slice(0, timeStarts))}${time}${NO_BREAK_SPACE}${abbreviation}`;
}
