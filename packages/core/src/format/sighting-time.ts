import { placeZoneName } from '../place-zone.ts';

/**
 * The time-zone preference of spec 001 section 2 ("own versus local"), stored in the browser:
 * the user's own zone, or the local time of each sighting's place.
 */
export const TIME_ZONE_CHOICES = ['own', 'local'] as const;
export type TimeZoneChoice = (typeof TIME_ZONE_CHOICES)[number];

/**
 * Local by default: the spec shows a post's observed time and its date answers in the local time
 * of the place, and with this default every other time of a sighting agrees with them.
 */
export const DEFAULT_TIME_ZONE_CHOICE: TimeZoneChoice = 'local';

export const isTimeZoneChoice = (value: unknown): value is TimeZoneChoice =>
  typeof value === 'string' && (TIME_ZONE_CHOICES as readonly string[]).includes(value);

/**
 * The one rule for the zone a sighting's times are shown in, wherever they are shown (list rows,
 * the post panel, its details, history and comments, the review queue): with 'local' the zone of
 * the sighting's place, with 'own' the user's. For a whole area (the timeline, the date pickers)
 * the place is the project's centre.
 */
export function sightingZone(
  choice: TimeZoneChoice,
  place: { lat: number; lng: number },
  ownZone: string,
): string {
  return choice === 'local' ? placeZoneName(place) : ownZone;
}
