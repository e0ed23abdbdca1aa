import { useEffect } from 'react';
import type { Filter } from '@highwater/core/filters/filter';
import { useProjectFilter } from '../use-project-filter.ts';
import { useFilterDraftContext } from './filter-draft-context.tsx';
import { clearedFilter, filterButtons, normalizeFilter } from './filter-rules.ts';

/**
 * The filters panel's draft (filter-draft-context.tsx), its button states, Apply and Clear. The
 * draft lives while the panel is on show.
 */
export function useFilterDraft(selectedSearch: Filter | null) {
  const { project, filter: applied, setFilter } = useProjectFilter();
  const { draft, update, openPanel } = useFilterDraftContext();
  useEffect(() => openPanel(), [openPanel]);

  const buttons = filterButtons({ draft, applied, selectedSearch, project, now: new Date() });

  const normalized = () => normalizeFilter(draft, project, new Date());
  const apply = (options: { without?: readonly string[] } = {}) => setFilter(normalized(), options);
  const clear = (options: { without?: readonly string[] } = {}) =>
    setFilter(clearedFilter(applied), options);

  return { draft, applied, update, buttons, apply, clear, normalized };
}
