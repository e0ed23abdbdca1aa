import type { Place, PlaceList } from '@highwater/core/api/geo';
import type { ApiClient } from './api-client.ts';

/** The nearest named place to a point, or null when there is none. */
export async function reverseGeocode(
  api: ApiClient,
  point: { lng: number; lat: number },
  signal?: AbortSignal,
): Promise<Place | null> {
  const answer = await api.request<PlaceList>('GET', '/../v3/cx/places/reverse', point, { signal });
  return answer.results[0] ?? null;
}
