import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from '../src/format/date-time-format.ts';
import { formatPlaceTime } from '../src/format/place-time.ts';
import { relativeTime } from '../src/format/relative-time.ts';
import { sightingZone } from '../src/format/sighting-time.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const TOKYO = 'Asia/Tokyo';
const NEW_YORK = 'America/New_York';
const MIAMI = { lat: 25.79, lng: -80.13 };
const HOUSTON = { lat: 29.76, lng: -95.37 };

describe('place time', () => {
  it('shows the moment in the zone with its abbreviation', () => {
    expect(plain(formatPlaceTime('2026-07-01T00:30:00Z', TOKYO, 'en'))).toBe(
      'Jul 1, 2026, 9:30 AM GMT+9',
    );
    expect(plain(formatPlaceTime('2026-07-01T00:30:00Z', TOKYO, 'es'))).toBe(
      '1 jul 2026, 9:30 GMT+9',
    );
  });

  it('names the abbreviation of each moment, on either side of a DST change', () => {
    // New York leaves daylight time at 2:00 AM on 1 November 2026 (06:00 UTC).
    expect(plain(formatPlaceTime('2026-11-01T05:30:00Z', NEW_YORK, 'en'))).toBe(
      'Nov 1, 2026, 1:30 AM EDT',
    );
    expect(plain(formatPlaceTime('2026-11-01T06:30:00Z', NEW_YORK, 'en'))).toBe(
      'Nov 1, 2026, 1:30 AM EST',
    );
  });

  it('holds the time and its zone together so that only the date may wrap', () => {
    const text = formatPlaceTime('2026-07-01T00:30:00Z', TOKYO, 'en');
    expect(text).toBe('Jul 1, 2026, 9:30\u00a0AM\u00a0GMT+9');
  });

  it('leaves the abbreviation out of a date alone', () => {
    expect(formatPlaceTime('2026-07-01T00:30:00Z', TOKYO, 'en', { dateStyle: 'long' })).toBe(
      'July 1, 2026',
    );
  });

  it('keeps an unreadable date as given and drops the abbreviation of an unknown zone', () => {
    expect(formatPlaceTime('soon', TOKYO, 'en')).toBe('soon');
    const text = formatPlaceTime('2026-07-01T00:30:00Z', 'Mars/Olympus', 'en');
    expect(text).not.toMatch(/GMT|UTC|EDT/);
    expect(text).toContain('2026');
  });
});

describe('the zone of a sighting’s times', () => {
  it('is the place’s with local time, whatever the browser’s zone', () => {
    expect(sightingZone('local', MIAMI, 'Europe/Madrid')).toBe('America/New_York');
    expect(sightingZone('local', HOUSTON, 'Europe/Madrid')).toBe('America/Chicago');
  });

  it('is the user’s own with their own time', () => {
    expect(sightingZone('own', MIAMI, 'Europe/Madrid')).toBe('Europe/Madrid');
  });

  it('is the longitude’s nautical zone at sea', () => {
    expect(sightingZone('local', { lat: 35, lng: -40 }, 'UTC')).toBe('Etc/GMT+3');
  });

  it('reads a sighting in Houston an hour behind one in Miami at the same moment', () => {
    const at = '2026-07-04T16:22:00Z';
    const zone = (place: { lat: number; lng: number }) => sightingZone('local', place, 'UTC');
    expect(plain(formatPlaceTime(at, zone(MIAMI), 'en'))).toBe('Jul 4, 2026, 12:22 PM EDT');
    expect(plain(formatPlaceTime(at, zone(HOUSTON), 'en'))).toBe('Jul 4, 2026, 11:22 AM CDT');
    expect(plain(formatPlaceTime(at, sightingZone('own', MIAMI, 'UTC'), 'en'))).toBe(
      'Jul 4, 2026, 4:22 PM UTC',
    );
  });
});

describe('relative time', () => {
  const now = new Date('2026-07-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it.each<[number, string, string]>([
    [20_000, 'en', 'this minute'],
    [3 * 3_600_000, 'en', '3 hours ago'],
    [2 * 86_400_000, 'es', 'anteayer'],
    [3 * 86_400_000, 'es', 'hace 3 días'],
    [-7 * 86_400_000, 'en', 'next week'],
  ])('%s ms before now in %s reads %j', (ms, locale, expected) => {
    expect(relativeTime(ago(ms), now, locale)).toBe(expected);
  });
});

describe('date and time formats', () => {
  it('are made once per locale and options', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: TOKYO };
    const format = dateTimeFormat('en', options);
    expect(dateTimeFormat('en', { ...options })).toBe(format);
    expect(dateTimeFormat('es', options)).not.toBe(format);
    expect(dateTimeFormat('en', { ...options, timeZone: NEW_YORK })).not.toBe(format);
    expect(format.resolvedOptions()).toMatchObject({ locale: 'en', timeZone: TOKYO });
  });

  it('refuse an unknown zone every time, as Intl does', () => {
    for (let i = 0; i < 2; i++) {
      expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    }
  });
});
