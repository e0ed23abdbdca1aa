import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways, in pixels, for a swipe. */
const SWIPE_MIN_PX = 40;

/**
 * Swipes by touch or pen (pointer events): left for the next item, right for the previous one.
 * A mostly vertical movement is the page scrolling and is left alone; the mouse has the buttons.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
