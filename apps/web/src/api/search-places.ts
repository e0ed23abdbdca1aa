import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Place, PlaceList } from '@highwater/core/api/geo';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export interface PlaceSearch {
  text: string;
  /** Ranks nearer places first. */
  proximity?: { lng: number; lat: number };
}

export async function searchPlaces(
  api: ApiClient,
  search: PlaceSearch,
  signal?: AbortSignal,
): Promise<Place[]> {
  const answer = await api.request<PlaceList>(
    'GET',
    '/../v3/cx/places',
    {
      q: search.text.trim(),
      proximity: search.proximity ? `${search.proximity.lng},${search.proximity.lat}` : undefined,
    },
    { signal },
  );
  return answer.results;
}

export const placeSearchQueryOptions = (api: ApiClient, search: PlaceSearch) =>
  queryOptions({
    queryKey: ['places', search.text.trim(), search.proximity ?? null],
    queryFn: ({ signal }) => searchPlaces(api, search, signal),
    // Spec 001 section 5: the search needs non-empty text.
    enabled: search.text.trim() !== '',
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

/** Debounce the text before calling this (spec: 333 ms). */
export const usePlaceSearch = (search: PlaceSearch) =>
  useQuery(placeSearchQueryOptions(useApi(), search));
