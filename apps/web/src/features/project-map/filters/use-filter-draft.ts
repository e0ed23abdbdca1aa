import { useCallback, useState } from 'react';
import type { Filter } from '@highwater/core/filters/filter';
import { filterToSearchParams } from '@highwater/core/filters/url-query';
import { useProjectFilter } from '../use-project-filter.ts';
import { clearedFilter, filterButtons, normalizeFilter } from './filter-rules.ts';

/**
 * The filters being edited in the panel. They start as the applied filter and follow it when the
 * address changes (a saved search, the timeline, back and forward); Apply writes them back.
 */
export function useFilterDraft(selectedSearch: Filter | null) {
  const { project, filter: applied, setFilter } = useProjectFilter();
  const appliedKey = filterToSearchParams(applied).toString();
  const [state, setState] = useState({ key: appliedKey, draft: applied });
  // Resetting during render (not in an effect) avoids one frame of stale controls.
  const draft = state.key === appliedKey ? state.draft : applied;
  if (state.key !== appliedKey) setState({ key: appliedKey, draft: applied });

  const update = useCallback(
    (change: (current: Filter) => Filter) =>
      setState((current) => ({
        key: current.key,
        draft: change(current.key === appliedKey ? current.draft : applied),
      })),
    [applied, appliedKey],
  );

  const buttons = filterButtons({ draft, applied, selectedSearch, project, now: new Date() });

  const normalized = () => normalizeFilter(draft, project, new Date());
  const apply = (options: { without?: readonly string[] } = {}) => setFilter(normalized(), options);
  const clear = (options: { without?: readonly string[] } = {}) =>
    setFilter(clearedFilter(applied), options);

  return { draft, applied, update, buttons, apply, clear, normalized };
}
