import type { Place } from '@highwater/core/api/geo';
import { haversineMetres } from '@highwater/core/distance';

/**
 * Streets of the user's posts and the gazetteer's places in one list: nearest to the point
 * first when there is one (a street wins a tie); otherwise the streets, which the user's own
 * sightings name, before the places.
 */
export function rankPlaces(
  streets: readonly Place[],
  places: readonly Place[],
  proximity: [number, number] | undefined,
  limit: number,
): Place[] {
  if (!proximity) return [...streets, ...places].slice(0, limit);
  const metres = (place: Place) =>
    haversineMetres(proximity[0], proximity[1], place.center[0], place.center[1]);
  return [...streets, ...places]
    .map((place, order) => ({ place, order, metres: metres(place) }))
    .sort((a, b) => a.metres - b.metres || a.order - b.order)
    .slice(0, limit)
    .map((ranked) => ranked.place);
}
