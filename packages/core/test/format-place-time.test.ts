import { describe, expect, it } from 'vitest';
import { formatPlaceTime } from '../src/format/place-time.ts';
import { relativeTime } from '../src/format/relative-time.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const TOKYO = { name: 'Asia/Tokyo', abbreviation: 'GMT+9' };

describe('place time', () => {
  it('shows the moment in the zone of the place with its abbreviation', () => {
    expect(plain(formatPlaceTime('2026-07-01T00:30:00Z', TOKYO, 'en'))).toBe(
      'Jul 1, 2026, 9:30 AM GMT+9',
    );
    expect(plain(formatPlaceTime('2026-07-01T00:30:00Z', TOKYO, 'es'))).toBe(
      '1 jul 2026, 9:30 GMT+9',
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
    const text = formatPlaceTime(
      '2026-07-01T00:30:00Z',
      { name: 'Mars/Olympus', abbreviation: 'MST' },
      'en',
    );
    expect(text).not.toContain('MST');
    expect(text).toContain('2026');
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
