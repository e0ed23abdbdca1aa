import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMELINE_KEY_COMMIT_MS } from '@highwater/core/constants';

/**
 * Arrow keys add up steps; the total is committed once the keys have rested for
 * TIMELINE_KEY_COMMIT_MS, so that holding a key moves the range once, not once per repeat.
 */
export function useKeyShift(commit: (steps: number) => void) {
  const [pending, setPending] = useState(0);
  const total = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;

  useEffect(() => () => clearTimeout(timer.current), []);

  const move = useCallback((steps: number) => {
    total.current += steps;
    setPending(total.current);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const steps = total.current;
      total.current = 0;
      setPending(0);
      if (steps !== 0) latestCommit.current(steps);
    }, TIMELINE_KEY_COMMIT_MS);
  }, []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    total.current = 0;
    setPending(0);
  }, []);

  return { pending, move, cancel };
}
