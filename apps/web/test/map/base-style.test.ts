import { describe, expect, it } from 'vitest';
import { baseStyleNotice } from '@/lib/map/base-style-notice.ts';
import { mapStyleSource, rasterStyle } from '@/lib/map/map-style.ts';

const config = (street: string, satellite: string) => ({ mapStyles: { street, satellite } });

describe('which base map shows, and what the map says', () => {
  it('shows the offline street map with nothing to say', () => {
    const source = mapStyleSource(config('offline', 'offline'), 'street');
    expect(source).toEqual({ kind: 'offline' });
    expect(baseStyleNotice(source.kind, 'street', false)).toBeNull();
  });

  it('says no imagery is available when satellite is chosen offline, rather than faking it', () => {
    const source = mapStyleSource(config('offline', 'offline'), 'satellite');
    expect(baseStyleNotice(source.kind, 'satellite', false)).toBe('imagery-unavailable');
  });

  it('shows a configured online map as it is, and says so once it fell back', () => {
    const street = mapStyleSource(config('openfreemap-liberty', 'usgs-imagery'), 'street');
    const satellite = mapStyleSource(config('openfreemap-liberty', 'usgs-imagery'), 'satellite');
    expect(street.kind).toBe('style');
    expect(satellite.kind).toBe('tiles');
    expect(baseStyleNotice(street.kind, 'street', false)).toBeNull();
    expect(baseStyleNotice(satellite.kind, 'satellite', false)).toBeNull();
    expect(baseStyleNotice(street.kind, 'street', true)).toBe('fallback');
    expect(baseStyleNotice(satellite.kind, 'satellite', true)).toBe('fallback');
  });

  it('reads a setting the server would refuse as offline', () => {
    expect(mapStyleSource(config('nonsense', 'offline'), 'street')).toEqual({ kind: 'offline' });
  });

  it('credits the imagery on the map', () => {
    const satellite = mapStyleSource(config('offline', 'usgs-imagery'), 'satellite');
    if (satellite.kind !== 'tiles') throw new Error('usgs-imagery is a tile source');
    expect(rasterStyle(satellite).sources.imagery).toMatchObject({
      type: 'raster',
      maxzoom: 16,
      attribution: expect.stringMatching(/USGS/) as unknown,
    });
  });
});
