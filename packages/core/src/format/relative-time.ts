import { DAY_MS, MONTH_DAYS, YEAR_DAYS } from '../constants.ts';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', YEAR_DAYS * DAY_MS],
  ['month', MONTH_DAYS * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 hours ago", "hace 2 días": a month is 30.5 days and a year 365.25 (spec 000 section 9). */
export function relativeTime(date: Date, now: Date, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const elapsed = date.getTime() - now.getTime();
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return format.format(Math.round(elapsed / ms), unit);
  }
  return format.format(0, 'minute');
}
