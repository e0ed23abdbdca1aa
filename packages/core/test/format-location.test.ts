import { describe, expect, it } from 'vitest';
import { splitArea, splitLocation } from '../src/format/location.ts';

describe('a location as the sightings list writes it', () => {
  it('splits at the first comma, then the rest into the town and the state with its ZIP code', () => {
    const location = splitLocation('5530 Collins Ave, Miami Beach, FL 33140');
    expect(location).toEqual({ first: '5530 Collins Ave', rest: 'Miami Beach, FL 33140' });
    expect(splitArea(location?.rest ?? '')).toEqual({ town: 'Miami Beach,', region: 'FL 33140' });
  });

  it('keeps a rest without a comma whole, as the part that stays', () => {
    expect(splitArea('Norfolk')).toEqual({ town: '', region: 'Norfolk' });
    expect(splitLocation('Lummus Park')).toEqual({ first: 'Lummus Park', rest: '' });
    expect(splitLocation('  ')).toBeNull();
  });
});
