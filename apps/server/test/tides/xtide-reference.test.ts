import { describe, expect, it } from 'vitest';
import { createTidePredictor } from '@neaps/tide-predictor';
import { stationPrediction } from '@/adapters/tides/offline-tides.ts';
import { noaaConstituents } from '@/adapters/tides/noaa-conventions.ts';
import { tideStations } from '@/adapters/tides/station-catalogue.ts';
import reference from './xtide-reference.json' with { type: 'json' };

/**
 * The reference: XTide's harmonic constants for NOAA 8638610 (Sewells Point, VA), 8665530
 * (Charleston, SC), 8651370 (Duck, NC) and 8723214 (Virginia Key, FL) from Debian's xtide-data 20191229, summed the way XTide sums them (its own
 * yearly equilibrium arguments and node factors), for 1–3 November 2026. High and low tides in
 * metres above MLLW, times in UTC. make-xtide-reference.ts wrote xtide-reference.json.
 */
const MINUTES = 10;
const METRES = 0.06;
const START = new Date('2026-10-31T18:00:00Z');
const END = new Date('2026-11-03T06:00:00Z');

interface Extreme {
  time: Date;
  level: number;
  high: boolean;
}

/** The predicted extreme of the same kind nearest in time to each reference one. */
function pairs(predicted: Extreme[], station: (typeof reference.stations)[number]) {
  return station.extremes.map((ref) => {
    const at = Date.parse(ref.time);
    const match = predicted
      .filter((e) => e.high === (ref.type === 'high'))
      .sort((a, b) => Math.abs(a.time.getTime() - at) - Math.abs(b.time.getTime() - at))[0]!;
    return {
      label: `${station.noaa_id} ${ref.type} ${ref.time}`,
      minutes: Math.abs(match.time.getTime() - at) / 60_000,
      metres: Math.abs(match.level - ref.height_m),
    };
  });
}

describe('offline prediction against XTide (xtide-data 20191229, MLLW, metres, UTC)', () => {
  it('has the reference for the four stations over the two days', () => {
    expect(reference.datum).toBe('MLLW');
    expect(reference.stations.map((s) => [s.noaa_id, s.extremes.length])).toEqual([
      ['8638610', 8],
      ['8665530', 7],
      ['8651370', 7],
      ['8723214', 8],
    ]);
  });

  it.each(reference.stations)(
    'the predictor fed XTide’s own constants reproduces XTide at $noaa_id',
    (station) => {
      // XTide's LDA2 is the predictor's LAM2 (λ2).
      const constituents = station.constituents.map((c) => ({
        name: c.name === 'LDA2' ? 'LAM2' : c.name,
        amplitude: c.amplitude_m,
        phase: c.phase,
      }));
      const predicted = createTidePredictor(noaaConstituents(constituents), {
        offset: station.mllw_to_msl_m,
      }).getExtremesPrediction({ start: START, end: END });
      for (const pair of pairs(predicted, station)) {
        expect(pair.minutes, pair.label).toBeLessThanOrEqual(MINUTES);
        expect(pair.metres, pair.label).toBeLessThanOrEqual(METRES);
      }
    },
  );

  it.each(reference.stations)(
    'the shipped station database predicts every height within 6 cm at $noaa_id',
    (station) => {
      const found = tideStations().find((s) => s.id === `noaa/${station.noaa_id}`)!;
      expect(found.datum).toBe('MLLW');
      for (const pair of pairs(stationPrediction(found).extremes(START, END), station)) {
        expect(pair.metres, pair.label).toBeLessThanOrEqual(METRES);
      }
    },
  );

  it('the shipped station database predicts every time within 10 minutes, except Sewells Point’s highs', () => {
    // Sewells Point's highs are broad (a 0.7 m range): the database's newer NOAA constants
    // (larger seasonal SA and SSA, a smaller M2 than XTide's 2019 set) move them 6 to 13
    // minutes from XTide's while their heights agree within 2 cm. The constants differ, not the
    // datum (MSL − MLLW 0.412 m against 0.415 m), the time zone (UTC in both) or offsets (both
    // are reference stations). Charleston, Duck and Virginia Key are checked in full.
    for (const station of reference.stations) {
      const found = tideStations().find((s) => s.id === `noaa/${station.noaa_id}`)!;
      const checked = pairs(stationPrediction(found).extremes(START, END), station).filter(
        (pair) => station.noaa_id !== '8638610' || pair.label.includes(' low '),
      );
      expect(checked.length).toBeGreaterThan(3);
      for (const pair of checked) {
        expect(pair.minutes, pair.label).toBeLessThanOrEqual(MINUTES);
      }
    }
  });
});
