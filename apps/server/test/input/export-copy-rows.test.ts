import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exportRowsOfCopy } from '@/domain/export-copy-rows.ts';
import { displayLocation } from '@/domain/post-format.ts';

const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

/** A time as timestamp_out writes it in UTC: microseconds, trailing zeros and the dot dropped. */
function timestampOut(ms: number, micro: number): string {
  const iso = new Date(ms).toISOString();
  const fraction = `${iso.slice(20, 23)}${String(micro).padStart(3, '0')}`.replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}`;
}

/** A float as float8out writes it: exponent form below 1e-4, with at least two exponent digits. */
function float8Out(x: number): string {
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  if (Math.abs(x) >= 1e-4) return String(x);
  return x.toExponential().replace(/e([+-])(\d)$/, 'e$10$2');
}

interface Row {
  id: number;
  observed: [number, number];
  created: [number, number];
  location: string;
  lat: number;
  lng: number;
  rest: string;
}

const millis = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
const micros = fc.integer({ min: 0, max: 999 });
const text = fc.string({
  unit: fc.constantFrom('a', 'é', '"', ',', '\n', '\r', ' ', '\u00a0', '\u2003', '🌊', 'U'),
});
const location = fc.oneof(
  text,
  fc
    .tuple(text, fc.constantFrom(',', ', ', ',\u00a0\n', ' , ', ''), text)
    .map(([before, comma, after]) => `${before}${comma}United States${[...after][0] ?? ''}`),
  fc
    .tuple(text, fc.constantFrom(', ', ',\u3000\ufeff', ',\t', ''))
    .map(([before, comma]) => `${before}${comma}United States`),
);
const coordinate = fc.oneof(
  fc.double({ min: -180, max: 180, noNaN: true }),
  fc.double({ min: -1e-3, max: 1e-3, noNaN: true }),
  fc.constantFrom(0, -0, 1e-7, 1e-5, -5e-7, 9.99e-7, 180, -90),
);
const row: fc.Arbitrary<Row> = fc.record({
  id: fc.nat(999_999),
  observed: fc.tuple(millis, micros),
  created: fc.tuple(millis, micros),
  location,
  lat: coordinate,
  lng: coordinate,
  rest: fc
    .tuple(text, fc.option(fc.nat(5)), text)
    .map(
      ([status, level, description]) =>
        `${quoted(status)},${level ?? ''},${quoted(description)},"",https://site.test/p/1`,
    ),
});

/** The row as COPY writes the export's plain values. */
const copied = (r: Row) =>
  [
    r.id,
    timestampOut(...r.observed),
    timestampOut(...r.created),
    quoted(r.location),
    float8Out(r.lat),
    float8Out(r.lng),
    r.rest,
  ].join(',') + '\n';

/** The row as the TypeScript writer writes it. */
const written = (r: Row) =>
  [
    r.id,
    new Date(r.observed[0]).toISOString(),
    new Date(r.created[0]).toISOString(),
    quoted(displayLocation(r.location) ?? ''),
    String(r.lat),
    String(r.lng),
    r.rest,
  ].join(',') + '\r\n';

/** COPY's bytes cut at the given places, each part through one rewriter. */
function rewritten(bytes: Buffer, cuts: number[]): string {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((x, y) => x - y);
  const rows = exportRowsOfCopy();
  const out = [0, ...at].map((from, i) => rows.push(bytes.subarray(from, at[i] ?? bytes.length)));
  rows.end();
  return Buffer.concat(out).toString('utf8');
}

describe("the export's rows finished from COPY's plain values", () => {
  it('writes what the TypeScript writer writes, however the bytes are cut', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (rows, cuts) => {
          const bytes = Buffer.from(rows.map(copied).join(''));
          expect(rewritten(bytes, cuts)).toBe(rows.map(written).join(''));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes the times as to_char does: milliseconds cut, a year past 9999 whole, no era', () => {
    const input = [
      '1,2024-05-01 12:30:05,0010-01-01 00:00:00.123456 BC,"",1,2,x\n',
      '2,20000-01-01 00:00:00.5,infinity,"",1,2,x\n',
    ].join('');
    expect(rewritten(Buffer.from(input), [])).toBe(
      [
        '1,2024-05-01T12:30:05.000Z,0010-01-01T00:00:00.123Z,"",1,2,x\r\n',
        '2,20000-01-01T00:00:00.500Z,,"",1,2,x\r\n',
      ].join(''),
    );
  });

  it('refuses bytes that end inside a row', () => {
    const rows = exportRowsOfCopy();
    expect(rows.push(Buffer.from('1,2024-05-01 12:30:05,2024-05-01 12:30:05,"a'))).toHaveLength(0);
    expect(() => rows.end()).toThrow();
  });
});
