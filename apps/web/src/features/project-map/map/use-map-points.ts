import type { Map as MapLibreMap } from 'maplibre-gl';
import type { PostsDensity } from '@highwater/core/api/density';
import type { PostPoints, PostsFilterQuery } from '@highwater/core/api/posts';
import { MAP_POINTS_LIMIT } from '@highwater/core/constants';
import { usePostDensity, type DensityRequest } from '@/api/get-post-density.ts';
import { usePostPoints } from '@/api/get-post-points.ts';
import { useDensityView } from './use-density-view.ts';

export interface MapPoints {
  /** The points to draw: every matching post, or when capped those of the view; undefined while none. */
  points: PostPoints | undefined;
  /** More posts match than one answer carries: the map works per view. */
  capped: boolean;
  /** A capped answer's box around the project's sightings (null: none); undefined when not capped. */
  extent: PostPoints['extent'] | undefined;
  /** The view's counts per cell, to draw instead of points when the view holds too many. */
  clusters: PostsDensity | null;
  /** The view asked for (cells of the zoom), while the density layer is on or the answer capped. */
  view: DensityRequest | null;
  density: ReturnType<typeof usePostDensity>;
  isFetching: boolean;
  isError: boolean;
}

/**
 * What the map draws for a filter (docs/architecture.md, "Points at scale"). Up to
 * MAP_POINTS_LIMIT matching posts: all of them, once, whatever the view. Past it: the view's
 * counts per cell from the density call, and the view's own points once it holds no more than the
 * limit, so zooming in on a street of a million-post project shows its every sighting.
 */
export function useMapPoints(
  projectId: number,
  query: PostsFilterQuery,
  map: MapLibreMap | null,
  densityLayer: boolean,
  /** Where the map will open for a capped answer's extent, known before the map exists (or null). */
  planView: (extent: NonNullable<PostPoints['extent']>) => DensityRequest | null,
): MapPoints {
  const whole = usePostPoints(projectId, query);
  // While a new filter loads, the previous answer (and so its way of drawing) stays.
  const capped = whole.data?.capped === true;
  const extent = capped ? whole.data?.extent : undefined;
  const view = useDensityView(map, densityLayer || capped, extent ? planView(extent) : null);
  const density = usePostDensity(projectId, query, view);
  // The previous view's counts stay on the map while the next view's load: panning never blanks it.
  const counted = capped && density.data !== undefined;
  const fits = counted && density.data.total <= MAP_POINTS_LIMIT;
  const inView = usePostPoints(
    projectId,
    { ...query, bbox: view?.bbox },
    fits && !density.isPlaceholderData,
  );
  const viewPoints = fits && inView.data?.capped === false ? inView.data : undefined;
  return {
    points: capped ? viewPoints : whole.data,
    capped,
    extent,
    clusters: counted && !fits ? density.data : null,
    view,
    density,
    isFetching: whole.isFetching || density.isFetching || inView.isFetching,
    isError: whole.isError || (capped && (density.isError || inView.isError)),
  };
}
