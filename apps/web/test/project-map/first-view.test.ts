import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { densityRequest } from '@/features/project-map/map/density-bins.ts';
import {
  fittedView,
  openingDensityRequest,
  viewAround,
} from '@/features/project-map/map/first-view.ts';
import { FIT_ALL_MAX_ZOOM, FIT_PADDING_PX } from '@/features/project-map/map/use-camera.ts';

/** Web Mercator at zoom 0 on a 512 px world, as MapLibre draws it. */
const pixelX = (lng: number, zoom: number) => ((180 + lng) / 360) * 512 * 2 ** zoom;
const pixelY = (lat: number, zoom: number) =>
  ((180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) / 360) *
  512 *
  2 ** zoom;

const EXTENT = [-95.8, 29.5, -95.0, 30.1] as const;
const DESKTOP = { width: 900, height: 700 };

describe('the view a map opens on', () => {
  it('shows the whole world on a 512 px map at zoom 0', () => {
    const { view, zoom } = viewAround({ lng: 0, lat: 0 }, 0, { width: 512, height: 512 });
    expect(zoom).toBe(0);
    expect(view.west).toBeCloseTo(-180, 9);
    expect(view.east).toBeCloseTo(180, 9);
    expect(view.north).toBeCloseTo(85.0511, 4);
    expect(view.south).toBeCloseTo(-85.0511, 4);
  });

  it('fits a box into the padded map: it fills one side exactly and fits inside the other', () => {
    const box = fc
      .record({
        west: fc.double({ min: -170, max: 160, noNaN: true }),
        south: fc.double({ min: -70, max: 60, noNaN: true }),
        width: fc.double({ min: 0.01, max: 10, noNaN: true }),
        height: fc.double({ min: 0.01, max: 10, noNaN: true }),
      })
      .map(({ west, south, width, height }) => ({
        west,
        south,
        east: west + width,
        north: south + height,
      }));
    const size = fc.record({
      width: fc.integer({ min: 200, max: 2000 }),
      height: fc.integer({ min: 200, max: 2000 }),
    });
    fc.assert(
      fc.property(box, size, (b, s) => {
        const planned = fittedView(
          [
            [b.west, b.south],
            [b.east, b.north],
          ],
          s,
          48,
          22,
        );
        if (!planned) throw new Error('a box on a map with room always fits');
        const { view, zoom } = planned;
        const across = (pixelX(b.east, zoom) - pixelX(b.west, zoom)) / (s.width - 96);
        const down = (pixelY(b.south, zoom) - pixelY(b.north, zoom)) / (s.height - 96);
        expect(Math.max(across, down)).toBeCloseTo(1, 6);
        // Each edge of the box lies at least the padding inside the view.
        expect(pixelX(b.west, zoom) - pixelX(view.west, zoom)).toBeGreaterThan(47.99);
        expect(pixelX(view.east, zoom) - pixelX(b.east, zoom)).toBeGreaterThan(47.99);
        expect(pixelY(b.north, zoom) - pixelY(view.north, zoom)).toBeGreaterThan(47.99);
        expect(pixelY(view.south, zoom) - pixelY(b.south, zoom)).toBeGreaterThan(47.99);
        // The view is the map's size.
        expect(pixelX(view.east, zoom) - pixelX(view.west, zoom)).toBeCloseTo(s.width, 6);
        expect(pixelY(view.south, zoom) - pixelY(view.north, zoom)).toBeCloseTo(s.height, 6);
      }),
    );
  });

  it('zooms in no closer than the limit on a single spot', () => {
    const spot = fittedView(
      [
        [-95.4, 29.7],
        [-95.4, 29.7],
      ],
      DESKTOP,
      FIT_PADDING_PX,
      FIT_ALL_MAX_ZOOM,
    );
    expect(spot?.zoom).toBe(FIT_ALL_MAX_ZOOM);
    expect(spot && (spot.view.west + spot.view.east) / 2).toBeCloseTo(-95.4, 9);
  });

  it('cannot fit a box into a map smaller than its padding', () => {
    expect(
      fittedView(
        [
          [-95.8, 29.5],
          [-95, 30.1],
        ],
        { width: 90, height: 700 },
        FIT_PADDING_PX,
        FIT_ALL_MAX_ZOOM,
      ),
    ).toBeNull();
  });
});

describe("the opening view's counts", () => {
  const opening = { extent: EXTENT, size: DESKTOP, restored: null, placedElsewhere: false };

  it("are asked for the capped answer's extent fitted into the map", () => {
    const fitted = fittedView(
      [
        [EXTENT[0], EXTENT[1]],
        [EXTENT[2], EXTENT[3]],
      ],
      DESKTOP,
      FIT_PADDING_PX,
      FIT_ALL_MAX_ZOOM,
    )!;
    expect(openingDensityRequest(opening)).toEqual(densityRequest(fitted.view, fitted.zoom));
  });

  it('are asked for the position in the address, which wins over the extent', () => {
    const restored = { lng: -95.36, lat: 29.76, zoom: 13.5 };
    const around = viewAround(restored, 13.5, DESKTOP);
    const request = openingDensityRequest({ ...opening, restored, placedElsewhere: true });
    expect(request).toEqual(densityRequest(around.view, around.zoom));
    expect(request?.zoom).toBe(13);
  });

  it('wait for the map when it opens on a selection or a circle, or its size is unknown', () => {
    expect(openingDensityRequest({ ...opening, placedElsewhere: true })).toBeNull();
    expect(openingDensityRequest({ ...opening, size: null })).toBeNull();
  });
});
