import { useSyncExternalStore } from 'react';
import { NATIVE_PICKER_MAX_PX } from '@highwater/core/constants';

const QUERY = `(max-width: ${NATIVE_PICKER_MAX_PX - 0.02}px)`;

function subscribe(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** Spec 001 section 2: below 480 px wide the browser's own date-time pickers are used. */
export const useNativePickers = () => useSyncExternalStore(subscribe, matches);
