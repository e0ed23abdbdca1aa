import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { SavedSearch } from '@highwater/core/api/saved-searches';
import type { Filter } from '@highwater/core/filters/filter';
import { parseFilterQuery } from '@highwater/core/filters/url-query';
import { useSavedSearches } from '@/api/get-saved-searches.ts';
import type { MapProject } from '../use-project-filter.ts';

interface SelectedSearchValue {
  /** The saved search chosen last, while it still exists. */
  search: SavedSearch | null;
  /** Its filters, read like an address. */
  filter: Filter | null;
  select: (id: number | null) => void;
}

const SelectedSearchContext = createContext<SelectedSearchValue | null>(null);

export const savedSearchFilter = (search: SavedSearch, project: MapProject): Filter =>
  parseFilterQuery(search.query, project);

/** Which saved search the screen works with: Save compares with it and can update it. */
export function SelectedSearchProvider({
  project,
  children,
}: {
  project: MapProject;
  children: ReactNode;
}) {
  const searches = useSavedSearches(project.id);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const search = searches.data?.find((item) => item.id === selectedId) ?? null;
  const value = useMemo(
    () => ({
      search,
      filter: search ? savedSearchFilter(search, project) : null,
      select: setSelectedId,
    }),
    [search, project],
  );
  return <SelectedSearchContext.Provider value={value}>{children}</SelectedSearchContext.Provider>;
}

export function useSelectedSearch(): SelectedSearchValue {
  const value = useContext(SelectedSearchContext);
  if (!value) throw new Error('useSelectedSearch needs the project map screen');
  return value;
}
