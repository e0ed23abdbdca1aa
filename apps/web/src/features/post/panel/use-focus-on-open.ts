import { useEffect, useRef, type RefObject } from 'react';
import { focusInPlace, isTypingIn } from '@/lib/focus-in-place.ts';

/**
 * Focus goes to the post's heading when its panel opens, so that the keyboard carries on in the
 * post rather than behind the list, map and timeline; never away from text being typed.
 */
export function useFocusOnOpen(heading: RefObject<HTMLElement | null>, enabled: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !enabled || !heading.current) return;
    done.current = true;
    if (!isTypingIn(document.activeElement)) focusInPlace(heading.current);
  }, [enabled, heading]);
}
