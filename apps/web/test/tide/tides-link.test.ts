import { describe, expect, it } from 'vitest';
import { noaaStationId, tidesServiceUrl } from '@/features/post/tide/tides-link.ts';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('the tides service link', () => {
  it('covers the ±12 h window in the place’s local dates and time', () => {
    // 23:30 EDT on 1 September in Norfolk: the window runs from the 1st into the 2nd.
    const url = tidesServiceUrl({
      noaaId: '8638610',
      observedAt: '2025-09-02T03:30:00.000Z',
      timeZone: 'America/New_York',
      system: 'IMPERIAL',
      datum: 'MLLW',
    });
    expect(url.startsWith('https://tidesandcurrents.noaa.gov/waterlevels.html?')).toBe(true);
    expect(params(url)).toMatchObject({
      id: '8638610',
      bdate: '20250901',
      edate: '20250902',
      timezone: 'LST/LDT',
      units: 'standard',
      datum: 'MLLW',
    });
  });

  it('uses metric units for metric users and stays on one day at midday', () => {
    const url = tidesServiceUrl({
      noaaId: '8665530',
      observedAt: '2026-01-15T17:00:00.000Z',
      timeZone: 'America/New_York',
      system: 'METRIC',
      datum: 'STND',
    });
    expect(params(url)).toMatchObject({
      bdate: '20260115',
      edate: '20260116',
      units: 'metric',
      datum: 'STND',
    });
  });

  it('falls back to GMT dates when the place’s time zone is unknown', () => {
    const url = tidesServiceUrl({
      noaaId: '8723214',
      observedAt: '2025-09-02T03:30:00.000Z',
      timeZone: 'Nowhere/Unknown',
      system: 'IMPERIAL',
      datum: 'MLLW',
    });
    expect(params(url)).toMatchObject({ bdate: '20250901', edate: '20250902', timezone: 'GMT' });
  });

  it('links only NOAA stations, by their seven-digit id', () => {
    expect(noaaStationId('noaa/8638610')).toBe('8638610');
    expect(noaaStationId('8665530')).toBe('8665530');
    expect(noaaStationId('ticon/brest-190')).toBeNull();
    expect(noaaStationId('noaa/86386100')).toBeNull();
  });
});
