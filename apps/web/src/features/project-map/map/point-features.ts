import type { Feature, FeatureCollection, Point } from 'geojson';
import type { PointGroup } from './point-groups.ts';

export interface PointProperties {
  key: string;
  count: number;
  /** -1 when no post of the group has a severity. */
  severity: number;
  seen: 0 | 1;
  featured: 0 | 1;
}

export const EMPTY_COLLECTION: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The groups as GeoJSON for the points layer. */
export function pointFeatures(
  groups: readonly PointGroup[],
): FeatureCollection<Point, PointProperties> {
  return {
    type: 'FeatureCollection',
    features: groups.map((group): Feature<Point, PointProperties> => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [group.lng, group.lat] },
      properties: {
        key: group.key,
        count: group.ids.length,
        severity: group.severity ?? -1,
        seen: group.seen ? 1 : 0,
        featured: group.featured ? 1 : 0,
      },
    })),
  };
}

/** Rings for the groups holding a post another person just changed. */
export function changedFeatures(
  byPostId: ReadonlyMap<number, PointGroup> | undefined,
  changed: ReadonlySet<number>,
): FeatureCollection {
  if (!byPostId || changed.size === 0) return EMPTY_COLLECTION;
  const groups = new Set<PointGroup>();
  for (const id of changed) {
    const group = byPostId.get(id);
    if (group) groups.add(group);
  }
  return pointFeatures([...groups]);
}
