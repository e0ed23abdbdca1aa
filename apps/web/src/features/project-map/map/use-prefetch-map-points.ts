import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { usePrefetchQuery } from '@tanstack/react-query';
import { filterToApiQuery } from '@highwater/core/filters/api-query';
import { useApi } from '@/api/api-context.tsx';
import { postPointsQueryOptions } from '@/api/get-post-points.ts';
import { readFilter, type MapProject } from '../use-project-filter.ts';

/**
 * Asks for the map's points of the address's filter as the screen starts to render. A query a
 * component makes is sent once the whole screen has rendered and committed (the filters, the list,
 * the toolbar: a couple of hundred milliseconds on a slow machine), and the points are the first
 * view's longest wait. The map's own query takes the answer from the cache: same key.
 */
export function usePrefetchMapPoints(project: MapProject, now: Date): void {
  const api = useApi();
  const { search } = useLocation();
  const apiQuery = useMemo(
    () => filterToApiQuery(readFilter(search, project), { project, now }),
    [search, project, now],
  );
  usePrefetchQuery(postPointsQueryOptions(api, project.id, apiQuery));
}
