import { DAY_MS, MONTH_DAYS, TIMELINE_MAX_INTERVALS, YEAR_DAYS } from './constants.ts';

/** Timeline bar widths (spec 001 section 2). '1M' is a calendar month (UTC). */
export const TIMELINE_INTERVALS = ['15m', '30m', '1h', '12h', '1d', '1w', '1M'] as const;
export type TimelineInterval = (typeof TIMELINE_INTERVALS)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Fixed lengths; months have none. */
export const INTERVAL_MS: Record<Exclude<TimelineInterval, '1M'>, number> = {
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': HOUR_MS,
  '12h': 12 * HOUR_MS,
  '1d': DAY_MS,
  '1w': 7 * DAY_MS,
};

/** Range length (exclusive upper bound, in days) → interval; anything longer uses months. */
export const TIMELINE_INTERVAL_TABLE: readonly { underDays: number; interval: TimelineInterval }[] =
  [
    { underDays: 1.1, interval: '15m' },
    { underDays: 2.1, interval: '30m' },
    { underDays: 4.5, interval: '1h' },
    { underDays: 2 * MONTH_DAYS, interval: '12h' },
    { underDays: 4 * MONTH_DAYS, interval: '1d' },
    { underDays: 2 * YEAR_DAYS, interval: '1w' },
  ];

export function isTimelineInterval(value: unknown): value is TimelineInterval {
  return typeof value === 'string' && (TIMELINE_INTERVALS as readonly string[]).includes(value);
}

export function chooseTimelineInterval(from: Date, to: Date): TimelineInterval {
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  return TIMELINE_INTERVAL_TABLE.find((row) => days < row.underDays)?.interval ?? '1M';
}

/** PostgreSQL interval text for date_bin; months are binned with date_trunc instead. */
export function intervalSql(interval: Exclude<TimelineInterval, '1M'>): string {
  return `${INTERVAL_MS[interval] / MINUTE_MS} minutes`;
}

/** Start of the UTC calendar month holding a date. */
export function startOfUtcMonth(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

function addUtcMonths(date: Date, months: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/** The bucket that holds a date: fixed intervals count from origin, months are calendar months. */
export function bucketStart(date: Date, origin: Date, interval: TimelineInterval): Date {
  if (interval === '1M') return startOfUtcMonth(date);
  const size = INTERVAL_MS[interval];
  const offset = date.getTime() - origin.getTime();
  return new Date(origin.getTime() + Math.floor(offset / size) * size);
}

/**
 * Bucket starts covering [from, to] (to included). Fixed intervals start at `from`; months at the
 * first of from's month. Only the last TIMELINE_MAX_INTERVALS buckets are kept.
 */
export function timelineBuckets(from: Date, to: Date, interval: TimelineInterval): Date[] {
  const first = interval === '1M' ? startOfUtcMonth(from) : from;
  const last = bucketStart(to, first, interval);
  const starts: Date[] = [];
  if (interval === '1M') {
    const months =
      (last.getUTCFullYear() - first.getUTCFullYear()) * 12 +
      (last.getUTCMonth() - first.getUTCMonth());
    const skip = Math.max(0, months + 1 - TIMELINE_MAX_INTERVALS);
    for (let i = skip; i <= months; i++) starts.push(addUtcMonths(first, i));
    return starts;
  }
  const size = INTERVAL_MS[interval];
  const count = Math.max(0, Math.round((last.getTime() - first.getTime()) / size)) + 1;
  const skip = Math.max(0, count - TIMELINE_MAX_INTERVALS);
  for (let i = skip; i < count; i++) starts.push(new Date(first.getTime() + i * size));
  return starts;
}
