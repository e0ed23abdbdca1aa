import { met, ms } from '../targets.ts';
import { quantile } from '../quantile.ts';
import type { MapRun } from './map-run.ts';

/** The map screen's targets at a million posts. */
const TARGETS: { name: string; limit: number; figure: (run: MapRun) => number; bytes?: true }[] = [
  { name: 'first view drawn, from the request', limit: 1500, figure: (r) => r.firstView },
  { name: 'filter change redrawn, from Apply', limit: 500, figure: (r) => r.filterChange },
  {
    name: 'longest main-thread task, panning and zooming',
    limit: 100,
    figure: (r) => r.panZoomLongestTask,
  },
  {
    name: 'transferred for the first view',
    limit: 5 * 1024 * 1024,
    figure: (r) => r.firstViewBytes,
    bytes: true,
  },
];

/** A figure a run did not reach (its page crashed first) shows as a dash. */
const reached = (format: (v: number) => string) => (v: number) =>
  Number.isNaN(v) ? '—' : format(v);
const mb = reached((v) => `${(v / 1024 / 1024).toFixed(1)} MB`);
const time = reached(ms);
const median = (values: number[]) => quantile(values, 0.5);

/** The head of the runs table, whose rows runRow prints as each run ends. */
export const RUNS_HEADER =
  `| run | first view | bytes | points answer | points answered | counts asked | counts answered | ` +
  `point groups | longest task, first view | longest task, pan and zoom | filter change |\n` +
  `|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`;

/** One run's figures as a row of the runs table. */
export function runRow(r: MapRun, index: number): string {
  return (
    `| ${index + 1} | ${time(r.firstView)} | ${mb(r.firstViewBytes)} | ${mb(r.pointsBytes)} | ` +
    `${time(r.pointsAnswered)} | ${time(r.countsAsked)} | ${time(r.countsAnswered)} | ${reached((v) => v.toLocaleString('en-US'))(r.features)} | ` +
    `${time(r.firstViewLongestTask)} | ${time(r.panZoomLongestTask)} | ${time(r.filterChange)} |` +
    (r.failure ? ` ${r.failure}` : '')
  );
}

/**
 * One row per target: the median run, the worst, met or not (not reached: not met), and the
 * reference project's median beside it when there is one.
 */
export function printTargets(runs: readonly MapRun[], reference: readonly MapRun[] = []): void {
  const withReference = reference.length > 0;
  console.log(
    `\n| target | median | worst | result |${withReference ? ' reference median |' : ''}\n` +
      `|---|---:|---:|---|${withReference ? '---:|' : ''}`,
  );
  // A run that did not reach a figure counts as the worst.
  const figuresOf = (of: readonly MapRun[], figure: (run: MapRun) => number) =>
    of.map((run) => figure(run)).map((v) => (Number.isNaN(v) ? Infinity : v));
  for (const target of TARGETS) {
    const figures = figuresOf(runs, target.figure);
    const format = reached((v) => (v === Infinity ? 'not reached' : (target.bytes ? mb : ms)(v)));
    const middle = median(figures);
    console.log(
      `| ${target.name} ≤ ${format(target.limit)} | ${format(middle)} | ` +
        `${format(Math.max(...figures))} | ${met(middle <= target.limit)} |` +
        (withReference ? ` ${format(median(figuresOf(reference, target.figure)))} |` : ''),
    );
  }
}
