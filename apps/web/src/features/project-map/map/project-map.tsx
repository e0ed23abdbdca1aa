import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import type { NearPoint } from '@highwater/core/filters/filter';
import { usePostPoints } from '@/api/get-post-points.ts';
import type { MapProject } from '../use-project-filter.ts';
import { loadMapView } from './preload-map.ts';
import type { SightingPlacement } from './use-placement-pin.ts';
import './map.css';

export interface ProjectMapProps {
  project: MapProject;
  apiQuery: PostsFilterQuery;
  selectedPostIds: number[];
  onSelectPosts: (ids: number[]) => void;
  /** The location filter to draw: a circle with a draggable pin at its centre. */
  near: NearPoint | undefined;
  onMoveNear: (point: { lng: number; lat: number }) => void;
  /** A sighting being added and placed on the map, or null. */
  placement: SightingPlacement | null;
  /** Buttons of the screen's own, stacked above the zoom buttons (the phone's map help). */
  controls?: ReactNode;
}

// MapLibre and everything drawn with it load in their own chunks, asked for with the screen
// (preload-map.ts).
const MapView = lazy(loadMapView);

function MapLoading() {
  const { t } = useTranslation();
  return (
    <div className="hw-map hw-map--loading" role="status">
      {t('map.loading')}
    </div>
  );
}

/** The project map screen's map (spec 001 section 2, Map). */
export function ProjectMap(props: ProjectMapProps) {
  // The points are asked for at once, beside the map's own chunk, not after it.
  usePostPoints(props.project.id, props.apiQuery);
  return (
    <Suspense fallback={<MapLoading />}>
      <MapView {...props} />
    </Suspense>
  );
}
