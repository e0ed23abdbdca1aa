import type { PostPoints } from '@highwater/core/api/posts';
import { COORDINATE_GROUP_DECIMALS } from '@highwater/core/constants';

/** Posts at the same coordinates (to COORDINATE_GROUP_DECIMALS places), drawn as one point. */
export interface PointGroup {
  key: string;
  lng: number;
  lat: number;
  /** Newest observed first, as the points call orders them. */
  ids: number[];
  statusIds: (number | null)[];
  /** The highest severity in the group, or null when none of its posts has one. */
  severity: number | null;
  /** The posts of the group the user has not seen yet. */
  unseenIds: number[];
  /** True when the user has seen every post of the group. */
  seen: boolean;
  featured: boolean;
}

export interface GroupedPoints {
  groups: PointGroup[];
  /** The group of each post id. */
  byPostId: Map<number, PointGroup>;
}

const SCALE = 10 ** COORDINATE_GROUP_DECIMALS;

/** The grouping key of a coordinate pair: both rounded to COORDINATE_GROUP_DECIMALS places. */
export function coordinateKey(lng: number, lat: number): string {
  // Integers rather than toFixed: no '-0.0000' next to '0.0000'.
  return `${Math.round(lng * SCALE) || 0}:${Math.round(lat * SCALE) || 0}`;
}

/** Longitude and latitude in one number (exact: both are integers well inside 2^26). */
const numericKey = (lngUnits: number, latUnits: number) => lngUnits * 4_000_000 + latUnits;

/** Groups the map points by coordinates; linear in the number of posts. */
export function groupPoints(points: PostPoints): GroupedPoints {
  const byKey = new Map<number, PointGroup>();
  const byPostId = new Map<number, PointGroup>();
  for (let i = 0; i < points.id.length; i++) {
    const id = points.id[i] as number;
    const lng = points.lng[i] as number;
    const lat = points.lat[i] as number;
    const severity = points.severity_level[i] ?? null;
    const lngUnits = Math.round(lng * SCALE) || 0;
    const latUnits = Math.round(lat * SCALE) || 0;
    const slot = numericKey(lngUnits, latUnits);
    let group = byKey.get(slot);
    if (!group) {
      group = {
        key: `${lngUnits}:${latUnits}`,
        lng,
        lat,
        ids: [],
        statusIds: [],
        severity,
        unseenIds: [],
        seen: true,
        featured: false,
      };
      byKey.set(slot, group);
    }
    group.ids.push(id);
    group.statusIds.push(points.status_id[i] ?? null);
    if (severity !== null && (group.severity === null || severity > group.severity)) {
      group.severity = severity;
    }
    if (points.seen[i] !== 1) {
      group.unseenIds.push(id);
      group.seen = false;
    }
    if (points.featured[i] === 1) group.featured = true;
    byPostId.set(id, group);
  }
  return { groups: [...byKey.values()], byPostId };
}

/** The distinct groups holding the given posts, in the order of the ids. */
export function groupsOf(grouped: GroupedPoints, postIds: readonly number[]): PointGroup[] {
  const found = new Set<PointGroup>();
  for (const id of postIds) {
    const group = grouped.byPostId.get(id);
    if (group) found.add(group);
  }
  return [...found];
}
