import { describe, expect, it } from 'vitest';
import { formatMapHash, parseMapHash, withMapHash } from '@/features/project-map/map/map-hash.ts';

describe('the map position in the hash', () => {
  it('writes longitude, latitude and zoom with 4 decimals', () => {
    expect(formatMapHash({ lng: -76.285912345, lat: 36.850849999, zoom: 12.345678 })).toBe(
      '#-76.2859/36.8508/12.3457',
    );
    expect(formatMapHash({ lng: 10, lat: 0.00001, zoom: 3 })).toBe('#10/0/3');
  });

  it('wraps longitudes of a map panned around the world', () => {
    expect(formatMapHash({ lng: 283.7141, lat: 36.85, zoom: 4 })).toBe('#-76.2859/36.85/4');
  });

  it('reads a hash back', () => {
    expect(parseMapHash('#-76.2859/36.8508/12.5')).toEqual({
      lng: -76.2859,
      lat: 36.8508,
      zoom: 12.5,
    });
    expect(parseMapHash('-76/36/4')).toEqual({ lng: -76, lat: 36, zoom: 4 });
  });

  it('rounds what it reads to 4 decimals', () => {
    expect(parseMapHash('#-76.285912/36.850849/12.00004')).toEqual({
      lng: -76.2859,
      lat: 36.8508,
      zoom: 12,
    });
  });

  it('round-trips', () => {
    const position = { lng: 151.2093, lat: -33.8688, zoom: 9.75 };
    expect(parseMapHash(formatMapHash(position))).toEqual(position);
  });

  it.each([
    '',
    '#',
    '#1/2',
    '#1/2/3/4',
    '#a/b/c',
    '#200/10/3',
    '#10/89/3',
    '#10/10/30',
    '#1e3/1/1',
  ])('ignores %j', (hash) => {
    expect(parseMapHash(hash)).toBeNull();
  });

  it('replaces only the hash of an address', () => {
    expect(
      withMapHash('http://localhost/g/p/map/4?since=7-days#old', { lng: 1, lat: 2, zoom: 3 }),
    ).toBe('http://localhost/g/p/map/4?since=7-days#1/2/3');
  });
});
