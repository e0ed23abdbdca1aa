import { describe, expect, it } from 'vitest';
import { MAP_STYLE_PRESETS, mapStyleOrigins, readMapStyle } from '../src/map-styles.ts';

describe('base-map settings', () => {
  it('reads offline, empty and blank as the built-in style', () => {
    expect(readMapStyle('offline')).toEqual({ kind: 'offline' });
    expect(readMapStyle('')).toEqual({ kind: 'offline' });
    expect(readMapStyle('  offline ')).toEqual({ kind: 'offline' });
  });

  it('names keyless presets: a street style and public-domain imagery with its credit', () => {
    expect(readMapStyle('openfreemap-liberty')).toEqual({
      kind: 'style',
      url: 'https://tiles.openfreemap.org/styles/liberty',
    });
    const imagery = readMapStyle('usgs-imagery');
    expect(imagery).toMatchObject({ kind: 'tiles', maxzoom: 16 });
    expect(imagery?.kind === 'tiles' && imagery.tiles).toMatch(
      /^https:\/\/basemap\.nationalmap\.gov\/.*\{z\}\/\{y\}\/\{x\}$/,
    );
    expect(imagery?.kind === 'tiles' && imagery.attribution).toMatch(/USGS/);
    expect(Object.keys(MAP_STYLE_PRESETS)).toEqual(['openfreemap-liberty', 'usgs-imagery']);
  });

  it('reads other addresses as a style, or as tiles when they hold {z}', () => {
    expect(readMapStyle('https://maps.example.org/style.json')).toEqual({
      kind: 'style',
      url: 'https://maps.example.org/style.json',
    });
    expect(readMapStyle('http://127.0.0.1:9/{z}/{x}/{y}.png')).toEqual({
      kind: 'tiles',
      tiles: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      attribution: null,
      maxzoom: 19,
    });
  });

  it('refuses anything else', () => {
    for (const value of [
      'satellite',
      'openfreemap',
      'ftp://maps.example.org/s.json',
      '/style.json',
      'toString',
    ]) {
      expect(readMapStyle(value)).toBeNull();
    }
  });

  it('names the origins each base map loads from, for the content security policy', () => {
    const origins = (setting: string) => mapStyleOrigins(readMapStyle(setting)!);
    expect(origins('offline')).toEqual([]);
    expect(origins('openfreemap-liberty')).toEqual(['https://tiles.openfreemap.org']);
    expect(origins('usgs-imagery')).toEqual(['https://basemap.nationalmap.gov']);
    expect(origins('https://tiles.example.org:8443/{z}/{x}/{y}.png')).toEqual([
      'https://tiles.example.org:8443',
    ]);
  });
});
