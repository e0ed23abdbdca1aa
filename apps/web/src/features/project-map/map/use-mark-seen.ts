import { useEffect, useRef, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { SEEN_AFTER_MS } from '@highwater/core/constants';
import { useRecordPostView } from '@/api/record-post-view.ts';
import type { PointGroup } from './point-groups.ts';
import { SeenTracker } from './seen-tracker.ts';

/**
 * Marks the selected posts as seen once they have stayed in view for SEEN_AFTER_MS. Only the
 * selection counts: a view of thousands of points is not a look at each of them.
 */
export function useMarkSeen(
  map: MapLibreMap | null,
  projectId: number,
  selectedGroups: readonly PointGroup[],
  selectedPostIds: readonly number[],
): void {
  const recordView = useRecordPostView(projectId);
  const record = useRef(recordView.mutate);
  record.current = recordView.mutate;
  const [tracker] = useState(() => new SeenTracker(SEEN_AFTER_MS, (id) => record.current(id)));

  useEffect(() => () => tracker.stop(), [tracker]);

  useEffect(() => {
    if (!map) return;
    // A group may hold more posts than were selected: only the selected ones were looked at.
    const selected = new Set(selectedPostIds);
    const check = () => {
      const bounds = map.getBounds();
      tracker.update(
        selectedGroups
          .filter((group) => bounds.contains([group.lng, group.lat]))
          .flatMap((group) => group.unseenIds.filter((id) => selected.has(id))),
      );
    };
    check();
    map.on('moveend', check);
    return () => {
      map.off('moveend', check);
    };
  }, [map, selectedGroups, selectedPostIds, tracker]);
}
