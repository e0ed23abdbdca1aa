import type { StructuredAnswer } from '../api/posts.ts';
import type { SystemOfMeasure } from '../constants.ts';
import {
  centimetersToInches,
  celsiusToFahrenheit,
  inchesToCentimeters,
  inchesToMillimeters,
  millimetersToInches,
} from '../units.ts';
import { formatMeasure, formatMillimetres, pairMeasures } from './measure.ts';
import { formatPlaceTime } from './place-time.ts';

export interface AnswerFormatContext {
  /** The language's locale, e.g. 'en' or 'es'. */
  locale: string;
  system: SystemOfMeasure;
  /**
   * The IANA zone DATETIME and TIMERANGE answers are shown in: the place's, unless the user chose
   * their own (format/sighting-time.ts).
   */
  timeZone: string;
  /** The translated words for BOOLEAN answers. */
  words: { yes: string; no: string };
}

export type AnswerToFormat = Pick<StructuredAnswer, 'value'> & {
  question: Pick<StructuredAnswer['question'], 'data_type' | 'unit' | 'multiple'>;
};

/** Up to this many inches the metric side is in millimetres, above it in centimetres. */
export const INCHES_IN_MILLIMETRES_UP_TO = 26;
const SIGNIFICANT_DIGITS = 4;
// The dash stays at the end of the first time's line when a narrow cell wraps the range.
const RANGE_JOIN = '\u00a0– ';
const MISSING_TIME = '?';

/**
 * Units of length and speed written in lower case, as section 9 writes them ('ft', not 'FT'),
 * whatever case a question stored them in; other units are shown as stored.
 */
const UNIT_SYMBOLS: Record<string, string> = {
  FT: 'ft',
  FOOT: 'ft',
  FEET: 'ft',
  IN: 'in',
  M: 'm',
  METERS: 'm',
  METRES: 'm',
  KM: 'km',
  KILOMETERS: 'km',
  MI: 'mi',
  MILES: 'mi',
  MPH: 'mph',
};

/** The symbols of the units a number is shown converted from (formatNumeric below). */
const CONVERTED_SYMBOLS: Record<string, string> = { MM: 'mm', CM: 'cm', INCHES: 'in' };

/**
 * A question's unit as a person reads it beside a number being typed ('in' for INCHES, 'ft' for
 * FT); a unit of its own ('°C', 'knots') as stored.
 */
export function unitSymbol(unit: string): string {
  const key = unit.trim().toUpperCase();
  return CONVERTED_SYMBOLS[key] ?? UNIT_SYMBOLS[key] ?? unit.trim();
}

/** Thrown inside the formatters when a value cannot be read; the raw value is shown instead. */
class Unreadable extends Error {}

function readNumber(value: string): number {
  const number = value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) throw new Unreadable(value);
  return number;
}

function formatNumeric(value: string, unit: string | null, context: AnswerFormatContext): string {
  const number = readNumber(value);
  const { locale, system } = context;
  switch (unit?.trim().toUpperCase()) {
    case 'MM':
      return pairMeasures(system, {
        metric: formatMillimetres(number, locale),
        imperial: formatMeasure(millimetersToInches(number), 'inches', locale),
      });
    case 'CM':
      return pairMeasures(system, {
        metric: formatMeasure(number, 'centimeters', locale),
        imperial: formatMeasure(centimetersToInches(number), 'inches', locale),
      });
    case 'INCHES':
      return pairMeasures(system, {
        metric:
          number <= INCHES_IN_MILLIMETRES_UP_TO
            ? formatMeasure(inchesToMillimeters(number), 'millimeters', locale)
            : formatMeasure(inchesToCentimeters(number), 'centimeters', locale),
        imperial: formatMeasure(number, 'inches', locale),
      });
    case '°C':
      return pairMeasures(system, {
        metric: formatMeasure(number, 'celsius', locale),
        imperial: formatMeasure(celsiusToFahrenheit(number), 'fahrenheit', locale),
      });
    default: {
      const text = new Intl.NumberFormat(locale, {
        maximumSignificantDigits: SIGNIFICANT_DIGITS,
      }).format(number);
      const stored = unit?.trim();
      return stored ? `${text} ${UNIT_SYMBOLS[stored.toUpperCase()] ?? stored}` : text;
    }
  }
}

function formatBoolean(value: string, words: AnswerFormatContext['words']): string {
  const text = value.trim().toLowerCase();
  if (text === 'true') return words.yes;
  if (text === 'false') return words.no;
  throw new Unreadable(value);
}

const capitalise = (text: string, locale: string) => {
  const trimmed = text.trim();
  const first = trimmed.codePointAt(0);
  if (first === undefined) return trimmed;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(locale) + trimmed.slice(head.length);
};

/** A single option, or a JSON list of options shown one per line. */
function formatSelect(value: string, multiple: boolean, locale: string): string {
  const looksLikeList = value.trim().startsWith('[');
  if (!multiple && !looksLikeList) return capitalise(value, locale);
  const options: unknown = JSON.parse(value);
  if (!Array.isArray(options) || !options.every((item) => typeof item === 'string')) {
    throw new Unreadable(value);
  }
  return options.map((option) => capitalise(option, locale)).join('\n');
}

function formatDateTime(value: string, context: AnswerFormatContext): string {
  if (Number.isNaN(new Date(value).getTime())) throw new Unreadable(value);
  return formatPlaceTime(value, context.timeZone, context.locale);
}

/**
 * A JSON pair of ISO times, null for a missing one: "Nov 3, 2026, 4:22 PM EDT – 6:05 PM EDT".
 * The end leaves out its date when it falls on the same local day as the start.
 */
function formatTimeRange(value: string, context: AnswerFormatContext): string {
  const pair: unknown = JSON.parse(value);
  if (
    !Array.isArray(pair) ||
    pair.length !== 2 ||
    !pair.every((item) => item === null || typeof item === 'string')
  ) {
    throw new Unreadable(value);
  }
  const [start, end] = pair as [string | null, string | null];
  const { timeZone, locale } = context;
  const day = (iso: string) => formatPlaceTime(iso, timeZone, locale, { dateStyle: 'medium' });
  const startText = start === null ? MISSING_TIME : formatDateTime(start, context);
  let endText = end === null ? MISSING_TIME : formatDateTime(end, context);
  if (start !== null && end !== null && day(start) === day(end)) {
    endText = formatPlaceTime(end, timeZone, locale, { timeStyle: 'short' });
  }
  return `${startText}${RANGE_JOIN}${endText}`;
}

/**
 * An answer as the details table shows it (spec 001 section 5). Multiple selections come back
 * one per line ('\n'). Whatever cannot be read is shown as stored.
 */
export function formatAnswer(answer: AnswerToFormat, context: AnswerFormatContext): string {
  const { value, question } = answer;
  try {
    switch (question.data_type) {
      case 'BOOLEAN':
        return formatBoolean(value, context.words);
      case 'DECIMAL':
      case 'NUMERIC':
        return formatNumeric(value, question.unit, context);
      case 'SELECT':
        return formatSelect(value, question.multiple, context.locale);
      case 'DATETIME':
        return formatDateTime(value, context);
      case 'TIMERANGE':
        return formatTimeRange(value, context);
      default:
        return value;
    }
  } catch {
    return value;
  }
}
