import { useCallback, useMemo, useSyncExternalStore } from 'react';
import tzLookup from '@photostructure/tz-lookup';
import { readStored, writeStored } from '@/lib/storage.ts';

/**
 * Spec 001 section 2: dates are shown either in the user's own time zone or in the local time of
 * the project's area. Stored in the browser; a change is announced to every component.
 */
export type TimeZoneChoice = 'own' | 'local';

const STORAGE_KEY = 'highwater.timeZone';
const CHANGE_EVENT = 'highwater:time-zone';

export const readTimeZoneChoice = (): TimeZoneChoice =>
  readStored(STORAGE_KEY) === 'local' ? 'local' : 'own';

export function setTimeZoneChoice(choice: TimeZoneChoice): void {
  writeStored(STORAGE_KEY, choice);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The IANA zone of a point, or the user's own when the point has none (open sea). */
export function placeTimeZone(point: { lng: number; lat: number }): string {
  try {
    return tzLookup(point.lat, point.lng);
  } catch {
    return ownTimeZone();
  }
}

export interface TimeZonePreference {
  choice: TimeZoneChoice;
  /** The IANA zone dates are shown in. */
  timeZone: string;
  ownZone: string;
  localZone: string;
  setChoice: (choice: TimeZoneChoice) => void;
}

/** The time-zone preference for a project whose area is around `center`. */
export function useTimeZonePreference(center: { lng: number; lat: number }): TimeZonePreference {
  const choice = useSyncExternalStore(subscribe, readTimeZoneChoice);
  const localZone = useMemo(() => placeTimeZone(center), [center]);
  const ownZone = ownTimeZone();
  const setChoice = useCallback((next: TimeZoneChoice) => setTimeZoneChoice(next), []);
  return {
    choice,
    timeZone: choice === 'local' ? localZone : ownZone,
    ownZone,
    localZone,
    setChoice,
  };
}

/** A zone's short name for a moment, such as EDT or GMT+2. */
export function zoneAbbreviation(timeZone: string, at: Date, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
