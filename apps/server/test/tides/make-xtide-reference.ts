/**
 * Writes xtide-reference.json: high and low tides computed the way XTide computes them, from the
 * harmonic constants of Debian's xtide-data (harmonics-dwf-20191229-free.tcd, converted to text
 * with tcd-utils' restore_tide_db). An independent reference for the offline prediction: other
 * constants (NOAA's as XTide published them in 2019) and XTide's own yearly equilibrium
 * arguments and node factors instead of the predictor's astronomy.
 *
 *   apt-get install -y xtide-data tcd-utils
 *   restore_tide_db /usr/share/xtide/harmonics-dwf-20191229-free.tcd /tmp/harm
 *   npx tsx apps/server/test/tides/make-xtide-reference.ts /tmp/harm.txt
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STATIONS = [
  { noaaId: '8638610', name: 'Sewells Point, Hampton Roads, Virginia' },
  { noaaId: '8665530', name: 'Charleston, Cooper River entrance, South Carolina' },
  { noaaId: '8651370', name: 'FRF Pier, Duck, North Carolina' },
  { noaaId: '8723214', name: 'Virginia Key, Bear Cut, Biscayne Bay, Florida' },
];
const START = Date.parse('2026-11-01T00:00:00Z');
const END = Date.parse('2026-11-03T00:00:00Z');
const FEET = 0.3048;
const HOUR_MS = 3_600_000;

const lines = readFileSync(process.argv[2] ?? '/tmp/harm.txt', 'utf8').split('\n');
const data = lines.filter((line) => !line.startsWith('#'));
let at = 0;
const next = () => data[at++]!.trim();

const count = Number(next());
const speedLines = Array.from({ length: count }, () => next().split(/\s+/));
const names = speedLines.map((parts) => parts[0]!);
const speeds = speedLines.map((parts) => Number(parts[1]));
const firstYear = Number(next());

/** A table of `count` constituents, each a name then one value per year, until *END*. */
function table(): number[][] {
  const years = Number(next());
  const tokens: string[] = [];
  for (let line = next(); line !== '*END*'; line = next()) tokens.push(...line.split(/\s+/));
  return Array.from({ length: count }, (_, i) =>
    tokens.slice(i * (years + 1) + 1, (i + 1) * (years + 1)).map(Number),
  );
}
const equilibrium = table();
const nodeFactors = table();

function station(name: string) {
  const index = lines.indexOf(name);
  if (index < 0) throw new Error(`${name} is not in the harmonics file`);
  const [offset, units] = lines[index + 2]!.trim().split(/\s+/);
  if (units !== 'feet' || lines[index + 1]!.trim().split(/\s+/)[0] !== '+00:00') {
    throw new Error(`${name}: expected feet and phases for UTC`);
  }
  const constituents = lines
    .slice(index + 3, index + 3 + count)
    .map((line) => line.trim().split(/\s+/).slice(1).map(Number) as [number, number]);
  return { datumOffset: Number(offset), constituents };
}

/** Height in feet above MLLW: XTide's sum with the year's V0+u and node factors. */
function height(s: ReturnType<typeof station>, time: number): number {
  const year = new Date(time).getUTCFullYear();
  const hours = (time - Date.UTC(year, 0, 1)) / HOUR_MS;
  const y = year - firstYear;
  let sum = s.datumOffset;
  s.constituents.forEach(([amplitude, phase], i) => {
    if (amplitude === 0) return;
    const arg = speeds[i]! * hours + equilibrium[i]![y]! - phase;
    sum += nodeFactors[i]![y]! * amplitude * Math.cos((arg * Math.PI) / 180);
  });
  return sum;
}

/** Extremes found on a one-minute grid, then refined to the second by golden-section search. */
function extremes(s: ReturnType<typeof station>) {
  const step = 60_000;
  const found: { time: string; height_m: number; type: 'high' | 'low' }[] = [];
  for (let t = START; t < END; t += step) {
    const [a, b, c] = [height(s, t - step), height(s, t), height(s, t + step)];
    const high = b > a && b >= c;
    if (!high && !(b < a && b <= c)) continue;
    const sign = high ? -1 : 1;
    let [lo, hi] = [t - step, t + step];
    while (hi - lo > 1000) {
      const m1 = lo + (hi - lo) * 0.382;
      const m2 = lo + (hi - lo) * 0.618;
      if (sign * height(s, m1) < sign * height(s, m2)) hi = m2;
      else lo = m1;
    }
    const time = Math.round((lo + hi) / 2 / 60_000) * 60_000;
    found.push({
      time: new Date(time).toISOString(),
      height_m: Math.round(height(s, time) * FEET * 1000) / 1000,
      type: high ? 'high' : 'low',
    });
  }
  return found;
}

const reference = {
  source:
    'XTide harmonic constants, Debian xtide-data 20191229 (harmonics-dwf-20191229-free.tcd), ' +
    'computed with its yearly equilibrium arguments and node factors',
  datum: 'MLLW',
  units: 'metres, times in UTC',
  stations: STATIONS.map(({ noaaId, name }) => {
    const s = station(name);
    return {
      noaa_id: noaaId,
      xtide_name: name,
      extremes: extremes(s),
      /** XTide's constants themselves, to check the predictor apart from the station data. */
      mllw_to_msl_m: Math.round(s.datumOffset * FEET * 10_000) / 10_000,
      constituents: s.constituents.flatMap(([amplitude, phase], i) =>
        amplitude > 0
          ? [{ name: names[i], amplitude_m: Math.round(amplitude * FEET * 10_000) / 10_000, phase }]
          : [],
      ),
    };
  }),
};
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'xtide-reference.json');
writeFileSync(out, `${JSON.stringify(reference, null, 2)}\n`);
console.log(`Wrote ${out}`);
