import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Filter } from '@highwater/core/filters/filter';
import { filterToSearchParams } from '@highwater/core/filters/url-query';
import { useProjectFilter } from '../use-project-filter.ts';

export type FilterChange = (current: Filter) => Filter;

interface FilterDraftValue {
  /** The filters being edited: the applied filter until the panel changes them. */
  draft: Filter;
  update: (change: FilterChange) => void;
  /** Whether the filters panel (and so its Apply) is on show. */
  panelOpen: boolean;
  /** The panel calls this when it opens; the function returned closes it and drops its edits. */
  openPanel: () => () => void;
}

const FilterDraftContext = createContext<FilterDraftValue | null>(null);

/**
 * The filters being edited, shared by the filters panel and the map (which shows the draft's
 * location). They start as the applied filter and follow it when the address changes (a saved
 * search, the timeline, back and forward); Apply writes them back; closing the panel drops them.
 */
export function FilterDraftProvider({ children }: { children: ReactNode }) {
  const { filter: applied } = useProjectFilter();
  const appliedKey = filterToSearchParams(applied).toString();
  // draft null: nothing edited since the applied filter last changed.
  const [state, setState] = useState<{ key: string; draft: Filter | null }>({
    key: appliedKey,
    draft: null,
  });
  // Resetting during render (not in an effect) avoids one frame of stale controls.
  if (state.key !== appliedKey) setState({ key: appliedKey, draft: null });
  const draft = (state.key === appliedKey ? state.draft : null) ?? applied;
  const [panelOpen, setPanelOpen] = useState(false);

  const update = useCallback(
    (change: FilterChange) =>
      setState((current) => ({
        key: current.key,
        draft: change((current.key === appliedKey ? current.draft : null) ?? applied),
      })),
    [applied, appliedKey],
  );

  const openPanel = useCallback(() => {
    setPanelOpen(true);
    return () => {
      setPanelOpen(false);
      setState((current) => ({ ...current, draft: null }));
    };
  }, []);

  const value = useMemo(
    () => ({ draft, update, panelOpen, openPanel }),
    [draft, update, panelOpen, openPanel],
  );
  return <FilterDraftContext.Provider value={value}>{children}</FilterDraftContext.Provider>;
}

export function useFilterDraftContext(): FilterDraftValue {
  const value = useContext(FilterDraftContext);
  if (!value) throw new Error('useFilterDraftContext needs the project map screen');
  return value;
}
