import { describe, expect, it } from 'vitest';
import type { PostsHistogram } from '@highwater/core/api/posts';
import {
  axisLabels,
  barIndexAt,
  busiestBar,
  dragRange,
  histogramBars,
  labelEvery,
  shiftRange,
} from '@/features/project-map/timeline/timeline-bars.ts';

const iso = (text: string) => new Date(text).toISOString();

const daily: PostsHistogram = {
  interval: '1d',
  from: iso('2026-03-01T00:00:00Z'),
  to: iso('2026-03-04T12:00:00Z'),
  total: 6,
  buckets: [
    { start: iso('2026-03-01T00:00:00Z'), count: 1 },
    { start: iso('2026-03-02T00:00:00Z'), count: 0 },
    { start: iso('2026-03-03T00:00:00Z'), count: 4 },
    { start: iso('2026-03-04T00:00:00Z'), count: 1 },
  ],
};

describe('histogram → bars', () => {
  it('makes one bar per bucket, each ending where the next starts', () => {
    const bars = histogramBars(daily, 'UTC');
    expect(bars.map((b) => [b.start.toISOString(), b.end.toISOString(), b.count])).toEqual([
      [iso('2026-03-01T00:00:00Z'), iso('2026-03-02T00:00:00Z'), 1],
      [iso('2026-03-02T00:00:00Z'), iso('2026-03-03T00:00:00Z'), 0],
      [iso('2026-03-03T00:00:00Z'), iso('2026-03-04T00:00:00Z'), 4],
      [iso('2026-03-04T00:00:00Z'), iso('2026-03-05T00:00:00Z'), 1],
    ]);
  });

  it('ends a month bar at the next calendar month', () => {
    const bars = histogramBars(
      {
        interval: '1M',
        from: iso('2026-01-01T00:00:00Z'),
        to: iso('2026-02-10T00:00:00Z'),
        total: 2,
        buckets: [
          { start: iso('2026-01-01T00:00:00Z'), count: 1 },
          { start: iso('2026-02-01T00:00:00Z'), count: 1 },
        ],
      },
      'UTC',
    );
    expect(bars[1]!.end.toISOString()).toBe(iso('2026-03-01T00:00:00Z'));
  });

  it('makes no bars of an empty answer', () => {
    expect(
      histogramBars({ interval: '1d', from: null, to: null, total: 0, buckets: [] }, 'UTC'),
    ).toEqual([]);
    expect(busiestBar(histogramBars(daily, 'UTC'))?.count).toBe(4);
    expect(busiestBar([])).toBeNull();
  });
});

describe('drag → range', () => {
  const bars = histogramBars(daily, 'UTC');

  it('finds the bar under the pointer', () => {
    expect(barIndexAt(0, 400, 4)).toBe(0);
    expect(barIndexAt(99, 400, 4)).toBe(0);
    expect(barIndexAt(100, 400, 4)).toBe(1);
    expect(barIndexAt(399, 400, 4)).toBe(3);
    expect(barIndexAt(-20, 400, 4)).toBe(0);
    expect(barIndexAt(900, 400, 4)).toBe(3);
  });

  it('selects from the first bar start to the last bar end, in either direction', () => {
    const forward = dragRange(bars, 1, 2)!;
    const backward = dragRange(bars, 2, 1)!;
    expect(forward).toEqual(backward);
    expect(forward.from.toISOString()).toBe(iso('2026-03-02T00:00:00Z'));
    expect(forward.to.toISOString()).toBe(iso('2026-03-04T00:00:00Z'));
  });

  it('selects one bar for a click', () => {
    const one = dragRange(bars, 3, 3)!;
    expect([one.from.toISOString(), one.to.toISOString()]).toEqual([
      iso('2026-03-04T00:00:00Z'),
      iso('2026-03-05T00:00:00Z'),
    ]);
  });
});

describe('moving a range with the keys', () => {
  const range = { from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-03-08T00:00:00Z') };
  const open = { min: null, max: null };

  it('moves both ends by whole intervals', () => {
    const moved = shiftRange(range, '1d', -2, open, 'UTC');
    expect(moved.from.toISOString()).toBe(iso('2026-02-27T00:00:00Z'));
    expect(moved.to.toISOString()).toBe(iso('2026-03-06T00:00:00Z'));
    expect(shiftRange(range, '15m', 4, open, 'UTC').from.toISOString()).toBe(
      iso('2026-03-01T01:00:00Z'),
    );
  });

  it('moves by calendar months and by the days of the zone times are shown in', () => {
    const month = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-02-01T00:00:00Z') };
    expect(shiftRange(month, '1M', 1, open, 'UTC').to.toISOString()).toBe(
      iso('2026-03-01T00:00:00Z'),
    );
    // New York's midnight stays midnight across the change to daylight time on 8 March.
    const nyDay = { from: new Date('2026-03-07T05:00:00Z'), to: new Date('2026-03-08T05:00:00Z') };
    const next = shiftRange(nyDay, '1d', 1, open, 'America/New_York');
    expect([next.from.toISOString(), next.to.toISOString()]).toEqual([
      iso('2026-03-08T05:00:00Z'),
      iso('2026-03-09T04:00:00Z'),
    ]);
  });

  it('stops at the bounds and keeps the length', () => {
    const bounds = { min: new Date('2026-02-28T00:00:00Z'), max: new Date('2026-03-10T00:00:00Z') };
    const left = shiftRange(range, '1d', -5, bounds, 'UTC');
    expect([left.from.toISOString(), left.to.toISOString()]).toEqual([
      iso('2026-02-28T00:00:00Z'),
      iso('2026-03-07T00:00:00Z'),
    ]);
    const right = shiftRange(range, '1d', 5, bounds, 'UTC');
    expect([right.from.toISOString(), right.to.toISOString()]).toEqual([
      iso('2026-03-03T00:00:00Z'),
      iso('2026-03-10T00:00:00Z'),
    ]);
  });

  it('labels as many bars as fit', () => {
    expect(labelEvery(10, 1000, 64)).toBe(1);
    expect(labelEvery(100, 640, 64)).toBe(10);
    expect(labelEvery(0, 640, 64)).toBe(1);
  });
});

describe('axisLabels', () => {
  const week = 7 * 86_400_000;
  const bars = Array.from({ length: 20 }, (_, i) => ({
    start: new Date(Date.UTC(2025, 0, 1) + i * week),
    end: new Date(Date.UTC(2025, 0, 1) + (i + 1) * week),
    count: 0,
  }));

  it('keeps half a label more room after the first, which is drawn from its bar rightwards', () => {
    const labels = axisLabels(bars, 4, (date) => date.toISOString().slice(0, 10));
    expect(labels.map((label) => label.index)).toEqual([0, 6, 10, 14]);
    expect(labels[0]?.anchor).toBe('start');
  });

  it('draws a label near the end leftwards from its bar, so that it fits in the chart', () => {
    // Labels 4 bars wide: centred on bar 19, the last one would end past the chart's 20 bars.
    const labels = axisLabels(bars, 4, (date) =>
      date < bars[10]!.start ? 'Jan' : date < bars[19]!.start ? 'Mar' : 'May',
    );
    expect(labels).toEqual([
      { index: 0, text: 'Jan', anchor: 'start' },
      { index: 10, text: 'Mar', anchor: 'middle' },
      { index: 19, text: 'May', anchor: 'end' },
    ]);
  });

  it('skips a label that repeats the one before it', () => {
    const labels = axisLabels(bars, 1, (date) => date.toISOString().slice(0, 7));
    expect(labels.map((label) => label.text)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
    ]);
  });
});
