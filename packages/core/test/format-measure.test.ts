import { describe, expect, it } from 'vitest';
import type { SystemOfMeasure } from '../src/constants.ts';
import {
  formatLength,
  formatMeasure,
  formatPrecipitation,
  formatTemperature,
  formatWindSpeed,
  lengthInSystem,
  pairMeasures,
} from '../src/format/measure.ts';
import type { Unit } from '../src/units.ts';

/** Intl puts no-break spaces in some places; the texts below are written with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

type Row = [input: number, system: SystemOfMeasure, locale: string, expected: string];

describe('units of section 9 in the user’s system', () => {
  it.each<Row>([
    [21, 'IMPERIAL', 'en', '69.8°F'],
    [21, 'METRIC', 'en', '21°C'],
    [21, 'IMPERIAL', 'es', '69,8 °F'],
    [21, 'METRIC', 'es', '21 °C'],
    // Halves round up, as units.ts rounds everywhere.
    [-3.25, 'METRIC', 'en', '-3.2°C'],
    [-0.01, 'METRIC', 'en', '0°C'],
  ])('temperature %s °C (%s, %s) reads %s', (celsius, system, locale, expected) => {
    expect(plain(formatTemperature(celsius, system, locale))).toBe(expected);
  });

  it.each<Row>([
    [0.0085, 'METRIC', 'en', '8.5 mm'],
    [0.0085, 'IMPERIAL', 'en', '0.335 in'],
    [0.0085, 'METRIC', 'es', '8,5 mm'],
    [0.0085, 'IMPERIAL', 'es', '0,335 in'],
    [0.0099, 'METRIC', 'en', '9.9 mm'],
    [0.01, 'METRIC', 'en', '1 cm'],
    [0.0254, 'IMPERIAL', 'en', '1 in'],
    [0.0254, 'METRIC', 'es', '2,5 cm'],
    [0, 'METRIC', 'en', '0 mm'],
    [0, 'IMPERIAL', 'en', '0 in'],
  ])('12-hour precipitation of %s m (%s, %s) reads %s', (metres, system, locale, expected) => {
    expect(plain(formatPrecipitation(metres, system, locale))).toBe(expected);
  });

  it.each<Row>([
    [10, 'IMPERIAL', 'en', '10 mph'],
    [10, 'METRIC', 'en', '16.1 km/h'],
    [10, 'IMPERIAL', 'es', '10 mi/h'],
    [10, 'METRIC', 'es', '16,1 km/h'],
    [3.14159, 'IMPERIAL', 'en', '3.1 mph'],
  ])('wind of %s mph (%s, %s) reads %s', (mph, system, locale, expected) => {
    expect(plain(formatWindSpeed(mph, system, locale))).toBe(expected);
  });

  it.each<Row>([
    [1, 'IMPERIAL', 'en', '3.28 ft'],
    [1, 'METRIC', 'en', '1 m'],
    [1, 'IMPERIAL', 'es', '3,28 ft'],
    [0.43, 'METRIC', 'es', '0,4 m'],
    [0.43, 'IMPERIAL', 'en', '1.41 ft'],
    [-0.3048, 'IMPERIAL', 'en', '-1 ft'],
  ])('a tide height of %s m (%s, %s) reads %s', (metres, system, locale, expected) => {
    expect(plain(formatLength(metres, system, locale))).toBe(expected);
  });

  it('gives the chart its numbers in ft (2 decimals) or m (1 decimal)', () => {
    expect(lengthInSystem(1.2345, 'IMPERIAL')).toEqual({ value: 4.05, unit: 'feet' });
    expect(lengthInSystem(1.2345, 'METRIC')).toEqual({ value: 1.2, unit: 'meters' });
  });

  it.each<[number, Unit, string, string]>([
    [1234.5678, 'inches', 'en', '1,234.568 in'],
    [1234.5678, 'inches', 'es', '1234,568 in'],
    [12345.67, 'feet', 'es', '12.345,67 ft'],
    [2.25, 'kilometers', 'en', '2.3 km'],
    [0.5, 'miles', 'es', '0,5 mi'],
  ])('%s %s in %s reads %s', (value, unit, locale, expected) => {
    expect(plain(formatMeasure(value, unit, locale))).toBe(expected);
  });

  it('leads with the user’s own system', () => {
    const texts = { metric: '8 mm', imperial: '0.315 in' };
    expect(pairMeasures('IMPERIAL', texts)).toBe('0.315 in (8 mm)');
    expect(pairMeasures('METRIC', texts)).toBe('8 mm (0.315 in)');
  });
});
