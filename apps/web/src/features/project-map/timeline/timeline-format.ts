import { dateTimeFormat } from '@highwater/core/format/date-time-format';
import { formatPlaceTime } from '@highwater/core/format/place-time';
import type { TimelineInterval } from '@highwater/core/timeline';

const shortBars = (interval: TimelineInterval) =>
  interval === '15m' || interval === '30m' || interval === '1h' || interval === '12h';

/**
 * Axis labels in the chosen language's locale and the zone times are shown in, as fine as the
 * bars.
 */
export function axisFormat(
  language: string,
  interval: TimelineInterval,
  timeZone: string,
): Intl.DateTimeFormat {
  switch (interval) {
    case '15m':
    case '30m':
    case '1h':
      return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone });
    case '12h':
    case '1d':
      return dateTimeFormat(language, { month: 'short', day: 'numeric', timeZone });
    // Weekly bars cover up to two years: months with their year say more than days.
    case '1w':
    case '1M':
      return dateTimeFormat(language, { month: 'short', year: 'numeric', timeZone });
  }
}

/**
 * Dates in summaries and bar titles: with the time and its zone's abbreviation when bars are
 * shorter than a day, as the sightings list and the post panel write them.
 */
export function longFormat(
  language: string,
  interval: TimelineInterval,
  timeZone: string,
): (date: Date) => string {
  if (shortBars(interval)) {
    return (date) => formatPlaceTime(date.toISOString(), timeZone, language);
  }
  const format = dateTimeFormat(language, { dateStyle: 'medium', timeZone });
  return (date) => format.format(date);
}

/** Translation key of an interval's name (keys are lowercase: '1M' is 'month'). */
export const intervalKey = (interval: TimelineInterval) =>
  interval === '1M'
    ? ('timeline.interval_month' as const)
    : (`timeline.interval_${interval}` as const);
