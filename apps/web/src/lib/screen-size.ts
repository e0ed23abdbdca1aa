import { useSyncExternalStore } from 'react';
import { LARGE_SCREEN_MIN_REM, SMALL_SCREEN_MAX_REM } from '@highwater/core/constants';

export type ScreenSize = 'small' | 'medium' | 'large';

const SMALL_QUERY = `(max-width: ${SMALL_SCREEN_MAX_REM}rem)`;
const LARGE_QUERY = `(min-width: ${LARGE_SCREEN_MIN_REM}rem)`;

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

function subscribe(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = [window.matchMedia(SMALL_QUERY), window.matchMedia(LARGE_QUERY)];
  for (const list of lists) list.addEventListener('change', listener);
  return () => {
    for (const list of lists) list.removeEventListener('change', listener);
  };
}

/** Spec 000 section 9: small at or below 32rem wide, large at or above 64rem, medium between. */
export function currentScreenSize(): ScreenSize {
  if (matches(SMALL_QUERY)) return 'small';
  return matches(LARGE_QUERY) ? 'large' : 'medium';
}

export const useScreenSize = (): ScreenSize => useSyncExternalStore(subscribe, currentScreenSize);
