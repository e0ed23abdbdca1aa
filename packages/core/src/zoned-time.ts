/**
 * Wall-clock arithmetic in an IANA zone with nothing but Intl: the timeline's bars start at the
 * chosen zone's midnights and month starts, which a fixed stride in UTC cannot do across a
 * daylight-saving change.
 */

const HOUR_MS = 3_600_000;
const formats = new Map<string, Intl.DateTimeFormat>();
/** Past this many spellings of zones (Intl takes any letter case), formats are made each time. */
const FORMATS_KEPT = 1000;

/** A zone's wall-clock format, made once (~0.1 ms each); throws a RangeError for an unknown zone. */
export function wallFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formats.size < FORMATS_KEPT) formats.set(zone, format);
  }
  return format;
}

/**
 * The wall clock of an instant in a zone, written as milliseconds of a UTC date with the same
 * fields (so that Date's UTC getters read the local year, month, day and time).
 */
export function wallClock(instant: number, zone: string): number {
  // UTC's wall clock is the instant itself; the server's timeline defaults to it.
  if (zone === 'UTC') return instant;
  const format = wallFormat(zone);
  const wall = wallOfText(format.format(instant)) ?? wallOfParts(format.formatToParts(instant));
  // Intl drops the milliseconds; they are the same on the wall as in UTC.
  return wall + (((instant % 1000) + 1000) % 1000);
}

/**
 * The fields of en-US's "7/4/2026, 12:22:05", read as a UTC date: format() is several times
 * cheaper than formatToParts(), and the timeline asks for dozens of wall clocks per answer. Null
 * when the text does not hold exactly those six numbers.
 */
function wallOfText(text: string): number | null {
  const numbers: number[] = [];
  let value = -1;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : -1;
    if (code >= 48 && code <= 57) {
      value = (value < 0 ? 0 : value * 10) + (code - 48);
    } else if (value >= 0) {
      numbers.push(value);
      value = -1;
    }
  }
  if (numbers.length !== 6) return null;
  const [month, day, year, hour, minute, second] = numbers as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

function wallOfParts(parts: Intl.DateTimeFormatPart[]): number {
  const fields: Record<string, number> = {};
  for (const part of parts) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
}

/** The zone's offset from UTC at an instant, in milliseconds (EDT: −4 h). */
export const zoneOffsetMs = (instant: number, zone: string) => wallClock(instant, zone) - instant;

/**
 * The instant a wall clock reads `wall` in the zone. A time the clocks skip (spring forward) is
 * read with the offset before the change, which lands just after it; a time the clocks pass twice
 * (fall back) is its first pass.
 */
export function instantOfWall(wall: number, zone: string): number {
  // Offsets change at most once within a day: those 12 hours either side are the candidates.
  const before = wall - zoneOffsetMs(wall - 12 * HOUR_MS, zone);
  const after = wall - zoneOffsetMs(wall + 12 * HOUR_MS, zone);
  const fits = (instant: number) => wallClock(instant, zone) === wall;
  if (fits(before) && fits(after)) return Math.min(before, after);
  if (fits(before)) return before;
  if (fits(after)) return after;
  return before;
}
