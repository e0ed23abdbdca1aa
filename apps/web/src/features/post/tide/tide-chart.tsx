import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleLinear, scaleTime } from 'd3-scale';
import type { TideExtreme, TideLevel } from '@highwater/core/api/tides';
import type { SystemOfMeasure } from '@highwater/core/constants';
import { dateTimeFormat } from '@highwater/core/format/date-time-format';
import { formatDecimal, lengthInSystem } from '@highwater/core/format/measure';

const WIDTH = 360;
const HEIGHT = 168;
const MARGIN = { top: 14, right: 12, bottom: 26, left: 40 };
const HOUR_MS = 3_600_000;

interface TideChartProps {
  levels: readonly TideLevel[];
  closestIndex: number;
  highs: readonly TideExtreme[];
  observedAt: string;
  timeZone: string;
  system: SystemOfMeasure;
}

/** One SVG path through the points. */
function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join('');
}

/** Consecutive runs of levels of one kind, so predictions and observations draw apart. */
function runs(levels: readonly TideLevel[], isPrediction: boolean): TideLevel[][] {
  const result: TideLevel[][] = [];
  let current: TideLevel[] = [];
  for (const level of levels) {
    if (level.isPrediction === isPrediction) current.push(level);
    else if (current.length > 0) {
      result.push(current);
      current = [];
    }
  }
  if (current.length > 0) result.push(current);
  return result;
}

/**
 * The water level for ±12 h around the sighting (spec 001 section 2): predictions dashed,
 * observations solid, high tides marked, the sighting's moment as a vertical line with a dot.
 * Heights are in feet or metres by the user's system.
 */
export function TideChart({
  levels,
  closestIndex,
  highs,
  observedAt,
  timeZone,
  system,
}: TideChartProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const toUnit = (metres: number) => lengthInSystem(metres, system).value;
  const unitLabel = system === 'METRIC' ? 'm' : 'ft';
  const observed = Date.parse(observedAt);
  const times = levels.map((level) => Date.parse(level.timestamp));
  const values = levels.map((level) => toUnit(level.level));
  const x = scaleTime()
    .domain([Math.min(...times), Math.max(...times)])
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear()
    .domain([Math.min(...values), Math.max(...values)])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const point = (level: TideLevel) => ({
    x: x(Date.parse(level.timestamp)),
    y: y(toUnit(level.level)),
  });
  const hourFormat = dateTimeFormat(i18n.language, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  });
  const xTicks = [-12, -6, 0, 6, 12].map((hours) => observed + hours * HOUR_MS);
  const sighting = levels[closestIndex];
  const sightingPoint = sighting ? point(sighting) : null;
  const yTicks = y.ticks(4);
  const step = Math.abs((yTicks[1] ?? 1) - (yTicks[0] ?? 0));
  const decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2;
  return (
    <svg
      className="tide-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{t('tide.chart')}</title>
      <g className="tide-chart__grid">
        {yTicks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatDecimal(tick, i18n.language, decimals)}
            </text>
          </g>
        ))}
        <text x={4} y={MARGIN.top - 4} className="tide-chart__unit">
          {unitLabel}
        </text>
      </g>
      <g className="tide-chart__axis">
        {xTicks.map((tick, index) => {
          // The last time sits at the plot's right edge: drawn leftwards, it stays in the chart.
          const last = index === xTicks.length - 1;
          return (
            <text
              key={tick}
              x={last ? WIDTH - 2 : x(tick)}
              y={HEIGHT - 8}
              textAnchor={last ? 'end' : 'middle'}
            >
              {hourFormat.format(new Date(tick))}
            </text>
          );
        })}
      </g>
      {runs(levels, true).map((run) => (
        <path
          key={`p-${run[0]?.timestamp}`}
          className="tide-chart__line tide-chart__line--predicted"
          d={linePath(run.map(point))}
        />
      ))}
      {runs(levels, false).map((run) => (
        <path
          key={`o-${run[0]?.timestamp}`}
          className="tide-chart__line tide-chart__line--observed"
          d={linePath(run.map(point))}
        />
      ))}
      {highs.map((high) => {
        const at = Date.parse(high.timestamp);
        const [start, end] = x.domain().map((date) => date.getTime());
        if (start === undefined || end === undefined || at < start || at > end) return null;
        const hx = x(at);
        const hy = y(toUnit(high.level));
        return (
          <path
            key={high.timestamp}
            className="tide-chart__high"
            d={`M${hx},${hy - 10}l-5,-8h10z`}
          />
        );
      })}
      {sightingPoint && (
        <g className="tide-chart__sighting">
          <line
            x1={sightingPoint.x}
            x2={sightingPoint.x}
            y1={MARGIN.top}
            y2={HEIGHT - MARGIN.bottom}
          />
          <circle cx={sightingPoint.x} cy={sightingPoint.y} r={5} />
        </g>
      )}
    </svg>
  );
}
