import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bucketStart,
  chooseTimelineInterval,
  timelineBuckets,
  type TimelineInterval,
} from '../src/timeline.ts';
import { convertUnit, roundForUnit } from '../src/units.ts';
import { probabilityBand, severityForHeightInches, SEVERITY_LEVELS } from '../src/severity.ts';

const DAY = 86_400_000;
const start = new Date('2024-03-10T00:00:00.000Z');
const after = (days: number) => new Date(start.getTime() + days * DAY);

describe('timeline intervals', () => {
  it.each<[number, TimelineInterval]>([
    [1, '15m'],
    [1.09, '15m'],
    [1.1, '30m'],
    [2, '30m'],
    [2.1, '1h'],
    [4.4, '1h'],
    [4.5, '12h'],
    [60.9, '12h'],
    [61, '1d'],
    [121.9, '1d'],
    [122, '1w'],
    [730, '1w'],
    [730.5, '1M'],
    [3000, '1M'],
  ])('a range of %s days uses %s', (days, interval) => {
    expect(chooseTimelineInterval(start, after(days))).toBe(interval);
  });

  it('covers the range with buckets that hold every date in it', () => {
    const intervals: TimelineInterval[] = ['15m', '30m', '1h', '12h', '1d', '1w', '1M'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 * 365 * DAY }),
        fc.integer({ min: 0, max: 5 * 365 * DAY }),
        fc.constantFrom(...intervals),
        (a, b, interval) => {
          const from = new Date(start.getTime() + Math.min(a, b));
          const to = new Date(start.getTime() + Math.max(a, b));
          const buckets = timelineBuckets(from, to, interval);
          expect(buckets.length).toBeGreaterThan(0);
          expect(buckets.length).toBeLessThanOrEqual(1000);
          const last = buckets.at(-1)!;
          expect(bucketStart(to, interval)).toEqual(last);
          if (buckets.length < 1000) {
            expect(buckets[0]!.getTime()).toBeLessThanOrEqual(from.getTime());
          }
        },
      ),
    );
  });

  it('keeps at most 1000 intervals, the latest ones', () => {
    const buckets = timelineBuckets(start, after(30), '15m');
    expect(buckets).toHaveLength(1000);
    expect(buckets.at(-1)!.getTime()).toBe(after(30).getTime());
  });

  it('uses calendar months', () => {
    const buckets = timelineBuckets(
      new Date('2023-01-15T00:00:00Z'),
      new Date('2023-04-02T00:00:00Z'),
      '1M',
    );
    expect(buckets.map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2023-01-01',
      '2023-02-01',
      '2023-03-01',
      '2023-04-01',
    ]);
  });
});

describe('units', () => {
  it('rounds to 1 decimal, feet to 2 and inches to 3', () => {
    expect(roundForUnit(1.2345, 'meters')).toBe(1.2);
    expect(roundForUnit(1.2345, 'feet')).toBe(1.23);
    expect(roundForUnit(1.23456, 'inches')).toBe(1.235);
    expect(roundForUnit(1.25, 'celsius')).toBe(1.3);
  });

  it('converts between units of one kind', () => {
    expect(convertUnit(1, 'meters', 'feet')).toBe(3.28);
    expect(convertUnit(100, 'celsius', 'fahrenheit')).toBe(212);
    expect(convertUnit(2.54, 'centimeters', 'inches')).toBe(1);
    expect(convertUnit(10, 'miles', 'kilometers')).toBe(16.1);
    expect(() => convertUnit(1, 'meters', 'celsius')).toThrow();
  });
});

describe('severity', () => {
  it('has six levels from no water to extreme', () => {
    expect(SEVERITY_LEVELS.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(SEVERITY_LEVELS[5]!.name).toBe('extreme');
  });

  it('maps water heights to levels', () => {
    expect([0, 2, 3, 7, 10, 16, 40].map(severityForHeightInches)).toEqual([0, 1, 2, 3, 4, 5, 5]);
  });

  it('bands probabilities in fifths', () => {
    expect([0, 0.2, 0.5, 0.79, 1].map(probabilityBand)).toEqual([
      'very_unlikely',
      'unlikely',
      'uncertain',
      'likely',
      'very_likely',
    ]);
  });
});
