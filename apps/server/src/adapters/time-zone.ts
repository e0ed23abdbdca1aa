import type { PlaceTimeZone } from '@highwater/core/api/posts';
import { placeZoneName, zoneAbbreviation } from '@highwater/core/place-zone';

/** The place's time zone at the given time, found offline (the same lookup as the browser's). */
export function placeTimeZone(lat: number, lng: number, at: Date): PlaceTimeZone {
  const name = placeZoneName({ lat, lng });
  return { name, abbreviation: zoneAbbreviation(name, at) };
}
