import { expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';

it('shows streets and imagery from the keyless presets unless told otherwise', () => {
  const config = loadConfig({});
  expect([config.mapStyleStreet, config.mapStyleSatellite]).toEqual([
    'openfreemap-liberty',
    'usgs-imagery',
  ]);
  // An empty setting, as a blank line of an env file gives, is no setting.
  const blank = loadConfig({ MAP_STYLE_STREET: ' ', MAP_STYLE_SATELLITE: '' });
  expect([blank.mapStyleStreet, blank.mapStyleSatellite]).toEqual([
    'openfreemap-liberty',
    'usgs-imagery',
  ]);
});

it('keeps the built-in map for closed networks', () => {
  const config = loadConfig({ MAP_STYLE_STREET: 'offline', MAP_STYLE_SATELLITE: 'offline' });
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
