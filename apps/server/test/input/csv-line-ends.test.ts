import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crlfRowEnds } from '@/domain/csv-line-ends.ts';

const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

describe('CRLF row ends for CSV written with LF', () => {
  it('ends rows with CRLF and leaves line breaks inside cells alone, however the bytes are cut', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', '"', ',', '\n', '\r', '🌊', '1') });
    const rows = fc.array(fc.tuple(fc.nat(99_999), cell, cell), { maxLength: 20 });
    fc.assert(
      fc.property(rows, fc.array(fc.nat(), { maxLength: 8 }), (table, cuts) => {
        const text = (end: string) =>
          table.map(([id, a, b]) => `${id},${quoted(a)},${quoted(b)}${end}`).join('');
        const bytes = Buffer.from(text('\n'));
        const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((x, y) => x - y);
        const crlf = crlfRowEnds();
        const out = [0, ...at]
          .map((from, i) => bytes.subarray(from, at[i] ?? bytes.length))
          .map((chunk) => crlf(chunk));
        expect(Buffer.concat(out).toString()).toBe(text('\r\n'));
      }),
    );
  });
});
