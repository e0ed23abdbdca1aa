import { MAP_MARKER_GROUP_LIMIT } from '@highwater/core/constants';

/**
 * How points are drawn: up to MAP_MARKER_GROUP_LIMIT groups as DOM markers (focusable, labelled);
 * above it as one WebGL layer, with markers only for the selected groups. 'hidden': the density
 * layer stands for them, and only the selected groups keep their markers.
 */
export type PointDisplay = 'markers' | 'layer' | 'hidden';

export const choosePointDisplay = (groupCount: number): PointDisplay =>
  groupCount > MAP_MARKER_GROUP_LIMIT ? 'layer' : 'markers';
