import { describe, expect, it } from 'vitest';
import { UNCLEAR_PROBABILITY } from '../src/constants.ts';
import { isUnclearProbability, probabilityBand } from '../src/severity.ts';

describe('the unclear rule (0.4 ≤ p < 0.6)', () => {
  it('flags the lower edge and everything up to just below the upper edge', () => {
    expect(UNCLEAR_PROBABILITY).toEqual({ min: 0.4, max: 0.6 });
    expect([0.4, 0.5, 0.5999].map(isUnclearProbability)).toEqual([true, true, true]);
  });

  it('leaves out just below the lower edge, the upper edge and the extremes', () => {
    expect([0, 0.3999, 0.6, 0.6001, 1].map(isUnclearProbability)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('probability bands at their edges', () => {
  it('starts each band at its fifth, inclusive', () => {
    expect([0, 0.2, 0.4, 0.6, 0.8].map(probabilityBand)).toEqual([
      'very_unlikely',
      'unlikely',
      'uncertain',
      'likely',
      'very_likely',
    ]);
  });

  it('keeps just below each edge in the band before', () => {
    expect([0.1999, 0.3999, 0.5999, 0.7999].map(probabilityBand)).toEqual([
      'very_unlikely',
      'unlikely',
      'uncertain',
      'likely',
    ]);
  });

  it('holds 1 in the top band and clamps values outside 0 to 1', () => {
    expect([1, 1.2, -0.1].map(probabilityBand)).toEqual([
      'very_likely',
      'very_likely',
      'very_unlikely',
    ]);
  });
});
