import { useMemo } from 'react';
import type { FeatureCollection } from 'geojson';
import { usePostDetails } from '@/api/get-post.ts';
import { useFloodExtents } from '@/api/get-flood-extents.ts';
import { useStormDrains } from '@/api/get-storm-drains.ts';
import { EMPTY_COLLECTION } from './point-features.ts';
import type { PointGroup } from './point-groups.ts';

interface SelectionLayersInput {
  projectId: number;
  selectedPostIds: readonly number[];
  selectedGroups: readonly PointGroup[];
  floodExtents: boolean;
  stormDrains: boolean;
}

const NO_IDS: number[] = [];

/**
 * The data of the optional layers for the selection: the flood extents drawn on the selected posts'
 * photos, and the storm drains within 100 m of the (first) selected post.
 */
export function useSelectionLayers({
  projectId,
  selectedPostIds,
  selectedGroups,
  floodExtents,
  stormDrains,
}: SelectionLayersInput): { floodExtents: FeatureCollection; stormDrains: FeatureCollection } {
  const posts = usePostDetails(projectId, floodExtents ? selectedPostIds : NO_IDS);
  const mediaKey = posts
    .flatMap((post) => post.data?.media.filter((m) => m.type === 'image').map((m) => m.id) ?? [])
    .join(',');
  const mediaIds = useMemo(
    () => (mediaKey === '' ? NO_IDS : mediaKey.split(',').map(Number)),
    [mediaKey],
  );
  const extents = useFloodExtents(mediaIds);

  const first = selectedGroups[0];
  const drains = useStormDrains(stormDrains && first ? { lng: first.lng, lat: first.lat } : null);

  return {
    floodExtents: floodExtents ? (extents as FeatureCollection) : EMPTY_COLLECTION,
    stormDrains: stormDrains && drains.data ? (drains.data as FeatureCollection) : EMPTY_COLLECTION,
  };
}
