import { usePrefetchQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context.tsx';
import { postPointsQueryOptions } from '@/api/get-post-points.ts';
import { useProjectFilter } from '../use-project-filter.ts';

/**
 * Asks for the map's points of the applied filter when called. A query a component makes is sent
 * once the whole screen has rendered and committed (the filters, the list, the toolbar: a couple
 * of hundred milliseconds on a slow machine), and the points are the first view's longest wait;
 * called from the screen's first child, they leave before the rest renders. The map's own query
 * takes the answer from the cache: same options, same key.
 */
export function usePrefetchMapPoints(): void {
  const api = useApi();
  const { project, apiQuery } = useProjectFilter();
  usePrefetchQuery(postPointsQueryOptions(api, project.id, apiQuery));
}
