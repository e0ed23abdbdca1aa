import { describe, expect, it } from 'vitest';
import { formatCoordinates } from '../src/format/coordinates.ts';

describe('formatCoordinates', () => {
  it.each([
    ['en', '25.79070, -80.13000'],
    ['es', '25,79070; -80,13000'],
  ])('writes a point in %s', (locale, text) => {
    expect(formatCoordinates(25.7907, -80.13, locale, 5)).toBe(text);
  });
});
