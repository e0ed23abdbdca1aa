import { MAP_MARKER_GROUP_LIMIT } from '@highwater/core/constants';

/**
 * How points are drawn: up to MAP_MARKER_GROUP_LIMIT groups as DOM markers (focusable, labelled);
 * above it as one WebGL layer, with markers only for the selected groups.
 */
export type PointDisplay = 'markers' | 'layer';

export const choosePointDisplay = (groupCount: number): PointDisplay =>
  groupCount > MAP_MARKER_GROUP_LIMIT ? 'layer' : 'markers';
