import { useEffect, useRef, useState, type RefObject } from 'react';
import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { focusInPlace, focusIsLost } from '@/lib/focus-in-place.ts';
import type { ListRow } from './list-rows.ts';

/** Renders to wait for a row scrolled to before giving up on it. */
const MAX_WAIT = 5;

/**
 * When the open post closes and focus went with its panel, focus comes back to the post's row,
 * scrolled to first when the list has drawn it away. A pointer elsewhere keeps its focus.
 */
export function useReturnFocus(
  selectedIds: readonly number[],
  rows: readonly ListRow[],
  scrollBox: RefObject<HTMLElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  /** The rows drawn now: a new set may hold the row. */
  drawn: readonly VirtualItem[],
) {
  const previous = useRef(selectedIds);
  const waited = useRef(0);
  const [returnTo, setReturnTo] = useState<number | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = selectedIds;
    if (selectedIds.length > 0 || before[0] === undefined || !focusIsLost()) return;
    waited.current = 0;
    setReturnTo(before[0]);
  }, [selectedIds]);

  useEffect(() => {
    if (returnTo === null) return;
    const row = scrollBox.current?.querySelector<HTMLElement>(`[data-post-id="${returnTo}"]`);
    if (row) {
      setReturnTo(null);
      if (focusIsLost()) focusInPlace(row);
      return;
    }
    const index = rows.findIndex((item) => item.type === 'post' && item.post.id === returnTo);
    if (index < 0 || waited.current >= MAX_WAIT) {
      setReturnTo(null);
      return;
    }
    if (waited.current === 0) virtualizer.scrollToIndex(index, { align: 'center' });
    waited.current += 1;
  }, [returnTo, rows, drawn, scrollBox, virtualizer]);
}
