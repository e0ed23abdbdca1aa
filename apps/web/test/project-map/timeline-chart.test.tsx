import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostsHistogram } from '@highwater/core/api/posts';
import {
  TimelineChart,
  type TimelineChartProps,
} from '@/features/project-map/timeline/timeline-chart.tsx';
import { setupTestI18n } from '../helpers/i18n.ts';

beforeAll(async () => {
  await setupTestI18n();
});

const iso = (text: string) => new Date(text).toISOString();

const histogram: PostsHistogram = {
  interval: '1d',
  from: iso('2026-03-01T00:00:00Z'),
  to: iso('2026-03-05T00:00:00Z'),
  total: 9,
  buckets: [
    { start: iso('2026-03-01T00:00:00Z'), count: 2 },
    { start: iso('2026-03-02T00:00:00Z'), count: 0 },
    { start: iso('2026-03-03T00:00:00Z'), count: 5 },
    { start: iso('2026-03-04T00:00:00Z'), count: 2 },
  ],
};

const bounds = { min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z') };

function renderChart(props: Partial<TimelineChartProps> = {}) {
  const onRangeChange = vi.fn<(from: Date, to: Date) => void>();
  render(
    <TimelineChart
      histogram={histogram}
      loading={false}
      failed={false}
      bounds={bounds}
      timeZone="UTC"
      onRangeChange={onRangeChange}
      {...props}
    />,
  );
  return { onRangeChange, timeline: screen.getByRole('group', { name: 'Timeline of sightings' }) };
}

const rangeOf = (mock: ReturnType<typeof vi.fn>) =>
  mock.mock.calls.map(([from, to]) => [(from as Date).toISOString(), (to as Date).toISOString()]);

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the timeline chart', () => {
  it('draws one bar per bucket with its count in the title', () => {
    const { timeline } = renderChart();
    const bars = timeline.querySelectorAll('rect.timeline__bar');
    expect(bars).toHaveLength(4);
    expect(bars[2]!.querySelector('title')?.textContent).toMatch(/: 5 sightings$/);
    expect(Number(bars[1]!.getAttribute('height'))).toBe(0);
    expect(screen.getByText(/^9 sightings from/)).toBeTruthy();
  });

  it('writes counts as the language writes numbers', () => {
    const big: PostsHistogram = {
      ...histogram,
      total: 12_000,
      buckets: histogram.buckets.map((bucket, i) => ({ ...bucket, count: i === 2 ? 11_000 : 250 })),
    };
    const { timeline } = renderChart({ histogram: big });
    expect(screen.getByText(/^12,000 sightings from/)).toBeTruthy();
    expect(timeline.querySelectorAll('rect.timeline__bar title')[2]?.textContent).toMatch(
      /: 11,000 sightings$/,
    );
  });

  it('dates the bars in the zone times are shown in', () => {
    const { timeline } = renderChart({ timeZone: 'UTC' });
    const title = (index: number) =>
      timeline.querySelectorAll('rect.timeline__bar title')[index]?.textContent;
    expect(title(2)).toMatch(/^Mar 3, 2026: /);
    cleanup();
    // Midnight in UTC is still the evening before in New York.
    const { timeline: newYork } = renderChart({ timeZone: 'America/New_York' });
    expect(newYork.querySelectorAll('rect.timeline__bar title')[2]?.textContent).toMatch(
      /^Mar 2, 2026: /,
    );
  });

  it('says so when the range has no posts', () => {
    renderChart({ histogram: { ...histogram, total: 0, buckets: [] } });
    expect(screen.getByText('No posts in this time range')).toBeTruthy();
  });

  it('shows a skeleton while loading', () => {
    renderChart({ histogram: undefined, loading: true });
    expect(screen.getByRole('status', { name: 'Loading the timeline…' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    const i18n = await setupTestI18n();
    await act(() => i18n.changeLanguage('es'));
    try {
      render(
        <TimelineChart
          histogram={{ ...histogram, total: 0, buckets: [] }}
          loading={false}
          failed={false}
          bounds={bounds}
          timeZone="UTC"
          onRangeChange={vi.fn()}
        />,
      );
      expect(screen.getByRole('group', { name: 'Cronología de avistamientos' })).toBeTruthy();
      expect(screen.getByText('No hay avistamientos en este intervalo de tiempo')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('choosing a range', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 }),
    );
  });

  function svgOf(timeline: HTMLElement) {
    const svg = timeline.querySelector('svg')!;
    vi.spyOn(svg, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 0, width: 400, height: 100 }),
    );
    svg.setPointerCapture = vi.fn();
    return svg;
  }

  it('commits the dragged bars on release', () => {
    const { timeline, onRangeChange } = renderChart();
    const svg = svgOf(timeline);
    fireEvent.pointerDown(svg, { clientX: 450, button: 0, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 250, pointerId: 1 });
    expect(onRangeChange).not.toHaveBeenCalled();
    expect(timeline.querySelectorAll('.timeline__bar--selected')).toHaveLength(3);
    fireEvent.pointerUp(svg, { clientX: 250, pointerId: 1 });
    expect(rangeOf(onRangeChange)).toEqual([
      [iso('2026-03-02T00:00:00Z'), iso('2026-03-05T00:00:00Z')],
    ]);
  });

  it('drops the drag on Escape', () => {
    const { timeline, onRangeChange } = renderChart();
    const svg = svgOf(timeline);
    fireEvent.pointerDown(svg, { clientX: 150, button: 0, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 450, pointerId: 1 });
    fireEvent.keyDown(timeline, { key: 'Escape' });
    fireEvent.pointerUp(svg, { clientX: 450, pointerId: 1 });
    expect(onRangeChange).not.toHaveBeenCalled();
    expect(timeline.querySelectorAll('.timeline__bar--selected')).toHaveLength(0);
  });

  it('moves the range with the arrow keys, committed after 500 ms without a key', () => {
    vi.useFakeTimers();
    const { timeline, onRangeChange } = renderChart();
    fireEvent.keyDown(timeline, { key: 'ArrowRight' });
    advance(400);
    fireEvent.keyDown(timeline, { key: 'ArrowRight' });
    fireEvent.keyDown(timeline, { key: 'ArrowLeft' });
    fireEvent.keyDown(timeline, { key: 'ArrowRight' });
    advance(499);
    expect(onRangeChange).not.toHaveBeenCalled();
    expect(screen.getByText(/^New range:/)).toBeTruthy();
    advance(1);
    expect(rangeOf(onRangeChange)).toEqual([
      [iso('2026-03-03T00:00:00Z'), iso('2026-03-07T00:00:00Z')],
    ]);
  });

  it('forgets pending key moves on Escape', () => {
    vi.useFakeTimers();
    const { timeline, onRangeChange } = renderChart();
    fireEvent.keyDown(timeline, { key: 'ArrowLeft' });
    fireEvent.keyDown(timeline, { key: 'Escape' });
    advance(2000);
    expect(onRangeChange).not.toHaveBeenCalled();
  });
});
