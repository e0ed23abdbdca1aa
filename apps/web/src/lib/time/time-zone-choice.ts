import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  DEFAULT_TIME_ZONE_CHOICE,
  isTimeZoneChoice,
  sightingZone,
  type TimeZoneChoice,
} from '@highwater/core/format/sighting-time';
import { readStored, writeStored } from '@/lib/storage.ts';

/**
 * The time-zone preference (spec 001 section 2: own versus local, stored locally), shared by
 * every screen that shows a sighting's time; a change is announced to all of them.
 */
const STORAGE_KEY = 'highwater.timeZone';
const CHANGE_EVENT = 'highwater:time-zone';

export function readTimeZoneChoice(): TimeZoneChoice {
  const stored = readStored(STORAGE_KEY);
  return isTimeZoneChoice(stored) ? stored : DEFAULT_TIME_ZONE_CHOICE;
}

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

export const useTimeZoneChoice = () => useSyncExternalStore(subscribe, readTimeZoneChoice);

/** The browser's zone. */
export const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface TimeZonePreference {
  choice: TimeZoneChoice;
  /** The IANA zone a whole area's times are shown in (the timeline, the date pickers). */
  timeZone: string;
  ownZone: string;
  /** The zone of the project's area. */
  localZone: string;
  setChoice: (choice: TimeZoneChoice) => void;
}

/** The preference for a project whose area is around `center`. */
export function useTimeZonePreference(center: { lng: number; lat: number }): TimeZonePreference {
  const choice = useTimeZoneChoice();
  const ownZone = ownTimeZone();
  const localZone = useMemo(() => sightingZone('local', center, ownZone), [center, ownZone]);
  const setChoice = useCallback((next: TimeZoneChoice) => setTimeZoneChoice(next), []);
  return {
    choice,
    timeZone: choice === 'local' ? localZone : ownZone,
    ownZone,
    localZone,
    setChoice,
  };
}
