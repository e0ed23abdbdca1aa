import { describe, expect, it } from 'vitest';
import type { PostPoints } from '@highwater/core/api/posts';
import { MAP_MARKER_GROUP_LIMIT } from '@highwater/core/constants';
import { choosePointDisplay } from '@/features/project-map/map/point-display.ts';
import { coordinateKey, groupPoints, groupsOf } from '@/features/project-map/map/point-groups.ts';
import { pointFeatures } from '@/features/project-map/map/point-features.ts';

interface Row {
  id: number;
  lng: number;
  lat: number;
  status?: number | null;
  severity?: number | null;
  seen?: 0 | 1;
  featured?: 0 | 1;
}

function points(rows: Row[]): PostPoints {
  return {
    total: rows.length,
    capped: false,
    extent: null,
    id: rows.map((r) => r.id),
    lng: rows.map((r) => r.lng),
    lat: rows.map((r) => r.lat),
    status_id: rows.map((r) => r.status ?? null),
    severity_level: rows.map((r) => r.severity ?? null),
    seen: rows.map((r) => r.seen ?? 0),
    featured: rows.map((r) => r.featured ?? 0),
  };
}

describe('grouping points by coordinates', () => {
  it('puts posts that agree to 4 decimals in one group and keeps the others apart', () => {
    const { groups } = groupPoints(
      points([
        { id: 1, lng: -76.28591, lat: 36.85081 },
        { id: 2, lng: -76.28594, lat: 36.85084 },
        { id: 3, lng: -76.2861, lat: 36.8508 },
        { id: 4, lng: -76.2859, lat: 36.8509 },
      ]),
    );
    expect(groups.map((g) => g.ids)).toEqual([[1, 2], [3], [4]]);
  });

  it('rounds at the fifth decimal rather than cutting', () => {
    expect(coordinateKey(1.00004, 2)).toBe(coordinateKey(1.0, 2));
    expect(coordinateKey(1.00006, 2)).toBe(coordinateKey(1.0001, 2));
    expect(coordinateKey(1.00006, 2)).not.toBe(coordinateKey(1.0, 2));
  });

  it('treats -0 and 0 alike', () => {
    expect(coordinateKey(-0.00001, 0.00001)).toBe(coordinateKey(0, 0));
  });

  it('sums up a group: highest severity, seen only when all are, featured when any is', () => {
    const grouped = groupPoints(
      points([
        { id: 1, lng: 10, lat: 20, severity: 2, seen: 1, status: 5 },
        { id: 2, lng: 10, lat: 20, severity: 4, seen: 0, featured: 1, status: null },
        { id: 3, lng: 10, lat: 20, severity: null, seen: 1 },
        { id: 9, lng: 11, lat: 20, seen: 1 },
      ]),
    );
    const [group, lone] = grouped.groups;
    expect(group).toMatchObject({
      ids: [1, 2, 3],
      statusIds: [5, null, null],
      severity: 4,
      seen: false,
      unseenIds: [2],
      featured: true,
    });
    expect(lone).toMatchObject({
      ids: [9],
      severity: null,
      seen: true,
      unseenIds: [],
      featured: false,
    });
    expect(grouped.byPostId.get(3)).toBe(group);
    expect(groupsOf(grouped, [3, 1, 9, 404])).toEqual([group, lone]);
  });

  it('becomes one feature per group with its count', () => {
    const { groups } = groupPoints(
      points([
        { id: 1, lng: 10, lat: 20, seen: 1 },
        { id: 2, lng: 10, lat: 20, seen: 1 },
      ]),
    );
    expect(pointFeatures(groups).features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [10, 20] },
        properties: { key: groups[0]!.key, count: 2, severity: -1, seen: 1, featured: 0 },
      },
    ]);
  });

  it('keeps 100,000 points at distinct places as 100,000 groups', () => {
    const rows: Row[] = Array.from({ length: 100_000 }, (_, i) => ({
      id: i + 1,
      lng: -76 + (i % 5000) / 1000,
      lat: 36 + Math.floor(i / 5000) / 1000,
    }));
    const { groups } = groupPoints(points(rows));
    expect(groups).toHaveLength(100_000);
  });
});

describe('choosing how points are drawn', () => {
  it('uses markers up to the limit and the layer above it', () => {
    expect(MAP_MARKER_GROUP_LIMIT).toBe(150);
    expect(choosePointDisplay(0)).toBe('markers');
    expect(choosePointDisplay(150)).toBe('markers');
    expect(choosePointDisplay(151)).toBe('layer');
    expect(choosePointDisplay(100_000)).toBe('layer');
  });
});
