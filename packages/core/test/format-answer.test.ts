import { describe, expect, it } from 'vitest';
import type { StructuredAnswer } from '../src/api/posts.ts';
import type { SystemOfMeasure } from '../src/constants.ts';
import { formatAnswer, unitSymbol, type AnswerFormatContext } from '../src/format/answer.ts';

type DataType = StructuredAnswer['question']['data_type'];
type Locale = 'en' | 'es';

const WORDS: Record<Locale, AnswerFormatContext['words']> = {
  en: { yes: 'Yes', no: 'No' },
  es: { yes: 'Sí', no: 'No' },
};
// Standard time in New York on these dates (daylight time ended on 1 Nov 2026).
const NEW_YORK = 'America/New_York';

const context = (locale: Locale, system: SystemOfMeasure = 'IMPERIAL'): AnswerFormatContext => ({
  locale,
  system,
  timeZone: NEW_YORK,
  words: WORDS[locale],
});

interface FormatOptions {
  unit?: string | null;
  multiple?: boolean;
  locale?: Locale;
  system?: SystemOfMeasure;
}

const format = (dataType: DataType, value: string, options: FormatOptions = {}) => {
  const { unit = null, multiple = false, locale = 'en', system = 'IMPERIAL' } = options;
  const text = formatAnswer(
    { value, question: { data_type: dataType, unit, multiple } },
    context(locale, system),
  );
  // Intl puts no-break spaces in some places; the texts below are written with plain ones.
  return text.replace(/[\u00a0\u202f]/g, ' ');
};

type NumericRow = [
  unit: string,
  value: string,
  system: SystemOfMeasure,
  locale: Locale,
  expected: string,
];

describe('numeric answers by unit (spec 001 section 5)', () => {
  it.each<NumericRow>([
    // MM under 10: mm with inches; from 10: cm with inches.
    ['MM', '8', 'IMPERIAL', 'en', '0.315 in (8 mm)'],
    ['MM', '8', 'METRIC', 'en', '8 mm (0.315 in)'],
    ['MM', '9.9', 'IMPERIAL', 'en', '0.39 in (9.9 mm)'],
    ['MM', '9.9', 'METRIC', 'es', '9,9 mm (0,39 in)'],
    ['MM', '10', 'IMPERIAL', 'en', '0.394 in (1 cm)'],
    ['MM', '10', 'METRIC', 'en', '1 cm (0.394 in)'],
    ['MM', '10', 'METRIC', 'es', '1 cm (0,394 in)'],
    ['MM', '25.4', 'IMPERIAL', 'es', '1 in (2,5 cm)'],
    ['mm', '3', 'METRIC', 'en', '3 mm (0.118 in)'],
    // CM with inches.
    ['CM', '25', 'IMPERIAL', 'en', '9.843 in (25 cm)'],
    ['CM', '25', 'METRIC', 'en', '25 cm (9.843 in)'],
    ['CM', '25', 'IMPERIAL', 'es', '9,843 in (25 cm)'],
    ['CM', '12.25', 'METRIC', 'es', '12,3 cm (4,823 in)'],
    // INCHES with mm up to 26 inches, with cm above.
    ['INCHES', '12', 'IMPERIAL', 'en', '12 in (304.8 mm)'],
    ['INCHES', '12', 'METRIC', 'en', '304.8 mm (12 in)'],
    ['INCHES', '26', 'IMPERIAL', 'en', '26 in (660.4 mm)'],
    ['INCHES', '26', 'METRIC', 'es', '660,4 mm (26 in)'],
    ['INCHES', '26.1', 'IMPERIAL', 'en', '26.1 in (66.3 cm)'],
    ['INCHES', '26.1', 'METRIC', 'en', '66.3 cm (26.1 in)'],
    ['INCHES', '26.1', 'IMPERIAL', 'es', '26,1 in (66,3 cm)'],
    ['INCHES', '0.12345', 'IMPERIAL', 'en', '0.123 in (3.1 mm)'],
    // °C with Fahrenheit.
    ['°C', '12.5', 'IMPERIAL', 'en', '54.5°F (12.5°C)'],
    ['°C', '12.5', 'METRIC', 'en', '12.5°C (54.5°F)'],
    ['°C', '12.5', 'IMPERIAL', 'es', '54,5 °F (12,5 °C)'],
    ['°C', '12.5', 'METRIC', 'es', '12,5 °C (54,5 °F)'],
    ['°C', '-40', 'METRIC', 'en', '-40°C (-40°F)'],
    // Any other unit: the number to 4 significant digits and the unit, in lower case for the
    // units section 9 names (stored as 'FT', written 'ft').
    ['FT', '1.83', 'IMPERIAL', 'en', '1.83 ft'],
    ['FT', '1.83', 'METRIC', 'es', '1,83 ft'],
    ['FT', '3.14159', 'IMPERIAL', 'en', '3.142 ft'],
    ['Feet', '3.35', 'IMPERIAL', 'en', '3.35 ft'],
    ['PSI', '12345.6', 'IMPERIAL', 'en', '12,350 PSI'],
    ['PSI', '12345.6', 'METRIC', 'es', '12.350 PSI'],
  ])('%s %s (%s, %s) reads %s', (unit, value, system, locale, expected) => {
    expect(format('DECIMAL', value, { unit, system, locale })).toBe(expected);
    expect(format('NUMERIC', value, { unit, system, locale })).toBe(expected);
  });

  it('shows a number without a unit to 4 significant digits', () => {
    expect(format('NUMERIC', '7')).toBe('7');
    expect(format('DECIMAL', '1234.56', { locale: 'es' })).toBe('1235');
    expect(format('DECIMAL', '0.123456', { unit: '', locale: 'es' })).toBe('0,1235');
  });

  it.each<[string | null, string]>([
    ['MM', 'abc'],
    ['INCHES', ''],
    ['CM', 'null'],
    ['°C', 'NaN'],
    ['°C', 'Infinity'],
    [null, '12 cars'],
  ])('shows %s %j as stored when it is not a number', (unit, value) => {
    expect(format('NUMERIC', value, { unit })).toBe(value);
  });
});

describe('a unit beside a number being typed', () => {
  it('reads as the answers show it, whatever case it was stored in', () => {
    expect(['INCHES', 'CM', 'mm', 'FT', ' feet ', 'MPH'].map(unitSymbol)).toEqual([
      'in',
      'cm',
      'mm',
      'ft',
      'ft',
      'mph',
    ]);
  });

  it('keeps a unit of its own as stored', () => {
    expect(['°C', 'knots', ' L/min '].map(unitSymbol)).toEqual(['°C', 'knots', 'L/min']);
  });
});

describe('BOOLEAN answers', () => {
  it.each<[string, Locale, string]>([
    ['true', 'en', 'Yes'],
    ['false', 'en', 'No'],
    ['true', 'es', 'Sí'],
    ['false', 'es', 'No'],
    ['TRUE', 'en', 'Yes'],
    ['maybe', 'en', 'maybe'],
    ['', 'es', ''],
  ])('%j in %s reads %j', (value, locale, expected) => {
    expect(format('BOOLEAN', value, { locale })).toBe(expected);
  });
});

describe('SELECT answers', () => {
  it('capitalises the first letter of a single option', () => {
    expect(format('SELECT', 'flooded street')).toBe('Flooded street');
    expect(format('SELECT', 'ésta calle', { locale: 'es' })).toBe('Ésta calle');
    expect(format('SELECT', 'Already Capital')).toBe('Already Capital');
  });

  it('shows multiple selections one per line', () => {
    expect(format('SELECT', '["car stuck","blocked drain"]', { multiple: true })).toBe(
      'Car stuck\nBlocked drain',
    );
    expect(format('SELECT', '["única"]', { multiple: true, locale: 'es' })).toBe('Única');
  });

  it('reads a stored list even when the question no longer allows several', () => {
    expect(format('SELECT', '["a","b"]')).toBe('A\nB');
  });

  it.each(['not json', '[1, 2]', '{"a":1}', '["open"'])(
    'shows a broken multiple selection %j as stored',
    (value) => {
      expect(format('SELECT', value, { multiple: true })).toBe(value);
    },
  );
});

describe('DATETIME answers, in the local time of the place', () => {
  it.each<[string, Locale, string]>([
    ['2026-11-03T20:22:00.000Z', 'en', 'Nov 3, 2026, 3:22 PM EST'],
    ['2026-11-03T20:22:00.000Z', 'es', '3 nov 2026, 15:22 EST'],
    ['2026-11-04T03:10:00.000Z', 'en', 'Nov 3, 2026, 10:10 PM EST'],
    ['yesterday', 'en', 'yesterday'],
    ['', 'es', ''],
  ])('%j in %s reads %j', (value, locale, expected) => {
    expect(format('DATETIME', value, { locale })).toBe(expected);
  });
});

describe('TIMERANGE answers', () => {
  const range = (start: string | null, end: string | null) => JSON.stringify([start, end]);
  const START = '2026-11-03T20:22:00.000Z';
  const SAME_DAY_END = '2026-11-03T22:05:00.000Z';
  const NEXT_DAY_END = '2026-11-04T13:00:00.000Z';

  it.each<[string, Locale, string]>([
    [range(START, SAME_DAY_END), 'en', 'Nov 3, 2026, 3:22 PM EST – 5:05 PM EST'],
    [range(START, SAME_DAY_END), 'es', '3 nov 2026, 15:22 EST – 17:05 EST'],
    [range(START, NEXT_DAY_END), 'en', 'Nov 3, 2026, 3:22 PM EST – Nov 4, 2026, 8:00 AM EST'],
    [range(START, null), 'en', 'Nov 3, 2026, 3:22 PM EST – ?'],
    [range(START, null), 'es', '3 nov 2026, 15:22 EST – ?'],
    [range(null, SAME_DAY_END), 'en', '? – Nov 3, 2026, 5:05 PM EST'],
    [range(null, null), 'en', '? – ?'],
  ])('%s in %s reads %j', (value, locale, expected) => {
    expect(format('TIMERANGE', value, { locale })).toBe(expected);
  });

  it.each([
    'not json',
    '["2026-11-03T20:22:00.000Z"]',
    '["2026-11-03T20:22:00.000Z", "later"]',
    '[1, 2]',
    'null',
  ])('shows the broken range %j as stored', (value) => {
    expect(format('TIMERANGE', value)).toBe(value);
  });
});
