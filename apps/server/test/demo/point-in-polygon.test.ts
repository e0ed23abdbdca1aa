import { describe, expect, it } from 'vitest';
import { parseAreaGeometry, type AreaGeometry } from '@/domain/area-geometry.ts';
import { pointInArea, pointInRing } from '@/domain/point-in-polygon.ts';
import { bboxContains, geometryBbox } from '@/domain/geo-bbox.ts';

const square = (x0: number, y0: number, x1: number, y1: number) =>
  [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ] as [number, number][];

const withHole: AreaGeometry = {
  type: 'Polygon',
  coordinates: [square(0, 0, 10, 10), square(4, 4, 6, 6)],
};

const twoIslands: AreaGeometry = {
  type: 'MultiPolygon',
  coordinates: [[square(0, 0, 1, 1)], [square(5, 5, 6, 6)]],
};

describe('point in polygon', () => {
  it('tells inside from outside for a simple ring', () => {
    expect(pointInRing(5, 5, square(0, 0, 10, 10))).toBe('inside');
    expect(pointInRing(11, 5, square(0, 0, 10, 10))).toBe('outside');
    expect(pointInRing(-0.001, 5, square(0, 0, 10, 10))).toBe('outside');
  });

  it('counts points on edges and vertices as on the boundary, and so inside', () => {
    expect(pointInRing(0, 5, square(0, 0, 10, 10))).toBe('boundary');
    expect(pointInRing(10, 10, square(0, 0, 10, 10))).toBe('boundary');
    expect(pointInRing(5, 0, square(0, 0, 10, 10))).toBe('boundary');
    expect(pointInArea(10, 3, withHole)).toBe(true);
  });

  it('excludes a hole but keeps the hole’s edge', () => {
    expect(pointInArea(2, 2, withHole)).toBe(true);
    expect(pointInArea(5, 5, withHole)).toBe(false);
    expect(pointInArea(4, 5, withHole)).toBe(true);
  });

  it('finds points in any polygon of a MultiPolygon, not between them', () => {
    expect(pointInArea(0.5, 0.5, twoIslands)).toBe(true);
    expect(pointInArea(5.5, 5.9, twoIslands)).toBe(true);
    expect(pointInArea(3, 3, twoIslands)).toBe(false);
  });

  it('handles concave shapes and a ray passing through a vertex', () => {
    // A "U": the notch between the arms is outside.
    const u: AreaGeometry = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [6, 0],
          [6, 6],
          [4, 6],
          [4, 2],
          [2, 2],
          [2, 6],
          [0, 6],
          [0, 0],
        ],
      ],
    };
    expect(pointInArea(3, 4, u)).toBe(false);
    expect(pointInArea(1, 4, u)).toBe(true);
    expect(pointInArea(5, 4, u)).toBe(true);
    // The ray to the right from (1, 2) runs along the notch's floor edge and through vertices.
    expect(pointInArea(1, 2, u)).toBe(true);
    expect(pointInArea(-1, 2, u)).toBe(false);
  });

  it('works at real coordinates (Miami Beach)', () => {
    const block: AreaGeometry = {
      type: 'Polygon',
      coordinates: [square(-80.1445, 25.7735, -80.1295, 25.7905)],
    };
    expect(pointInArea(-80.1312, 25.7812, block)).toBe(true);
    expect(pointInArea(-80.1212, 25.8312, block)).toBe(false);
  });
});

describe('area geometry and bounding box', () => {
  it('parses Polygon, MultiPolygon and Features, and rejects other shapes', () => {
    expect(parseAreaGeometry(withHole)).toEqual(withHole);
    expect(parseAreaGeometry({ type: 'Feature', properties: {}, geometry: twoIslands })).toEqual(
      twoIslands,
    );
    expect(parseAreaGeometry({ type: 'Point', coordinates: [1, 2] })).toBeNull();
    expect(
      parseAreaGeometry({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      }),
    ).toBeNull();
    expect(
      parseAreaGeometry({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 'a'],
            [1, 1],
            [0, 0],
          ],
        ],
      }),
    ).toBeNull();
    expect(parseAreaGeometry('{"type":"Polygon"}')).toBeNull();
  });

  it('computes the box of all outer rings', () => {
    const box = geometryBbox(twoIslands);
    expect(box).toEqual({ minLng: 0, minLat: 0, maxLng: 6, maxLat: 6 });
    expect(bboxContains(box, 3, 3)).toBe(true);
    expect(bboxContains(box, 6.01, 3)).toBe(false);
  });
});
