import { describe, expect, it } from 'vitest';
import { nauticalZone, zoneAbbreviation } from '@highwater/core/place-zone';
import { placeTimeZone } from '@/adapters/time-zone.ts';

describe('placeTimeZone', () => {
  it.each([
    ['Norfolk VA in July', 36.8508, -76.2859, '2025-07-04T16:00:00Z', 'America/New_York', 'EDT'],
    ['Norfolk VA in January', 36.8508, -76.2859, '2025-01-15T16:00:00Z', 'America/New_York', 'EST'],
    ['Houston in July', 29.76, -95.37, '2025-07-04T16:00:00Z', 'America/Chicago', 'CDT'],
    ['Honolulu', 21.31, -157.86, '2025-07-04T16:00:00Z', 'Pacific/Honolulu', 'HST'],
    [
      'Cairo, no common abbreviation',
      30.04,
      31.24,
      '2025-01-15T12:00:00Z',
      'Africa/Cairo',
      'GMT+2',
    ],
    ['the mid-Atlantic', 35, -40, '2025-07-04T16:00:00Z', 'Etc/GMT+3', 'GMT-3'],
    ['the South Pacific', -40, -130, '2025-07-04T16:00:00Z', 'Etc/GMT+9', 'GMT-9'],
    ['the north pole', 90, 0, '2025-07-04T16:00:00Z', 'Etc/GMT', 'UTC'],
  ])('%s', (_name, lat, lng, at, name, abbreviation) => {
    expect(placeTimeZone(lat, lng, new Date(at))).toEqual({ name, abbreviation });
  });

  it('answers the longitude’s nautical zone for coordinates out of range', () => {
    expect(placeTimeZone(95, -76, new Date('2025-07-04T16:00:00Z'))).toEqual({
      name: 'Etc/GMT+5',
      abbreviation: 'GMT-5',
    });
    expect(placeTimeZone(Number.NaN, Number.NaN, new Date()).name).toBe('Etc/GMT');
  });
});

describe('nauticalZone', () => {
  it.each([
    [0, 'Etc/GMT'],
    [7.4, 'Etc/GMT'],
    [-75, 'Etc/GMT+5'],
    [135, 'Etc/GMT-9'],
    [-180, 'Etc/GMT+12'],
    [180, 'Etc/GMT-12'],
  ])('%d° is %s', (lng, zone) => {
    expect(nauticalZone(lng)).toBe(zone);
    expect(() => zoneAbbreviation(zone, new Date())).not.toThrow();
  });
});
