import type { SystemOfMeasure } from '../constants.ts';
import {
  celsiusToFahrenheit,
  metersToFeet,
  millimetersToInches,
  mphToKph,
  roundForUnit,
  roundTo,
  UNIT_DECIMALS,
  type Unit,
} from '../units.ts';

/** Intl's names for the product's units (spec 001 section 9), so symbols follow the locale. */
const INTL_UNIT: Record<Unit, string> = {
  celsius: 'celsius',
  fahrenheit: 'fahrenheit',
  kilometers: 'kilometer',
  meters: 'meter',
  centimeters: 'centimeter',
  millimeters: 'millimeter',
  miles: 'mile',
  feet: 'foot',
  inches: 'inch',
};

/** Wind is not one of the spec's units; it is shown, like most units, to 1 decimal. */
const SPEED_DECIMALS = 1;

// Adding 0 turns a rounded -0 into 0, which Intl would otherwise print as "-0".
const unsignedZero = (value: number) => value + 0;

/** "12.5 in", "12,5 °C": a value in a unit, rounded the way section 9 says for that unit. */
export function formatMeasure(value: number, unit: Unit, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: INTL_UNIT[unit],
    unitDisplay: 'short',
    maximumFractionDigits: UNIT_DECIMALS[unit],
  }).format(unsignedZero(roundForUnit(value, unit)));
}

/** A plain number in the locale with at most `decimals` decimals: "1,234.5", "1234,5". */
export function formatDecimal(value: number, locale: string, decimals: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: decimals }).format(
    unsignedZero(roundTo(value, decimals)),
  );
}

/** The length unit of each system for heights such as the tide (the chart shows ft or m). */
export const LENGTH_UNIT: Record<SystemOfMeasure, 'feet' | 'meters'> = {
  IMPERIAL: 'feet',
  METRIC: 'meters',
};

/** A length stored in metres, in the system's unit and rounded for it (feet 2 decimals, m 1). */
export function lengthInSystem(
  metres: number,
  system: SystemOfMeasure,
): { value: number; unit: 'feet' | 'meters' } {
  const unit = LENGTH_UNIT[system];
  const value = unit === 'feet' ? metersToFeet(metres) : metres;
  return { value: unsignedZero(roundForUnit(value, unit)), unit };
}

/** "3.28 ft" or "1 m" from metres. */
export function formatLength(metres: number, system: SystemOfMeasure, locale: string): string {
  const { value, unit } = lengthInSystem(metres, system);
  return formatMeasure(value, unit, locale);
}

/** A temperature stored in Celsius: °F for IMPERIAL, °C for METRIC. */
export function formatTemperature(
  celsius: number,
  system: SystemOfMeasure,
  locale: string,
): string {
  return system === 'IMPERIAL'
    ? formatMeasure(celsiusToFahrenheit(celsius), 'fahrenheit', locale)
    : formatMeasure(celsius, 'celsius', locale);
}

/** Under this many millimetres a metric amount of water reads best in mm, from here on in cm. */
export const MILLIMETRES_SHOWN_UP_TO = 10;

/** A metric depth given in millimetres: mm under 10 mm, otherwise cm ("8 mm", "2.5 cm"). */
export function formatMillimetres(mm: number, locale: string): string {
  return mm < MILLIMETRES_SHOWN_UP_TO
    ? formatMeasure(mm, 'millimeters', locale)
    : formatMeasure(mm / 10, 'centimeters', locale);
}

/** Rain stored in metres: inches for IMPERIAL, mm or cm for METRIC. */
export function formatPrecipitation(
  metres: number,
  system: SystemOfMeasure,
  locale: string,
): string {
  const mm = metres * 1000;
  return system === 'IMPERIAL'
    ? formatMeasure(millimetersToInches(mm), 'inches', locale)
    : formatMillimetres(mm, locale);
}

/** Wind stored in miles per hour: mph for IMPERIAL, km/h for METRIC. */
export function formatWindSpeed(mph: number, system: SystemOfMeasure, locale: string): string {
  const metric = system === 'METRIC';
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: metric ? 'kilometer-per-hour' : 'mile-per-hour',
    unitDisplay: 'short',
    maximumFractionDigits: SPEED_DECIMALS,
  }).format(unsignedZero(roundTo(metric ? mphToKph(mph) : mph, SPEED_DECIMALS)));
}

/**
 * One measure in both systems. The user's own system leads and the other follows in brackets,
 * so the first number is always the one they read in: IMPERIAL "0.315 in (8 mm)", METRIC
 * "8 mm (0.315 in)".
 */
export function pairMeasures(
  system: SystemOfMeasure,
  texts: { metric: string; imperial: string },
): string {
  return system === 'IMPERIAL'
    ? `${texts.imperial} (${texts.metric})`
    : `${texts.metric} (${texts.imperial})`;
}
