import { useCallback } from 'react';
import type { Filter } from '@highwater/core/filters/filter';
import { useProjectFilter } from '../use-project-filter.ts';
import { useFilterDraftContext } from './filter-draft-context.tsx';

/**
 * The location filter the map shows: the draft's, which is the applied one unless the panel has
 * changed it. Moving its pin edits the draft while the panel is on show, for Apply to apply; with
 * the panel closed (a phone's sheet, a collapsed column) there is no Apply to press, so the move
 * is applied at once.
 */
export function useNearFilter() {
  const { draft, update, panelOpen } = useFilterDraftContext();
  const { filter: applied, setFilter } = useProjectFilter();

  const move = useCallback(
    (point: { lng: number; lat: number }) => {
      const moved = (filter: Filter): Filter =>
        filter.near ? { ...filter, near: { ...filter.near, ...point } } : filter;
      if (panelOpen) update(moved);
      else setFilter(moved(applied));
    },
    [panelOpen, update, setFilter, applied],
  );

  return { near: draft.near, move };
}
