import { expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';

it('uses the built-in offline map unless told otherwise', () => {
  const config = loadConfig({});
  expect([config.mapStyleStreet, config.mapStyleSatellite]).toEqual(['offline', 'offline']);
});

it('takes the keyless presets and addresses of styles and tiles', () => {
  const config = loadConfig({
    MAP_STYLE_STREET: 'openfreemap-liberty',
    MAP_STYLE_SATELLITE: 'https://tiles.example.org/{z}/{x}/{y}.jpg',
  });
  expect(config.mapStyleStreet).toBe('openfreemap-liberty');
  expect(config.mapStyleSatellite).toBe('https://tiles.example.org/{z}/{x}/{y}.jpg');
  expect(loadConfig({ MAP_STYLE_SATELLITE: 'usgs-imagery' }).mapStyleSatellite).toBe(
    'usgs-imagery',
  );
});

it('refuses at start a base map it cannot read', () => {
  expect(() => loadConfig({ MAP_STYLE_STREET: 'streets' })).toThrow(/MAP_STYLE_STREET must be/);
  expect(() => loadConfig({ MAP_STYLE_SATELLITE: 'file:///maps/sat.json' })).toThrow(
    /MAP_STYLE_SATELLITE/,
  );
});
