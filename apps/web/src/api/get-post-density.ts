import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PostsDensity } from '@highwater/core/api/density';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import { STALE_TIME_MS } from '@highwater/core/constants';
import { useApi } from './api-context.tsx';

/** The view a density answer is asked for: a cell-aligned bbox text and a whole zoom. */
export interface DensityRequest {
  bbox: string;
  zoom: number;
}

export const postDensityKey = (projectId: number) => ['post-density', projectId] as const;

/**
 * Matching posts per map cell over a view; as fresh as the points. The previous view's bins stay
 * on the map while the next loads, so panning never blanks the layer. Off when `view` is null.
 */
export function usePostDensity(
  projectId: number,
  query: PostsFilterQuery,
  view: DensityRequest | null,
) {
  const api = useApi();
  return useQuery({
    queryKey: [...postDensityKey(projectId), query, view] as const,
    queryFn: ({ signal }) =>
      api.request<PostsDensity>(
        'GET',
        `/../v3/cx/local-projects/${projectId}/posts/density`,
        { ...query, ...view },
        { signal },
      ),
    enabled: view !== null,
    staleTime: STALE_TIME_MS.posts,
    placeholderData: keepPreviousData,
  });
}
