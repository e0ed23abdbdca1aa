import { performance } from 'node:perf_hooks';
import { apiQueryToSearchParams } from '@highwater/core/filters/api-query';
import { openBenchProject, type BenchProject } from './bench-project.ts';
import { MATRIX_CALLS, matrixFilters, type MatrixFilter } from './filter-matrix.ts';
import { quantile } from './quantile.ts';
import { met, ms } from './targets.ts';

/** Each map-screen call's median limit, for every filter, at a million posts. */
const LIMIT_MS = 100;
/** Untimed calls first: the planner, the caches and V8's optimising tiers. */
const WARM_UP = 3;

export interface FiltersBenchOptions {
  sizes: number[];
  runs: number;
  /** Keeps the filters whose name contains the text. */
  only?: string;
}

export interface Cell {
  median: number;
  /** The list page's total, shown beside the filter's name. */
  total?: string;
}

export async function measure(
  { app, project, token }: BenchProject,
  filter: MatrixFilter,
  call: (typeof MATRIX_CALLS)[number],
  runs: number,
): Promise<Cell> {
  const query = apiQueryToSearchParams({ ...filter.query, ...call.extra }).toString();
  const url = `/api/v3/cx/local-projects/${project.projectId}/${call.path}?${query}`;
  const send = async () => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200)
      throw new Error(`${filter.name}, ${call.name}: ${res.statusCode} ${res.body}`);
    return res;
  };
  for (let i = 0; i < WARM_UP; i++) await send();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await send();
    samples.push(performance.now() - start);
  }
  const cell: Cell = { median: quantile(samples, 0.5) };
  if (call.path === 'posts') {
    const page = (await send()).json<{ total: number; total_capped: boolean }>();
    cell.total = `${page.total.toLocaleString('en-US')}${page.total_capped ? '+' : ''}`;
  }
  return cell;
}

/**
 * npm run bench -- filters [--sizes 1000000 --runs 15 --only region]: the map screen's four calls
 * (list page, points, histogram, density) through app.inject for every single filter and three
 * combinations with a time range (filter-matrix.ts), the median of `runs` calls each, against the
 * limit of 100 ms: a matrix of medians with met or not met per filter.
 */
export async function runFiltersBenchmark(options: FiltersBenchOptions): Promise<void> {
  for (const size of options.sizes) {
    const target = await openBenchProject(size);
    try {
      console.log(`\n## Filters at ${size.toLocaleString('en-US')} posts on ${target.bench.label}`);
      console.log(`generated in ${target.generatedIn.toFixed(1)} s (with ANALYZE)`);
      console.log(
        `\n| filter | matches | ${MATRIX_CALLS.map((c) => c.name).join(' | ')} | ≤ ${LIMIT_MS} ms |` +
          `\n|---|---:|${MATRIX_CALLS.map(() => '---:|').join('')}---|`,
      );
      let cells = 0;
      let metCells = 0;
      const filters = matrixFilters(target.project).filter(
        (filter) => options.only === undefined || filter.name.includes(options.only),
      );
      for (const filter of filters) {
        const row: Cell[] = [];
        for (const call of MATRIX_CALLS)
          row.push(await measure(target, filter, call, options.runs));
        const slow = row.filter((cell) => cell.median > LIMIT_MS).length;
        cells += row.length;
        metCells += row.length - slow;
        console.log(
          `| ${filter.name} | ${row[0]?.total ?? ''} | ${row.map((c) => ms(c.median)).join(' | ')} | ` +
            `${met(slow === 0)} |`,
        );
      }
      console.log(`\n${metCells} of ${cells} calls answered within ${LIMIT_MS} ms (median).`);
    } finally {
      await target.close();
    }
  }
}
