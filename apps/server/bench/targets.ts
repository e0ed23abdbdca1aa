/** One call's medians from a run: through the API and its statements replayed bare. */
export interface Measured {
  name: string;
  apiMedian: number;
  bareMedian: number;
}

/** Latency limits of the map screen's calls at full scale, medians in milliseconds. */
const LIMITS_MS: Record<string, number> = {
  'histogram, all time': 100,
  'posts page, keyword, all time': 60,
  'density, region, all time': 300,
};
/** The list, map and timeline calls may cost at most this much over their bare SQL. */
const MAX_API_OVER_BARE = 1.2;
const RATIO_CALLS = /^(posts page|points|histogram)/;

export const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);
export const met = (ok: boolean) => (ok ? 'met' : 'not met');

/** A table row per target: the figure, its reference in the same run, the ratio or limit. */
export function printTargets(measured: readonly Measured[]): void {
  const rows: string[] = [];
  for (const m of measured) {
    const limit = LIMITS_MS[m.name];
    if (limit !== undefined) {
      rows.push(
        `| ${m.name} ≤ ${limit} ms | ${ms(m.apiMedian)} | ${ms(m.bareMedian)} | ` +
          `${(m.apiMedian / limit).toFixed(2)} of the limit | ${met(m.apiMedian <= limit)} |`,
      );
    }
    if (RATIO_CALLS.test(m.name)) {
      const ratio = m.apiMedian / m.bareMedian;
      rows.push(
        `| ${m.name}: API ≤ ${MAX_API_OVER_BARE}× bare SQL | ${ms(m.apiMedian)} | ` +
          `${ms(m.bareMedian)} | ${ratio.toFixed(2)}× | ${met(ratio <= MAX_API_OVER_BARE)} |`,
      );
    }
  }
  if (rows.length === 0) return;
  console.log(
    `\n| target | figure (API median) | bare SQL median | ratio | result |\n|---|---:|---:|---:|---|`,
  );
  for (const row of rows) console.log(row);
}
