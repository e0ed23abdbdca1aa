import type { TimelineInterval } from '@highwater/core/timeline';

/** Axis labels in the chosen language's locale, as fine as the bars. */
export function axisFormat(language: string, interval: TimelineInterval): Intl.DateTimeFormat {
  switch (interval) {
    case '15m':
    case '30m':
    case '1h':
      return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
    case '12h':
    case '1d':
      return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' });
    // Weekly bars cover up to two years: months with their year say more than days.
    case '1w':
    case '1M':
      return new Intl.DateTimeFormat(language, {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
  }
}

/** Dates in summaries and bar titles: with the time when bars are shorter than a day. */
export function longFormat(language: string, interval: TimelineInterval): Intl.DateTimeFormat {
  const withTime =
    interval === '15m' || interval === '30m' || interval === '1h' || interval === '12h';
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    ...(interval === '1M' ? { timeZone: 'UTC' } : {}),
  });
}

/** Translation key of an interval's name (keys are lowercase: '1M' is 'month'). */
export const intervalKey = (interval: TimelineInterval) =>
  interval === '1M'
    ? ('timeline.interval_month' as const)
    : (`timeline.interval_${interval}` as const);
