import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPlaceTime } from '@highwater/core/format/place-time';
import { sightingZone } from '@highwater/core/format/sighting-time';
import { ownTimeZone, useTimeZoneChoice } from './time-zone-choice.ts';

export interface SightingTime {
  /** The zone a sighting's times are shown in under the user's choice. */
  zoneOf: (place: { lat: number; lng: number }) => string;
  /** A time of that sighting, with its zone's abbreviation: "Jul 4, 2026, 12:22 PM EDT". */
  format: (iso: string, place: { lat: number; lng: number }) => string;
}

/** Every time of a sighting goes through this: one rule (core/format/sighting-time.ts). */
export function useSightingTime(): SightingTime {
  const choice = useTimeZoneChoice();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const own = ownTimeZone();
    const zoneOf = (place: { lat: number; lng: number }) => sightingZone(choice, place, own);
    return { zoneOf, format: (iso, place) => formatPlaceTime(iso, zoneOf(place), locale) };
  }, [choice, locale]);
}
