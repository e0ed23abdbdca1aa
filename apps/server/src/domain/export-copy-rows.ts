/**
 * The export's rows from CSV that PostgreSQL's COPY writes of plain values (see exportCopySql):
 * the cells the database would spend most of its time formatting are finished here, on the
 * server's own core, as the bytes pass. Each row comes as
 *
 *   id,observed_at,created_at,"location",lat,lng,…the other cells, already final…\n
 *
 * with the times as timestamp_out writes UTC times (DateStyle ISO), the location neutralised and
 * always quoted, the coordinates as float8out writes them; it leaves as
 *
 *   id,observed ISO,created ISO,"location as displayed",lat,lng,…\r\n
 *
 * with the times as Date.prototype.toISOString writes them (milliseconds cut, not rounded, as
 * the driver's Date keeps them), the location as displayLocation shows it
 * (domain/post-format.ts) and the coordinates as String(number) writes them. Line breaks inside
 * quoted cells stay as they are.
 */
export interface ExportRowsOfCopy {
  /** The finished bytes of the whole rows so far; a row cut by the chunk waits for the next. */
  push(chunk: Buffer): Buffer;
  /** Checks that the last row was whole. */
  end(): void;
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const MINUS = 0x2d;
const LOWER_E = 0x65;
const LOWER_I = 0x69;
const UPPER_T = 0x54;
const UPPER_Z = 0x5a;

/** What displayLocation drops after the comma and white space. */
const COUNTRY = Buffer.from('United States');

/** The most a row can grow: 5 bytes per time, 3 per coordinate ("5e-06" to "0.000005"), CR. */
const ROW_GROWTH = 2 * 5 + 2 * 3 + 1;

/** Where the cells of one row end, as positions in the bytes (each at its comma or LF). */
interface RowCells {
  id: number;
  observed: number;
  created: number;
  location: number;
  lat: number;
  lng: number;
  /** The row's LF. */
  end: number;
}

export function exportRowsOfCopy(): ExportRowsOfCopy {
  let pending: Buffer | null = null;
  const cells: RowCells = { id: 0, observed: 0, created: 0, location: 0, lat: 0, lng: 0, end: 0 };
  return {
    push(chunk) {
      const bytes: Buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
      let out = Buffer.allocUnsafe(bytes.length + (bytes.length >> 3) + 64);
      let o = 0;
      let row = 0;
      while (row < bytes.length && findCells(bytes, row, cells)) {
        const need = o + (cells.end - row) + ROW_GROWTH;
        if (need > out.length) {
          const larger = Buffer.allocUnsafe(Math.max(need, out.length * 2));
          out.copy(larger, 0, 0, o);
          out = larger;
        }
        o = writeRow(bytes, row, cells, out, o);
        row = cells.end + 1;
      }
      pending = row < bytes.length ? bytes.subarray(row) : null;
      return out.subarray(0, o);
    },
    end() {
      if (pending) throw new Error('The COPY output ended inside a row');
    },
  };
}

/** The end of an unquoted cell (its comma), or -1 when the bytes end first. */
function cellEnd(bytes: Buffer, from: number): number {
  for (let i = from; i < bytes.length; i++) if (bytes[i] === COMMA) return i;
  return -1;
}

/** The end of a quoted cell (just after its closing quote), or -1 when the bytes end first. */
function quotedEnd(bytes: Buffer, from: number): number {
  let i = from + 1;
  for (;;) {
    const close = bytes.indexOf(QUOTE, i);
    if (close === -1 || close + 1 >= bytes.length) return -1;
    if (bytes[close + 1] !== QUOTE) return close + 1;
    i = close + 2;
  }
}

/** The row's LF after `from`, skipping quoted cells, or -1 when the bytes end first. */
function rowEnd(bytes: Buffer, from: number): number {
  let lf = bytes.indexOf(LF, from);
  let i = from;
  while (lf !== -1) {
    const quote = bytes.indexOf(QUOTE, i);
    if (quote === -1 || quote > lf) return lf;
    i = quotedEnd(bytes, quote);
    if (i === -1) return -1;
    if (i > lf) lf = bytes.indexOf(LF, i);
  }
  return -1;
}

/** Finds the row's cells from `row`; false when the row is not whole in the bytes. */
function findCells(bytes: Buffer, row: number, cells: RowCells): boolean {
  cells.id = cellEnd(bytes, row);
  if (cells.id === -1) return false;
  cells.observed = cellEnd(bytes, cells.id + 1);
  if (cells.observed === -1) return false;
  cells.created = cellEnd(bytes, cells.observed + 1);
  if (cells.created === -1) return false;
  cells.location = quotedEnd(bytes, cells.created + 1);
  if (cells.location === -1) return false;
  if (bytes[cells.created + 1] !== QUOTE || bytes[cells.location] !== COMMA) {
    throw new Error('The COPY output has no quoted location where expected');
  }
  cells.lat = cellEnd(bytes, cells.location + 1);
  if (cells.lat === -1) return false;
  cells.lng = cellEnd(bytes, cells.lat + 1);
  if (cells.lng === -1) return false;
  cells.end = rowEnd(bytes, cells.lng + 1);
  return cells.end !== -1;
}

/** Copies bytes[from, to) to out at `at`; a loop beats Buffer.copy's call for the usual few bytes. */
function copy(bytes: Buffer, from: number, to: number, out: Buffer, at: number): number {
  if (to - from > 64) return at + bytes.copy(out, at, from, to);
  let o = at;
  for (let i = from; i < to; i++) out[o++] = bytes[i]!;
  return o;
}

function writeRow(bytes: Buffer, row: number, cells: RowCells, out: Buffer, at: number): number {
  let o = copy(bytes, row, cells.id + 1, out, at);
  o = writeIsoTime(bytes, cells.id + 1, cells.observed, out, o);
  out[o++] = COMMA;
  o = writeIsoTime(bytes, cells.observed + 1, cells.created, out, o);
  out[o++] = COMMA;
  // The quotes stay; the text between them loses the country, if it ends with it.
  const open = cells.created + 1;
  const close = cells.location - 1;
  o = copy(bytes, open, displayEnd(bytes, open + 1, close), out, o);
  out[o++] = QUOTE;
  out[o++] = COMMA;
  o = writeCoordinate(bytes, cells.location + 1, cells.lat, out, o);
  out[o++] = COMMA;
  o = writeCoordinate(bytes, cells.lat + 1, cells.lng, out, o);
  o = copy(bytes, cells.lng, cells.end, out, o);
  out[o++] = CR;
  out[o++] = LF;
  return o;
}

/**
 * "2024-05-01 12:30:05.123456" (or "… BC") as "2024-05-01T12:30:05.123Z"; an infinite time as an
 * empty cell, which no date can write.
 */
function writeIsoTime(bytes: Buffer, from: number, to: number, out: Buffer, at: number): number {
  const first = bytes[from];
  if (first === LOWER_I || first === MINUS) return at;
  let space = from;
  while (space < to && bytes[space] !== SPACE) space++;
  if (space + 9 > to) throw new Error('The COPY output has an unexpected time');
  let o = copy(bytes, from, space + 9, out, at);
  out[at + space - from] = UPPER_T;
  out[o++] = DOT;
  let digit = space + 10;
  const hasFraction = bytes[space + 9] === DOT;
  for (let n = 0; n < 3; n++) {
    const byte = bytes[digit];
    if (hasFraction && digit < to && byte !== undefined && byte >= ZERO && byte <= NINE) {
      out[o++] = byte;
      digit++;
    } else out[o++] = ZERO;
  }
  out[o++] = UPPER_Z;
  return o;
}

/**
 * A coordinate as String(number) writes it. float8out writes the same shortest digits, but in
 * exponent form below 1e-4 (JavaScript from 1e-6, without padding the exponent) and -0 with its
 * sign; those few are rewritten through a number.
 */
function writeCoordinate(bytes: Buffer, from: number, to: number, out: Buffer, at: number) {
  let o = at;
  for (let i = from; i < to; i++) {
    const byte = bytes[i]!;
    if (byte === LOWER_E) return writeAsNumber(bytes, from, to, out, at);
    out[o++] = byte;
  }
  const negativeZero = o - at === 2 && out[at] === MINUS && out[at + 1] === ZERO;
  return negativeZero ? writeAsNumber(bytes, from, to, out, at) : o;
}

function writeAsNumber(bytes: Buffer, from: number, to: number, out: Buffer, at: number) {
  return at + out.write(String(Number(bytes.toString('latin1', from, to))), at, 'latin1');
}

/**
 * Where the location as displayed ends: before ",", any white space JavaScript's \s matches and
 * "United States" at the very end, else at the end. None of these bytes is a quote, so the
 * doubled quotes of the cell need no care.
 */
function displayEnd(bytes: Buffer, from: number, to: number): number {
  const country = to - COUNTRY.length;
  if (country < from) return to;
  for (let i = 0; i < COUNTRY.length; i++) if (bytes[country + i] !== COUNTRY[i]) return to;
  let i = country;
  for (;;) {
    const space = spaceBefore(bytes, from, i);
    if (space === 0) break;
    i -= space;
  }
  return i > from && bytes[i - 1] === COMMA ? i - 1 : to;
}

/**
 * The length in bytes of the white space character (JavaScript's \s, in UTF-8) that ends just
 * before `end`, or 0.
 */
function spaceBefore(bytes: Buffer, from: number, end: number): number {
  const last = bytes[end - 1];
  if (end - 1 < from || last === undefined) return 0;
  if (last === SPACE || (last >= 0x09 && last <= 0x0d)) return 1;
  if (end - 2 >= from && bytes[end - 2] === 0xc2 && last === 0xa0) return 2;
  if (end - 3 < from) return 0;
  const code = ((bytes[end - 3]! & 0x0f) << 12) | ((bytes[end - 2]! & 0x3f) << 6) | (last & 0x3f);
  if ((bytes[end - 3]! & 0xf0) !== 0xe0) return 0;
  const isSpace =
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff;
  return isSpace ? 3 : 0;
}
