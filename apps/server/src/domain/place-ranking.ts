import type { Place } from '@highwater/core/api/geo';
import { haversineMetres } from '@highwater/core/distance';

/**
 * Streets of the user's posts and the gazetteer's places in one list: nearest to the point
 * first when there is one (a street wins a tie); otherwise the streets, which the user's own
 * sightings name, before the places. A name is listed once: a post placed far from every street
 * is named by its city, which would otherwise come back as a "street" beside the city itself.
 */
export function rankPlaces(
  streets: readonly Place[],
  places: readonly Place[],
  proximity: [number, number] | undefined,
  limit: number,
): Place[] {
  const metres = (place: Place) =>
    proximity ? haversineMetres(proximity[0], proximity[1], place.center[0], place.center[1]) : 0;
  const ranked = [...streets, ...places]
    .map((place, order) => ({ place, order, metres: metres(place) }))
    .sort((a, b) => a.metres - b.metres || a.order - b.order)
    .map(({ place }) => place);
  const named = new Set<string>();
  return ranked
    .filter((place) => {
      const name = place.place_name.toLowerCase();
      if (named.has(name)) return false;
      named.add(name);
      return true;
    })
    .slice(0, limit);
}
