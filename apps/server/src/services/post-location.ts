import { offlineGazetteer, type Gazetteer } from '@/adapters/gazetteer.ts';
import type { Db } from '@/db/database.ts';
import { nearestStreetPlace } from '@/repositories/new-post-repository.ts';

/** A stored street this close names the place; farther off, the nearest city does. */
export const STREET_NAMES_PLACE_WITHIN_M = 150;

/**
 * The location text of a new post: the address of the project's nearest stored street ("Collins
 * Ave, Miami Beach, FL 33139, United States"), else the nearest place of the offline gazetteer.
 */
export async function locationText(
  db: Db,
  projectId: number,
  point: { lat: number; lng: number },
  gazetteer: Promise<Gazetteer> = offlineGazetteer(),
): Promise<string | null> {
  const street = await nearestStreetPlace(db, projectId, point, STREET_NAMES_PLACE_WITHIN_M);
  if (street !== null) return street;
  return (await gazetteer).reverse(point.lng, point.lat, 1)[0]?.place_name ?? null;
}
