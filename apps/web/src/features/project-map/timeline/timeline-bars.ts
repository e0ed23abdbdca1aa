import type { PostsHistogram } from '@highwater/core/api/posts';
import { nextBucketStart, shiftByIntervals, type TimelineInterval } from '@highwater/core/timeline';

/** One bar of the timeline: the posts observed in [start, end). */
export interface TimelineBar {
  start: Date;
  end: Date;
  count: number;
}

/** The histogram's buckets as bars, each ending where the next begins. */
export function histogramBars(histogram: PostsHistogram, timeZone: string): TimelineBar[] {
  return histogram.buckets.map((bucket, index) => {
    const start = new Date(bucket.start);
    const next = histogram.buckets[index + 1];
    const end = next ? new Date(next.start) : nextBucketStart(start, histogram.interval, timeZone);
    return { start, end, count: bucket.count };
  });
}

/** The bar under a horizontal position, for bars of equal width across `width` pixels. */
export function barIndexAt(x: number, width: number, count: number): number {
  if (count <= 0 || width <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor((x / width) * count)));
}

export interface TimeRange {
  from: Date;
  to: Date;
}

/** The range a drag across bars selects: from the first bar's start to the last bar's end. */
export function dragRange(
  bars: readonly TimelineBar[],
  anchor: number,
  current: number,
): TimeRange | null {
  const first = bars[Math.min(anchor, current)];
  const last = bars[Math.max(anchor, current)];
  return first && last ? { from: first.start, to: last.end } : null;
}

/**
 * A range moved by whole intervals (the arrow keys; days and months of the zone times are shown
 * in), kept inside the bounds with its length unchanged when it can be.
 */
export function shiftRange(
  range: TimeRange,
  interval: TimelineInterval,
  steps: number,
  bounds: { min: Date | null; max: Date | null },
  timeZone: string,
): TimeRange {
  let from = shiftByIntervals(range.from, interval, steps, timeZone);
  let to = shiftByIntervals(range.to, interval, steps, timeZone);
  const length = to.getTime() - from.getTime();
  if (bounds.max && to > bounds.max) {
    to = bounds.max;
    from = new Date(to.getTime() - length);
  }
  if (bounds.min && from < bounds.min) {
    from = bounds.min;
    to = new Date(Math.min(from.getTime() + length, bounds.max?.getTime() ?? Infinity));
  }
  return { from, to };
}

/** The busiest bar, for the screen-reader summary; null when every bar is empty. */
export function busiestBar(bars: readonly TimelineBar[]): TimelineBar | null {
  let best: TimelineBar | null = null;
  for (const bar of bars) if (bar.count > 0 && (!best || bar.count > best.count)) best = bar;
  return best;
}

/** Every how many bars an axis label fits, for labels about `labelPx` wide. */
export function labelEvery(barCount: number, width: number, labelPx: number): number {
  if (barCount <= 0 || width <= 0) return 1;
  return Math.max(1, Math.ceil((barCount * labelPx) / width));
}

/** An axis label: its bar, its text, and which way it is drawn from its bar's middle. */
export interface AxisLabel {
  index: number;
  text: string;
  anchor: 'start' | 'middle' | 'end';
}

/**
 * The axis labels: every `every`-th bar, skipping a label that repeats the one before it (two
 * 12-hour bars of one day both read 'Mar 3'). A label is about `every` bars wide. The first is
 * drawn from its bar rightwards rather than centred on it, so the one after it keeps half a label
 * more distance; a label too near the end to be centred whole is drawn leftwards from its bar's
 * end, and kept only with the same distance from the one before it (never cut off at the edge).
 */
export function axisLabels(
  bars: readonly TimelineBar[],
  every: number,
  format: (date: Date) => string,
): AxisLabel[] {
  const labels: AxisLabel[] = [];
  const wide = Math.ceil(every * 1.5);
  let previous: string | null = null;
  for (let index = 0; index < bars.length; index++) {
    const text = format(bars[index]!.start);
    if (text === previous) continue;
    previous = text;
    const last = labels[labels.length - 1];
    if (!last) {
      labels.push({ index, text, anchor: 'start' });
      continue;
    }
    const atEnd = index + 0.5 + every / 2 > bars.length;
    const gap = last.index === 0 || atEnd ? wide : every;
    if (index - last.index >= gap) labels.push({ index, text, anchor: atEnd ? 'end' : 'middle' });
  }
  return labels;
}
