import { useCallback, useRef, useState, type PointerEvent } from 'react';
import { barIndexAt } from './timeline-bars.ts';

export interface BarDrag {
  anchor: number;
  current: number;
}

/**
 * Pointer drag across the bars: the bars between where it started and where it is now are
 * selected, and committed on release. cancel() (Escape) drops the drag without committing.
 */
export function useBarDrag(barCount: number, onCommit: (drag: BarDrag) => void) {
  const [drag, setDrag] = useState<BarDrag | null>(null);
  const active = useRef<BarDrag | null>(null);

  const indexOf = (event: PointerEvent<Element>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return barIndexAt(event.clientX - box.left, box.width, barCount);
  };
  const update = (next: BarDrag | null) => {
    active.current = next;
    setDrag(next);
  };

  const cancel = useCallback(() => update(null), []);

  return {
    drag,
    cancel,
    handlers: {
      onPointerDown(event: PointerEvent<Element>) {
        if (event.button !== 0 || barCount === 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        const index = indexOf(event);
        update({ anchor: index, current: index });
      },
      onPointerMove(event: PointerEvent<Element>) {
        if (!active.current) return;
        const index = indexOf(event);
        if (index !== active.current.current) update({ ...active.current, current: index });
      },
      onPointerUp() {
        const finished = active.current;
        update(null);
        if (finished) onCommit(finished);
      },
      onPointerCancel() {
        update(null);
      },
    },
  };
}
