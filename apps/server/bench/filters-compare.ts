import { benchDatabaseUrl, openBenchProject } from './bench-project.ts';
import { MATRIX_CALLS, matrixFilters } from './filter-matrix.ts';
import { measure, type FiltersBenchOptions } from './filters-bench.ts';
import { met, ms } from './targets.ts';

/** PGlite, the embedded default, may take at most this many times PostgreSQL's median. */
const MAX_RATIO = 3;

/**
 * npm run bench -- filters --compare [--sizes 100000 --runs 11 --only region]: the same matrix on
 * PGlite and on PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL), each call timed on one and then
 * the other, with PGlite's median over PostgreSQL's and met or not met per filter at 3×.
 */
export async function runFiltersComparison(options: FiltersBenchOptions): Promise<void> {
  const url = benchDatabaseUrl();
  if (!url) throw new Error('filters --compare needs BENCH_DATABASE_URL or DATABASE_URL');
  for (const size of options.sizes) {
    const pglite = await openBenchProject(size, null);
    try {
      const postgres = await openBenchProject(size, url);
      try {
        console.log(
          `\n## Filters at ${size.toLocaleString('en-US')} posts: ${pglite.bench.label} ` +
            `against ${postgres.bench.label}\n` +
            `\nEach cell: PGlite / PostgreSQL (median of ${options.runs}), and the ratio.\n` +
            `\n| filter | matches | ${MATRIX_CALLS.map((c) => c.name).join(' | ')} | ≤ ${MAX_RATIO}× |` +
            `\n|---|---:|${MATRIX_CALLS.map(() => '---:|').join('')}---|`,
        );
        const liteFilters = matrixFilters(pglite.project);
        const pgFilters = matrixFilters(postgres.project);
        let rows = 0;
        let metRows = 0;
        for (const [index, filter] of liteFilters.entries()) {
          if (options.only !== undefined && !filter.name.includes(options.only)) continue;
          const cells: string[] = [];
          let within = true;
          let total = '';
          for (const call of MATRIX_CALLS) {
            const lite = await measure(pglite, filter, call, options.runs);
            const pg = await measure(postgres, pgFilters[index]!, call, options.runs);
            const ratio = lite.median / pg.median;
            within &&= ratio <= MAX_RATIO;
            total ||= pg.total ?? '';
            cells.push(`${ms(lite.median)} / ${ms(pg.median)} = ${ratio.toFixed(1)}×`);
          }
          rows += 1;
          if (within) metRows += 1;
          console.log(`| ${filter.name} | ${total} | ${cells.join(' | ')} | ${met(within)} |`);
        }
        console.log(`\n${metRows} of ${rows} filters within ${MAX_RATIO}× on PGlite.`);
      } finally {
        await postgres.close();
      }
    } finally {
      await pglite.close();
    }
  }
}
