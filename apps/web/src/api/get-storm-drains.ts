import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from '@highwater/core/api/geo';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

/** Drains do not move: keep an answer for the whole visit. */
const STORM_DRAINS_STALE_MS = 60 * 60_000;

export interface StormDrainPoint {
  lng: number;
  lat: number;
}

export const fetchStormDrains = (api: ApiClient, point: StormDrainPoint, signal?: AbortSignal) =>
  api.request<FeatureCollection>('GET', '/../v3/cx/storm-drains', point, { signal });

/** Storm drains within 100 m of a point, as GeoJSON points. */
export const stormDrainsQueryOptions = (api: ApiClient, point: StormDrainPoint) =>
  queryOptions({
    queryKey: ['storm-drains', point.lng, point.lat],
    queryFn: ({ signal }) => fetchStormDrains(api, point, signal),
    staleTime: STORM_DRAINS_STALE_MS,
  });

export function useStormDrains(point: StormDrainPoint | null) {
  const api = useApi();
  return useQuery({
    ...stormDrainsQueryOptions(api, point ?? { lng: 0, lat: 0 }),
    enabled: point !== null,
  });
}
