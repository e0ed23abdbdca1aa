import { isNormalNumber } from '../numbers.ts';
import { MAX_NEAR_RADIUS_M, SINCE_UNITS, type NearPoint, type Since } from './filter.ts';

/** Small parsers shared by the address codec and the API query codec. Each returns null if invalid. */

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

export function parseFiniteNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export function parseId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= 2_147_483_647 ? value : null;
}

/** Longitude, latitude and radius in metres: finite, normal and in range. */
export function validNearPoint(lng: number, lat: number, radius: number): NearPoint | null {
  if (![lng, lat, radius].every(isNormalNumber)) return null;
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90) return null;
  if (!(radius > 0) || radius > MAX_NEAR_RADIUS_M) return null;
  return { lng, lat, radius };
}

/** Three numbers joined by a separator: 'x' in the address, ',' in the API query. */
export function parseNearText(text: string, separator: string): NearPoint | null {
  const parts = text.split(separator);
  if (parts.length !== 3) return null;
  const [lng, lat, radius] = parts.map(parseFiniteNumber);
  if (lng == null || lat == null || radius == null) return null;
  return validNearPoint(lng, lat, radius);
}

export function formatNearText(near: NearPoint, separator: string): string {
  return [near.lng, near.lat, near.radius].join(separator);
}

const SINCE = /^(\d{1,4})-(hour|day|week|month|year)s?$/;

/** '7-days', '24-hours', '1-year' or 'ever'. */
export function parseSince(text: string): Since | null {
  const trimmed = text.trim();
  if (trimmed === 'ever') return 'ever';
  const match = SINCE.exec(trimmed);
  if (!match?.[1] || !match[2]) return null;
  const amount = Number(match[1]);
  const unit = SINCE_UNITS.find((u) => u === `${match[2]}s`);
  if (amount < 1 || !unit) return null;
  return { amount, unit };
}

export function formatSince(since: Since): string {
  return since === 'ever' ? 'ever' : `${since.amount}-${since.unit}`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date ('2024-05-01') or date-time in ISO 8601, as an ISO string in UTC. A date alone means the
 * start of that day, or its last millisecond when `endOfDay` (so 'before 2024-05-01' includes it).
 */
export function parseDate(text: string, endOfDay = false): string | null {
  const trimmed = text.trim();
  if (!validCalendarDate(trimmed.slice(0, 10))) return null;
  let ms: number;
  if (DATE_ONLY.test(trimmed)) {
    ms = Date.parse(`${trimmed}T00:00:00.000Z`);
    if (endOfDay) ms += 86_400_000 - 1;
  } else if (DATE_TIME.test(trimmed)) {
    // A date-time without a zone is read as UTC, never as the machine's local time.
    ms = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(trimmed) ? trimmed : `${trimmed}Z`);
  } else {
    return null;
  }
  if (!Number.isFinite(ms)) return null;
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 2999 ? date.toISOString() : null;
}

/** Rejects dates such as 2024-02-31 that Date would quietly roll over. */
function validCalendarDate(text: string): boolean {
  if (!DATE_ONLY.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
