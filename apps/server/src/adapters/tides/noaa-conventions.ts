import type { HarmonicConstituent } from '@neaps/tide-predictor';

/**
 * NOAA's harmonic constants follow Schureman's conventions. The predictor builds M3's
 * equilibrium argument from the IHO list, which puts it 180° away from Schureman's 3(T + h − s),
 * so NOAA's M3 phase is turned by 180° to match. Checked against XTide: with NOAA's constants,
 * the high and low tides then agree within about a minute and 2 cm (apps/server/test/tides).
 */
export function noaaConstituents(
  constituents: readonly HarmonicConstituent[],
): HarmonicConstituent[] {
  return constituents.map((c) => (c.name === 'M3' ? { ...c, phase: (c.phase + 180) % 360 } : c));
}
