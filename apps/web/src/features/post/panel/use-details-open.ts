import { useCallback, useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@/lib/storage.ts';

const DETAILS_OPEN_KEY = 'highwater.postDetailsOpen';
/** Fired on window when the choice changes, so that every open panel follows it. */
const DETAILS_OPEN_EVENT = 'highwater:post-details-open';

const readOpen = () => readStored(DETAILS_OPEN_KEY) === 'true';

function subscribe(listener: () => void) {
  window.addEventListener(DETAILS_OPEN_EVENT, listener);
  return () => window.removeEventListener(DETAILS_OPEN_EVENT, listener);
}

/** Whether a post's details are open: closed at first, then as the user last left them. */
export function useDetailsOpen(): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(subscribe, readOpen);
  const setOpen = useCallback((next: boolean) => {
    writeStored(DETAILS_OPEN_KEY, String(next));
    window.dispatchEvent(new Event(DETAILS_OPEN_EVENT));
  }, []);
  return [open, setOpen];
}
