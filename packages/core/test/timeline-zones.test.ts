import { describe, expect, it } from 'vitest';
import {
  bucketStart,
  nextBucketStart,
  shiftByIntervals,
  timelineBuckets,
} from '../src/timeline.ts';
import { instantOfWall, wallClock } from '../src/zoned-time.ts';

const iso = (date: Date) => date.toISOString();
const at = (text: string) => new Date(text);
const NEW_YORK = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';

describe('wall clocks', () => {
  it('reads and writes a zone’s wall clock', () => {
    const instant = Date.parse('2026-07-04T16:22:00Z');
    expect(new Date(wallClock(instant, NEW_YORK)).toISOString()).toBe('2026-07-04T12:22:00.000Z');
    expect(instantOfWall(Date.parse('2026-07-04T12:22:00Z'), NEW_YORK)).toBe(instant);
  });

  it('reads each field Intl gives, in zones either side of UTC, across DST changes', () => {
    const zones = ['UTC', NEW_YORK, KOLKATA, 'Pacific/Chatham', 'Australia/Lord_Howe', 'Etc/GMT+5'];
    // Every 7 h 13 min 17.5 s over two years, so each hour of the day and each DST change is met.
    const step = ((7 * 60 + 13) * 60 + 17.5) * 1000;
    const wrong: string[] = [];
    for (const zone of zones) {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      for (let instant = Date.parse('2025-01-01T00:00:00Z'); instant < Date.parse('2027-01-01');) {
        const fields = new Map<string, number>(
          parts.formatToParts(instant).map((p) => [p.type, Number(p.value)]),
        );
        const field = (name: string) => fields.get(name) ?? 0;
        const expected =
          Date.UTC(
            field('year'),
            field('month') - 1,
            field('day'),
            field('hour'),
            field('minute'),
            field('second'),
          ) +
          (instant % 1000);
        if (wallClock(instant, zone) !== expected) wrong.push(`${zone} ${instant}`);
        instant += step;
      }
    }
    expect(wrong).toEqual([]);
  });

  it('moves a skipped time past the gap and takes the first pass of a repeated one', () => {
    // 8 March 2026, 2:30 AM does not happen in New York; 1 November 2026, 1:30 AM happens twice.
    expect(iso(new Date(instantOfWall(Date.parse('2026-03-08T02:30:00Z'), NEW_YORK)))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(iso(new Date(instantOfWall(Date.parse('2026-11-01T01:30:00Z'), NEW_YORK)))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('timeline bars in a zone', () => {
  it('starts daily bars at the zone’s midnight, so a late-evening post stays on its day', () => {
    // 11:30 PM in New York on 3 July is already 4 July in UTC.
    const lateEvening = at('2026-07-04T03:30:00Z');
    expect(iso(bucketStart(lateEvening, '1d', NEW_YORK))).toBe('2026-07-03T04:00:00.000Z');
    expect(iso(bucketStart(lateEvening, '1d', 'UTC'))).toBe('2026-07-04T00:00:00.000Z');
    expect(iso(bucketStart(at('2026-07-04T04:00:00Z'), '1d', NEW_YORK))).toBe(
      '2026-07-04T04:00:00.000Z',
    );
  });

  it('starts half-day bars at midnight and noon of the zone', () => {
    expect(iso(bucketStart(at('2026-07-04T15:59:00Z'), '12h', NEW_YORK))).toBe(
      '2026-07-04T04:00:00.000Z',
    );
    expect(iso(bucketStart(at('2026-07-04T16:00:00Z'), '12h', NEW_YORK))).toBe(
      '2026-07-04T16:00:00.000Z',
    );
  });

  it('gives the days of a DST change 23 and 25 hours', () => {
    const spring = timelineBuckets(
      at('2026-03-07T12:00:00Z'),
      at('2026-03-09T12:00:00Z'),
      '1d',
      NEW_YORK,
    );
    expect(spring.map(iso)).toEqual([
      '2026-03-07T05:00:00.000Z',
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
    const fall = timelineBuckets(
      at('2026-10-31T12:00:00Z'),
      at('2026-11-02T12:00:00Z'),
      '1d',
      NEW_YORK,
    );
    expect(fall.map(iso)).toEqual([
      '2026-10-31T04:00:00.000Z',
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ]);
    expect(iso(nextBucketStart(fall[1]!, '1d', NEW_YORK))).toBe(iso(fall[2]!));
  });

  it('keeps hourly bars an hour long through the repeated hour', () => {
    const bars = timelineBuckets(
      at('2026-11-01T04:00:00Z'),
      at('2026-11-01T08:00:00Z'),
      '1h',
      NEW_YORK,
    );
    expect(bars.map(iso)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
    // The second 1:30 AM (EST) is in the second 1 AM bar, not the first.
    expect(iso(bucketStart(at('2026-11-01T06:30:00Z'), '1h', NEW_YORK))).toBe(
      '2026-11-01T06:00:00.000Z',
    );
  });

  it('aligns hourly bars to a zone’s half-hour offset', () => {
    expect(iso(bucketStart(at('2026-07-04T10:10:00Z'), '1h', KOLKATA))).toBe(
      '2026-07-04T09:30:00.000Z',
    );
  });

  it('starts weekly bars on Monday midnight and monthly bars on the 1st, in the zone', () => {
    // Sunday 5 July 2026, 11 PM in New York.
    expect(iso(bucketStart(at('2026-07-06T03:00:00Z'), '1w', NEW_YORK))).toBe(
      '2026-06-29T04:00:00.000Z',
    );
    // 31 July, 9 PM in New York is August in UTC.
    expect(iso(bucketStart(at('2026-08-01T01:00:00Z'), '1M', NEW_YORK))).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    const months = timelineBuckets(
      at('2026-10-15T00:00:00Z'),
      at('2026-12-02T12:00:00Z'),
      '1M',
      NEW_YORK,
    );
    expect(months.map(iso)).toEqual([
      '2026-10-01T04:00:00.000Z',
      '2026-11-01T04:00:00.000Z',
      '2026-12-01T05:00:00.000Z',
    ]);
  });

  it('moves a range by days keeping its wall time across a DST change', () => {
    const evening = at('2026-03-07T23:00:00Z'); // 6 PM EST
    expect(iso(shiftByIntervals(evening, '1d', 1, NEW_YORK))).toBe('2026-03-08T22:00:00.000Z');
    expect(iso(shiftByIntervals(evening, '15m', 4, NEW_YORK))).toBe('2026-03-08T00:00:00.000Z');
  });

  it('keeps at most 1000 bars, the latest ones, in any zone', () => {
    const bars = timelineBuckets(
      at('2020-01-01T00:00:00Z'),
      at('2026-07-01T00:00:00Z'),
      '12h',
      NEW_YORK,
    );
    expect(bars).toHaveLength(1000);
    expect(iso(bars.at(-1)!)).toBe('2026-06-30T16:00:00.000Z');
  });
});
