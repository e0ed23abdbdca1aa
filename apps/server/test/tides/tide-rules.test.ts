import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M } from '@highwater/core/distance';
import { tideStations } from '@/adapters/tides/station-catalogue.ts';
import { chooseDatum, nearestStation } from '@/adapters/tides/station-selection.ts';
import { closestIndex, levelWindow, surroundingHighs } from '@/adapters/tides/tide-window.ts';

/** Kilometres in one degree of latitude along a meridian, on the sphere the distances use. */
const KM_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180 / 1000;
const post = { lat: 36.85, lng: -76.29 };
const northBy = (km: number, id: string) => ({
  id,
  lat: post.lat + km / KM_PER_DEGREE,
  lng: post.lng,
});

describe('station selection (within 160 km)', () => {
  it('takes a station 159 km away', () => {
    const found = nearestStation([northBy(159, 'near')], post);
    expect(found?.station.id).toBe('near');
    expect(found?.distanceKm).toBeCloseTo(159, 6);
  });

  it('finds nothing when the only station is 161 km away', () => {
    expect(nearestStation([northBy(161, 'far')], post)).toBeNull();
  });

  it('takes the nearest of several in reach and ignores those out of reach', () => {
    const found = nearestStation(
      [northBy(161, 'far'), northBy(120, 'middle'), northBy(40, 'close'), northBy(159, 'edge')],
      post,
    );
    expect(found?.station.id).toBe('close');
  });
});

describe('datum', () => {
  it('gives levels above MLLW where the station has it', () => {
    expect(chooseDatum({ MLLW: 1.3, MSL: 1.7, STND: 0 })).toBe('MLLW');
  });

  it('falls back to the station datum (STND) without MLLW', () => {
    expect(chooseDatum({ MSL: 1.7, STND: 0 })).toBe('STND');
  });

  it('has none without either', () => {
    expect(chooseDatum({ MSL: 1.7 })).toBeNull();
  });
});

describe('levels window, closest level and surrounding highs', () => {
  const at = new Date('2026-11-01T10:04:00Z');
  const levelAt = (iso: string) => ({ timestamp: iso });

  it('covers ±12 h on 6-minute marks', () => {
    expect(levelWindow(at)).toEqual({
      start: new Date('2026-10-31T22:00:00Z'),
      end: new Date('2026-11-01T22:06:00Z'),
    });
  });

  it('points at the level nearest the moment, the earlier one on a tie', () => {
    const levels = ['09:54', '10:00', '10:06', '10:12'].map((t) => levelAt(`2026-11-01T${t}:00Z`));
    expect(closestIndex(levels, at)).toBe(2);
    expect(closestIndex(levels, new Date('2026-11-01T10:03:00Z'))).toBe(1);
    expect(closestIndex(levels, new Date('2026-11-01T23:00:00Z'))).toBe(3);
  });

  it('finds the last high at or before the moment and the first one after it', () => {
    const highs = [
      { timestamp: '2026-11-01T18:40:00Z', level: 0.9 },
      { timestamp: '2026-10-31T17:50:00Z', level: 0.8 },
      { timestamp: '2026-11-01T06:15:00Z', level: 0.7 },
    ];
    expect(surroundingHighs(highs, at)).toEqual({
      previous_high: { timestamp: '2026-11-01T06:15:00Z', level: 0.7 },
      next_high: { timestamp: '2026-11-01T18:40:00Z', level: 0.9 },
    });
    expect(surroundingHighs(highs, new Date('2026-11-01T06:15:00Z')).previous_high?.level).toBe(
      0.7,
    );
    expect(surroundingHighs(highs, new Date('2026-11-02T00:00:00Z')).next_high).toBeNull();
    expect(surroundingHighs([], at)).toEqual({ previous_high: null, next_high: null });
  });
});

describe('the credit for a station’s data', () => {
  const credits = tideStations().map((station) => station.credit);

  it('names the citation, the database, the licence and the changes apart', () => {
    const ticon = credits.find((credit) => credit.source.includes('TICON-4'));
    expect(ticon).toEqual({
      source: expect.stringMatching(
        /^Hart-Davis, M\., .*GESLA-4 sea-level records, SEANOE, https:\/\/doi\.org\/[\d./]+\d$/,
      ) as unknown,
      source_url: expect.stringMatching(/^https:\/\/www\.seanoe\.org\//) as unknown,
      database: {
        name: 'Neaps tide database',
        url: 'https://github.com/openwatersio/tide-database',
      },
      licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      changes_url: 'https://github.com/openwatersio/tide-database#modifications-to-source-data',
    });
  });

  it('leaves none of the notice’s English wording in any part', () => {
    const words = credits.flatMap((credit) => [credit.source, credit.licence?.name ?? '']);
    expect(words.filter((text) => /Source:|Licensed|Modified:/.test(text))).toEqual([]);
  });
});
