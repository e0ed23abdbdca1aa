/** Units and conversions (spec 001 section 9): rounded to 1 decimal, feet to 2, inches to 3. */
export const UNITS = [
  'celsius',
  'fahrenheit',
  'kilometers',
  'meters',
  'centimeters',
  'millimeters',
  'miles',
  'feet',
  'inches',
] as const;
export type Unit = (typeof UNITS)[number];

export const UNIT_DECIMALS: Record<Unit, number> = {
  celsius: 1,
  fahrenheit: 1,
  kilometers: 1,
  meters: 1,
  centimeters: 1,
  millimeters: 1,
  miles: 1,
  feet: 2,
  inches: 3,
};

export const METERS_PER_FOOT = 0.3048;
export const MILLIMETERS_PER_INCH = 25.4;
export const METERS_PER_MILE = 1609.344;

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
}

/** Rounds a value the way the product shows it in the given unit. */
export function roundForUnit(value: number, unit: Unit): number {
  return roundTo(value, UNIT_DECIMALS[unit]);
}

export const celsiusToFahrenheit = (c: number) => (c * 9) / 5 + 32;
export const fahrenheitToCelsius = (f: number) => ((f - 32) * 5) / 9;
export const metersToFeet = (m: number) => m / METERS_PER_FOOT;
export const feetToMeters = (ft: number) => ft * METERS_PER_FOOT;
export const millimetersToInches = (mm: number) => mm / MILLIMETERS_PER_INCH;
export const centimetersToInches = (cm: number) => (cm * 10) / MILLIMETERS_PER_INCH;
export const inchesToMillimeters = (inches: number) => inches * MILLIMETERS_PER_INCH;
export const inchesToCentimeters = (inches: number) => (inches * MILLIMETERS_PER_INCH) / 10;
export const milesToKilometers = (mi: number) => (mi * METERS_PER_MILE) / 1000;
export const kilometersToMiles = (km: number) => (km * 1000) / METERS_PER_MILE;
export const milesToMeters = (mi: number) => mi * METERS_PER_MILE;
export const metersToMiles = (m: number) => m / METERS_PER_MILE;

/** Wind speed is stored in miles per hour; metric users see kilometres per hour. */
export const mphToKph = milesToKilometers;

const TO_BASE: Record<Unit, { kind: 'temperature' | 'length'; toBase: (v: number) => number }> = {
  celsius: { kind: 'temperature', toBase: (v) => v },
  fahrenheit: { kind: 'temperature', toBase: fahrenheitToCelsius },
  kilometers: { kind: 'length', toBase: (v) => v * 1000 },
  meters: { kind: 'length', toBase: (v) => v },
  centimeters: { kind: 'length', toBase: (v) => v / 100 },
  millimeters: { kind: 'length', toBase: (v) => v / 1000 },
  miles: { kind: 'length', toBase: milesToMeters },
  feet: { kind: 'length', toBase: feetToMeters },
  inches: { kind: 'length', toBase: (v) => inchesToMillimeters(v) / 1000 },
};

const FROM_BASE: Record<Unit, (v: number) => number> = {
  celsius: (v) => v,
  fahrenheit: celsiusToFahrenheit,
  kilometers: (v) => v / 1000,
  meters: (v) => v,
  centimeters: (v) => v * 100,
  millimeters: (v) => v * 1000,
  miles: metersToMiles,
  feet: metersToFeet,
  inches: (v) => millimetersToInches(v * 1000),
};

/** Converts between two units of the same kind and rounds for the target unit. */
export function convertUnit(value: number, from: Unit, to: Unit): number {
  const source = TO_BASE[from];
  if (source.kind !== TO_BASE[to].kind) {
    throw new Error(`Cannot convert ${from} to ${to}`);
  }
  return roundForUnit(FROM_BASE[to](source.toBase(value)), to);
}
