import type { CalendarDate } from '@internationalized/date';
import {
  CalendarDateTime,
  fromDate,
  parseDateTime,
  toCalendarDate,
  toZoned,
} from '@internationalized/date';
import { TIME_STEP_MINUTES } from '@highwater/core/constants';

/** Conversions between instants and wall-clock values in a chosen time zone. */

export function dayIn(date: Date, timeZone: string): CalendarDate {
  return toCalendarDate(fromDate(date, timeZone));
}

/** Minutes after midnight of an instant's wall-clock time in a zone. */
export function minutesIn(date: Date, timeZone: string): number {
  const zoned = fromDate(date, timeZone);
  return zoned.hour * 60 + zoned.minute;
}

export function instantOf(day: CalendarDate, minutes: number, timeZone: string): Date {
  const wall = new CalendarDateTime(
    day.year,
    day.month,
    day.day,
    Math.floor(minutes / 60),
    minutes % 60,
  );
  return toZoned(wall, timeZone).toDate();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A native datetime-local input's text for a wall-clock day and time ('2024-05-01T14:15'). */
const inputText = (day: { year: number; month: number; day: number }, minutes: number) =>
  `${day.year}-${pad(day.month)}-${pad(day.day)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The value of a native datetime-local input for an instant. */
export function localInputValue(date: Date, timeZone: string): string {
  return inputText(dayIn(date, timeZone), minutesIn(date, timeZone));
}

/** A native input's bound: the day of `date` in the zone, at `minutes` after midnight. */
export function localInputOnDay(date: Date, minutes: number, timeZone: string): string {
  return inputText(dayIn(date, timeZone), minutes);
}

export function instantOfLocalInput(value: string, timeZone: string): Date | null {
  try {
    return toZoned(parseDateTime(value), timeZone).toDate();
  } catch {
    return null;
  }
}

/** Every time of day in the spec's 15-minute steps, plus `extra` when it falls between them. */
export function timeSteps(extra?: number): number[] {
  const steps = Array.from(
    { length: (24 * 60) / TIME_STEP_MINUTES },
    (_, i) => i * TIME_STEP_MINUTES,
  );
  if (extra !== undefined && !steps.includes(extra)) steps.push(extra);
  return steps.sort((a, b) => a - b);
}
