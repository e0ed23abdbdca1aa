import { useCallback, useState } from 'react';
import { COLUMN_MIN_PX } from '@highwater/core/constants';
import { isRecord, readStoredJson, writeStoredJson } from '@/lib/storage.ts';

export interface ColumnState {
  collapsed: boolean;
  /** Width in px while expanded. */
  size: number;
}

const storageKey = (id: string) => `highwater.column.${id}`;

export function readColumnState(id: string, fallback: ColumnState): ColumnState {
  const value = readStoredJson(storageKey(id));
  if (!isRecord(value)) return fallback;
  return {
    collapsed: typeof value.collapsed === 'boolean' ? value.collapsed : fallback.collapsed,
    size: typeof value.size === 'number' && value.size > 0 ? value.size : fallback.size,
  };
}

/**
 * Spec 001 section 2: a column is never narrower than its minimum, and a drag to less than half
 * the minimum collapses it (keeping the last size it had for when it opens again).
 */
export function applyResize(current: ColumnState, proposed: number, minSize: number): ColumnState {
  if (proposed < minSize / 2) return { collapsed: true, size: current.size };
  return { collapsed: false, size: Math.max(Math.round(proposed), minSize) };
}

/** A column's collapsed state and size, stored per column. */
export function useColumnState(id: string, defaultSize: number, minSize = COLUMN_MIN_PX) {
  const [state, setState] = useState(() =>
    readColumnState(id, { collapsed: false, size: Math.max(defaultSize, minSize) }),
  );
  const update = useCallback(
    (next: ColumnState) => {
      setState(next);
      writeStoredJson(storageKey(id), next);
    },
    [id],
  );
  return { state, update };
}
