import { useCallback, useRef } from 'react';

/**
 * Runs an action only when the previous one has settled: a double click or a repeated key acts
 * once. The flag is set in the same task as the first press, because the second press of a
 * double click arrives before React draws the busy state (the data cache tells React that a
 * mutation is pending only a task later). The action reports its own failure (a mutation's
 * onError); a rejection here only frees the way for the next press.
 */
export function useOneAtATime(): (action: () => Promise<unknown>) => void {
  const running = useRef(false);
  return useCallback((action) => {
    if (running.current) return;
    running.current = true;
    const release = () => {
      running.current = false;
    };
    try {
      action().then(release, release);
    } catch (error) {
      release();
      throw error;
    }
  }, []);
}
