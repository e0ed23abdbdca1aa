import { queryOptions, useQueries } from '@tanstack/react-query';
import type { FeatureCollection } from '@highwater/core/api/geo';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

/** A photo's drawn flood extents do not change while the screen is open. */
const FLOOD_EXTENTS_STALE_MS = 60 * 60_000;

export const fetchFloodExtents = (api: ApiClient, mediaId: number, signal?: AbortSignal) =>
  api.request<FeatureCollection>('GET', `/../v3/cx/media/${mediaId}/flood-extents`, undefined, {
    signal,
  });

export const floodExtentsQueryOptions = (api: ApiClient, mediaId: number) =>
  queryOptions({
    queryKey: ['flood-extents', mediaId],
    queryFn: ({ signal }) => fetchFloodExtents(api, mediaId, signal),
    staleTime: FLOOD_EXTENTS_STALE_MS,
  });

// Module level, so that the merged collection only changes when an answer does.
const mergeCollections = (
  results: { data?: FeatureCollection | undefined }[],
): FeatureCollection => ({
  type: 'FeatureCollection',
  features: results.flatMap((result) => result.data?.features ?? []),
});

/**
 * The flood extents of several photos, merged into one collection as they arrive. A photo without
 * extents (or one that failed) simply adds nothing: the layer is an aid, not the screen's purpose.
 */
export function useFloodExtents(mediaIds: readonly number[]): FeatureCollection {
  const api = useApi();
  return useQueries({
    queries: mediaIds.map((id) => ({
      ...floodExtentsQueryOptions(api, id),
      meta: { silent: true },
    })),
    combine: mergeCollections,
  });
}
