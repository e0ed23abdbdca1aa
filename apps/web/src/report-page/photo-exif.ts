import exifr from 'exifr/dist/lite.esm.mjs';
import { NEW_POST_EARLIEST_OBSERVED_AT } from '@highwater/core/api/new-posts';

/** What a photo says of itself: when it was taken and where, each when it says so. */
export interface PhotoFacts {
  takenAt: Date | null;
  position: { lat: number; lng: number } | null;
}

const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

/** EXIF's "2026:01:05 10:00:00", at its offset when the photo gives one, else the device's. */
function exifTime(value: unknown, offset: unknown): Date | null {
  const match = typeof value === 'string' ? EXIF_TIME.exec(value.trim()) : null;
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const zone = typeof offset === 'string' && OFFSET.test(offset.trim()) ? offset.trim() : '';
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${zone}`);
  if (Number.isNaN(date.getTime())) return null;
  // A camera clock never set, or set ahead, says nothing true of the flooding.
  const earliest = Date.parse(NEW_POST_EARLIEST_OBSERVED_AT);
  return date.getTime() < earliest || date.getTime() > Date.now() ? null : date;
}

const isPosition = (lat: unknown, lng: unknown): boolean =>
  typeof lat === 'number' &&
  typeof lng === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180 &&
  !(lat === 0 && lng === 0);

/**
 * Reads the photo's EXIF time and GPS position in the browser (the server removes both from the
 * copy it keeps); null when it has neither, or cannot be read.
 */
export async function photoFacts(file: File): Promise<PhotoFacts | null> {
  try {
    // One read of the EXIF and GPS blocks; exifr adds the position in decimal degrees.
    const tags = (await exifr.parse(file, { ifd1: false, reviveValues: false })) as
      Record<string, unknown> | undefined;
    const takenAt = exifTime(tags?.DateTimeOriginal, tags?.OffsetTimeOriginal);
    const [lat, lng] = [tags?.latitude, tags?.longitude];
    const position = isPosition(lat, lng) ? { lat: lat as number, lng: lng as number } : null;
    return takenAt || position ? { takenAt, position } : null;
  } catch {
    return null;
  }
}
