import { describe, expect, it } from 'vitest';
import {
  cellBounds,
  cellCenter,
  cellCount,
  densityCells,
  DENSITY_MAX_CELLS,
  mercatorX,
  mercatorY,
  parseDensityBbox,
  rangeBounds,
} from '../src/density-grid.ts';

const HOUSTON = { west: -95.6, south: 29.6, east: -95, north: 30.1 };

describe('the density grid', () => {
  it('makes cells 64 to 128 pixels wide on a 512-pixel-tile map', () => {
    for (const zoom of [0, 3.2, 9.99, 10, 16.5, 22]) {
      // A 1440 by 900 pixel screen at the zoom, near Houston (the box's latitude span is rough).
      const width = (1440 / (512 * 2 ** zoom)) * 360;
      const height = Math.min(80, width * (900 / 1440));
      const west = Math.max(-180, -95.3 - width / 2);
      const screen = {
        west,
        south: 29.8 - height / 2,
        east: west + width,
        north: 29.8 + height / 2,
      };
      const range = densityCells(screen, zoom);
      expect(cellCount(range)).toBeLessThanOrEqual(DENSITY_MAX_CELLS);
      const { level } = range;
      const pixels = (512 * 2 ** zoom) / 2 ** level;
      expect(pixels).toBeGreaterThanOrEqual(64);
      expect(pixels).toBeLessThan(128);
    }
  });

  it('takes coarser cells for a box far larger than the screen, keeping at most the limit', () => {
    const world = { west: -180, south: -85, east: 180, north: 85 };
    const range = densityCells(world, 18);
    expect(cellCount(range)).toBeLessThanOrEqual(DENSITY_MAX_CELLS);
    expect(range.level).toBe(6);
  });

  it('covers the box with whole cells that hold their own centres', () => {
    const range = densityCells(HOUSTON, 11);
    const bounds = rangeBounds(range);
    expect(bounds.west).toBeLessThanOrEqual(HOUSTON.west);
    expect(bounds.east).toBeGreaterThanOrEqual(HOUSTON.east);
    expect(bounds.south).toBeLessThanOrEqual(HOUSTON.south);
    expect(bounds.north).toBeGreaterThanOrEqual(HOUSTON.north);
    const size = 2 ** range.level;
    const [lng, lat] = cellCenter(range.level, range.minX + 2, range.minY + 3);
    expect(Math.floor(mercatorX(lng) * size)).toBe(range.minX + 2);
    expect(Math.floor(mercatorY(lat) * size)).toBe(range.minY + 3);
    const cell = cellBounds(range.level, range.minX, range.minY);
    expect(cell.north).toBeGreaterThan(cell.south);
    expect(cell.east).toBeGreaterThan(cell.west);
  });

  it('reads a bbox and refuses a malformed or impossible one', () => {
    expect(parseDensityBbox('-95.6,29.6,-95,30.1')).toEqual({ ok: true, value: HOUSTON });
    for (const bad of [
      '',
      '-95.6,29.6,-95',
      '-95.6,29.6,-95,30.1,1',
      '-95,29.6,-95.6,30.1',
      '-95.6,30.1,-95,29.6',
      '-181,29.6,-95,30.1',
      '-95.6,-91,-95,30.1',
      '-95.6,29.6,-95,Infinity',
      '-95.6,29.6,-95,NaN',
      '5e-324,29.6,10,30.1',
      '-95.6,29.6,-95,0x1e',
    ]) {
      expect(parseDensityBbox(bad).ok, bad).toBe(false);
    }
  });
});
