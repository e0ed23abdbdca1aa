import { useMemo, useRef, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNearFilter } from '../filters/use-near-filter.ts';
import { ProjectMap } from '../map/project-map.tsx';
import { parsePostIds } from '@/lib/post-ids.ts';
import { useNotificationArea } from '@/ui/notifications/notification-place.ts';
import { useSightingPlacement } from '../new-sighting/use-sighting-placement.ts';
import { Timeline } from '../timeline/timeline.tsx';
import { useProjectFilter } from '../use-project-filter.ts';
import { useSelectPosts } from './use-select-posts.ts';

/**
 * The map with the timeline under it; `mapControls` join the map's zoom buttons. Notifications
 * show over the map's bottom-left corner, clear of the timeline and the columns beside it.
 */
export function MapArea({ mapControls }: { mapControls?: ReactNode }) {
  const { t } = useTranslation();
  const { project, apiQuery, range, setRange } = useProjectFilter();
  const { postIds } = useParams();
  const selectedPostIds = useMemo(() => parsePostIds(postIds), [postIds]);
  const selectPosts = useSelectPosts();
  const near = useNearFilter();
  const placement = useSightingPlacement();
  const map = useRef<HTMLDivElement>(null);
  useNotificationArea(map);
  return (
    <section className="map-area" aria-label={t('projectmap.map_area')}>
      <div ref={map} className="map-area__map">
        <ProjectMap
          project={project}
          apiQuery={apiQuery}
          selectedPostIds={selectedPostIds}
          onSelectPosts={selectPosts}
          near={near.near}
          onMoveNear={near.move}
          placement={placement}
          controls={mapControls}
        />
      </div>
      <div className="map-area__timeline">
        <Timeline
          project={project}
          apiQuery={apiQuery}
          from={range.from}
          to={range.to}
          onRangeChange={setRange}
        />
      </div>
    </section>
  );
}
