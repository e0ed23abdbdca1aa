import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleBand, scaleLinear } from 'd3-scale';
import type { PostsHistogram } from '@highwater/core/api/posts';
import { axisFormat, intervalKey, longFormat } from './timeline-format.ts';
import {
  busiestBar,
  dragRange,
  histogramBars,
  axisLabels,
  labelEvery,
  shiftRange,
  type TimeRange,
} from './timeline-bars.ts';
import { useBarDrag } from './use-bar-drag.ts';
import { useElementSize } from './use-element-size.ts';
import { useKeyShift } from './use-key-shift.ts';

export interface TimelineChartProps {
  histogram: PostsHistogram | undefined;
  loading: boolean;
  failed: boolean;
  /** Where a range may go: the project's start and end dates. */
  bounds: { min: Date | null; max: Date | null };
  /** The zone times are shown in: bars, labels and moves follow its days. */
  timeZone: string;
  onRangeChange: (from: Date, to: Date) => void;
}

const AXIS_HEIGHT = 18;
const TOP_GAP = 4;
const LABEL_PX = 64;
const DEFAULT_SIZE = { width: 600, height: 98 };
const SKELETON_BARS = [3, 5, 4, 7, 6, 9, 5, 4, 6, 8, 5, 3, 4, 6, 7, 5, 4, 3, 5, 6, 4, 3];

function TimelineSkeleton({ label }: { label: string }) {
  return (
    <div className="timeline__skeleton" role="status" aria-label={label}>
      {SKELETON_BARS.map((height, index) => (
        <span key={index} style={{ height: `${height * 10}%` }} />
      ))}
    </div>
  );
}

/** The timeline's bars, axis and interactions for one histogram (spec 001 section 2, Timeline). */
export function TimelineChart({
  histogram,
  loading,
  failed,
  bounds,
  timeZone,
  onRangeChange,
}: TimelineChartProps) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const { width, height: boxHeight } = useElementSize(box, DEFAULT_SIZE);
  const chartHeight = Math.max(24, boxHeight - TOP_GAP - AXIS_HEIGHT);
  const summaryId = useId();
  const bars = useMemo(
    () => (histogram ? histogramBars(histogram, timeZone) : []),
    [histogram, timeZone],
  );
  const interval = histogram?.interval ?? '1d';
  const range: TimeRange | null =
    bars.length > 0 && histogram?.to ? { from: bars[0]!.start, to: new Date(histogram.to) } : null;

  const drag = useBarDrag(bars.length, ({ anchor, current }) => {
    const selected = dragRange(bars, anchor, current);
    if (selected) onRangeChange(selected.from, selected.to);
  });
  // An open-ended project cannot be moved past now.
  const limits = () => ({ min: bounds.min, max: bounds.max ?? new Date() });
  const keys = useKeyShift((steps) => {
    if (!range) return;
    const moved = shiftRange(range, interval, steps, limits(), timeZone);
    onRangeChange(moved.from, moved.to);
  });

  const x = useMemo(
    () =>
      scaleBand<number>()
        .domain(bars.map((_, i) => i))
        .range([0, width])
        .paddingInner(0.15),
    [bars, width],
  );
  const maxCount = Math.max(1, ...bars.map((bar) => bar.count));
  const y = scaleLinear().domain([0, maxCount]).range([0, chartHeight]);
  const axis = axisFormat(i18n.language, interval, timeZone);
  const long = longFormat(i18n.language, interval, timeZone);
  const every = labelEvery(bars.length, width, LABEL_PX);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      drag.cancel();
      keys.cancel();
      return;
    }
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const direction = event.key === 'ArrowLeft' ? -1 : 1;
    // Shift moves by the whole range, a plain arrow by one bar.
    keys.move(direction * (event.shiftKey ? Math.max(1, bars.length) : 1));
  };

  const selection = drag.drag
    ? {
        first: Math.min(drag.drag.anchor, drag.drag.current),
        last: Math.max(drag.drag.anchor, drag.drag.current),
      }
    : null;
  const pendingRange =
    range && keys.pending !== 0
      ? shiftRange(range, interval, keys.pending, limits(), timeZone)
      : null;
  const total = histogram?.total ?? 0;
  const busiest = busiestBar(bars);

  let body;
  if (!histogram && loading) body = <TimelineSkeleton label={t('timeline.loading')} />;
  else if (!histogram && failed) body = <p className="timeline__message">{t('timeline.failed')}</p>;
  else if (!histogram || total === 0)
    body = <p className="timeline__message">{t('timeline.empty')}</p>;
  else {
    body = (
      <svg
        className="timeline__svg"
        width={width}
        height={chartHeight + TOP_GAP + AXIS_HEIGHT}
        aria-hidden
        {...drag.handlers}
      >
        <g transform={`translate(0, ${TOP_GAP})`}>
          {bars.map((bar, index) => {
            const height = bar.count > 0 ? Math.max(2, y(bar.count)) : 0;
            const inSelection = selection && index >= selection.first && index <= selection.last;
            return (
              <rect
                key={bar.start.getTime()}
                className={inSelection ? 'timeline__bar timeline__bar--selected' : 'timeline__bar'}
                x={x(index)}
                y={chartHeight - height}
                width={Math.max(1, x.bandwidth())}
                height={height}
              >
                <title>
                  {t('timeline.bar', {
                    count: bar.count,
                    formatted: bar.count.toLocaleString(i18n.language),
                    date: long(bar.start),
                  })}
                </title>
              </rect>
            );
          })}
          {selection && (
            <rect
              className="timeline__selection"
              x={x(selection.first)}
              y={0}
              width={(x(selection.last) ?? 0) - (x(selection.first) ?? 0) + x.bandwidth()}
              height={chartHeight}
            />
          )}
          <line
            className="timeline__baseline"
            x1={0}
            x2={width}
            y1={chartHeight}
            y2={chartHeight}
          />
        </g>
        {axisLabels(bars, every, (date) => axis.format(date)).map(({ index, text, anchor }) => (
          <text
            key={index}
            className="timeline__label"
            x={(x(index) ?? 0) + (anchor === 'end' ? x.bandwidth() : x.bandwidth() / 2)}
            y={chartHeight + TOP_GAP + AXIS_HEIGHT - 4}
            textAnchor={anchor}
          >
            {text}
          </text>
        ))}
      </svg>
    );
  }

  return (
    <div
      className="timeline"
      tabIndex={0}
      role="group"
      aria-label={t('timeline.label')}
      aria-describedby={summaryId}
      aria-busy={loading}
      onKeyDown={onKeyDown}
    >
      <p className="timeline__caption" aria-live="polite">
        {pendingRange
          ? t('timeline.pending', {
              from: long(pendingRange.from),
              to: long(pendingRange.to),
            })
          : range && total > 0
            ? t('timeline.summary', {
                count: total,
                formatted: total.toLocaleString(i18n.language),
                from: long(range.from),
                to: long(range.to),
                interval: t(intervalKey(interval)),
              })
            : null}
      </p>
      <p id={summaryId} className="visually-hidden">
        {busiest
          ? t('timeline.busiest', {
              count: busiest.count,
              formatted: busiest.count.toLocaleString(i18n.language),
              date: long(busiest.start),
            })
          : null}{' '}
        {t('timeline.instructions')}
      </p>
      <div ref={box} className="timeline__chart">
        {body}
      </div>
    </div>
  );
}
