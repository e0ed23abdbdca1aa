import { DAY_MS, MONTH_DAYS, YEAR_DAYS } from '@highwater/core/constants';

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

/** The location split at its first comma: the street part first, then the rest. */
export function splitLocation(location: string | null): [string, string] | null {
  if (!location?.trim()) return null;
  const index = location.indexOf(',');
  if (index < 0) return [location.trim(), ''];
  return [location.slice(0, index).trim(), location.slice(index + 1).trim()];
}

/** A comment newer than the user's last look at the post (spec 001 section 2). */
export function hasNewComment(post: { last_comment_at: string | null; seen: string | null }) {
  if (!post.last_comment_at) return false;
  return !post.seen || new Date(post.last_comment_at) > new Date(post.seen);
}
