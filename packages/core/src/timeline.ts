import { DAY_MS, MONTH_DAYS, TIMELINE_MAX_INTERVALS, YEAR_DAYS } from './constants.ts';
import { instantOfWall, wallClock } from './zoned-time.ts';

/** Timeline bar widths (spec 001 section 2). '1M' is a calendar month of the chosen zone. */
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

/** 5 January 1970, a Monday: weekly bars start on Mondays (ISO 8601). */
const FIRST_MONDAY_DAY = 4;

/** Bars of half a day or longer follow the wall clock (a DST day has 23 or 25 hours). */
type WallInterval = '12h' | '1d' | '1w' | '1M';
const isWallInterval = (interval: TimelineInterval): interval is WallInterval =>
  interval === '12h' || interval === '1d' || interval === '1w' || interval === '1M';

/** The start of the bar holding a wall clock (see zoned-time.ts), on the wall clock. */
function floorWall(wall: number, interval: TimelineInterval): number {
  if (interval === '1M') {
    const date = new Date(wall);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  if (interval === '1w') {
    const day = Math.floor(wall / DAY_MS);
    const sinceMonday = (((day - FIRST_MONDAY_DAY) % 7) + 7) % 7;
    return (day - sinceMonday) * DAY_MS;
  }
  const size = INTERVAL_MS[interval];
  return Math.floor(wall / size) * size;
}

function addWall(wall: number, interval: WallInterval, steps: number): number {
  if (interval === '1M') {
    const date = new Date(wall);
    return Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + steps,
      date.getUTCDate(),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    );
  }
  return wall + steps * INTERVAL_MS[interval];
}

/**
 * The start of the bar that holds a date, in the zone the times are shown in: bars shorter than
 * half a day start on the zone's quarter hours, half hours or hours; longer ones at its noons,
 * midnights, Monday midnights or month starts.
 */
export function bucketStart(date: Date, interval: TimelineInterval, zone = 'UTC'): Date {
  const instant = date.getTime();
  const wall = wallClock(instant, zone);
  if (!isWallInterval(interval)) return new Date(instant - (wall - floorWall(wall, interval)));
  return new Date(instantOfWall(floorWall(wall, interval), zone));
}

/**
 * A date moved by whole bars: fixed strides for short bars; for a day or longer the same wall
 * time that many days, weeks or calendar months away in the zone.
 */
export function shiftByIntervals(
  date: Date,
  interval: TimelineInterval,
  steps: number,
  zone = 'UTC',
): Date {
  if (!isWallInterval(interval)) return new Date(date.getTime() + steps * INTERVAL_MS[interval]);
  return new Date(instantOfWall(addWall(wallClock(date.getTime(), zone), interval, steps), zone));
}

/** The start of the bar after the one starting at `start`. */
export function nextBucketStart(start: Date, interval: TimelineInterval, zone = 'UTC'): Date {
  if (!isWallInterval(interval)) return new Date(start.getTime() + INTERVAL_MS[interval]);
  // From the bar's wall start, which a skipped midnight moved to 01:00.
  const wall = floorWall(wallClock(start.getTime(), zone), interval);
  return new Date(instantOfWall(addWall(wall, interval, 1), zone));
}

/**
 * Bar starts covering [from, to] (to included) in the zone, the first at or before `from`. Only
 * the last TIMELINE_MAX_INTERVALS bars are kept.
 */
export function timelineBuckets(
  from: Date,
  to: Date,
  interval: TimelineInterval,
  zone = 'UTC',
): Date[] {
  const first = bucketStart(from, interval, zone).getTime();
  const last = bucketStart(to, interval, zone).getTime();
  if (!isWallInterval(interval)) {
    const size = INTERVAL_MS[interval];
    const count = Math.max(0, Math.round((last - first) / size)) + 1;
    const skip = Math.max(0, count - TIMELINE_MAX_INTERVALS);
    return Array.from({ length: count - skip }, (_, i) => new Date(first + (skip + i) * size));
  }
  // Backwards from the last bar, so that a long range costs no more than the bars it keeps.
  const starts: number[] = [];
  let current = last;
  while (current >= first && starts.length < TIMELINE_MAX_INTERVALS) {
    starts.push(current);
    const wall = floorWall(wallClock(current, zone), interval);
    const previous = instantOfWall(addWall(wall, interval, -1), zone);
    if (previous >= current) break;
    current = previous;
  }
  return starts.reverse().map((instant) => new Date(instant));
}
