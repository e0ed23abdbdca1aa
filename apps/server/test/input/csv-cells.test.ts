import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvCell, csvRow, startsFormula } from '@/domain/csv.ts';

/** The cell as a spreadsheet reads it back from the file. */
function readBack(value: string): string {
  const rows: unknown = parse(csvRow([value]));
  return (rows as string[][])[0]?.[0] ?? '';
}

describe('CSV cells that spreadsheets could run', () => {
  const hidden = [
    ' =1+1',
    '   @SUM(A1)',
    '\u00a0=1+1',
    '\u200b=HYPERLINK("http://evil.test")',
    '\u200c\u200d=1',
    '\u2060+1',
    '\ufeff=1',
    '\u3000=1',
    '\u202e=1',
    '\u00ad-1',
    ' \u00a0\u200b=1',
  ];
  const lookalikes = ['＝1+1', '＋1', '－1', '＠SUM(A1)', '｜cmd', '﹦1', '﹢1', '﹣1', '﹫x'];
  const commands = ['|calc', "=cmd|' /C calc'!A0", '\n=1', '\nx', '\tx', '\rx', ' \n=1'];
  // Control characters (C0, DEL, C1) that some spreadsheets drop on import.
  const controls = [
    '\u0001=1+1',
    '\u001c=HYPERLINK("http://evil.test")',
    '\u001f+1',
    '\u007f-1',
    '\u0085@SUM(A1)',
    '\u0001\u0085 =1',
    '\u009f|calc',
  ];

  it('start with an apostrophe after leading white space and format characters', () => {
    for (const value of [...hidden, ...lookalikes, ...commands, ...controls]) {
      expect([value, startsFormula(value)]).toEqual([value, true]);
      expect([value, readBack(value)]).toEqual([value, `'${value}`]);
    }
  });

  it('leave ordinary text, text with a sign inside, and numbers alone', () => {
    const plain = [
      'Flooded street',
      '2 = 2',
      'a-b',
      'Ana@city',
      ' hello',
      '\u00a0x',
      '\u0001x',
      '',
    ];
    for (const value of plain) {
      expect([value, startsFormula(value)]).toEqual([value, false]);
      expect(readBack(value)).toBe(value);
    }
    expect(csvCell(-80.13)).toBe('-80.13');
    expect(csvCell(null)).toBe('');
  });
});
