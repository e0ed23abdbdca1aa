import { createContext, useCallback, useContext, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import { filterToApiQuery } from '@highwater/core/filters/api-query';
import type { Filter } from '@highwater/core/filters/filter';
import { resolveTimeRange } from '@highwater/core/filters/time-range';
import { mergeFilterIntoQuery, parseFilterQuery } from '@highwater/core/filters/url-query';
import type { ProjectDetailData } from '@/api/get-project.ts';

/** The project of the map screen: its detail with the spec's defaults and parsed regions. */
export type MapProject = ProjectDetailData;

export interface SetFilterOptions {
  replace?: boolean;
  without?: readonly string[];
}

export interface ProjectFilterState {
  project: MapProject;
  /** The applied filter, read from the address with unknown ids dropped. */
  filter: Filter;
  /** The filter as the posts, points, histogram and export calls take it. */
  apiQuery: PostsFilterQuery;
  /** The resolved observed-time range; `to` is "now" when the range is open-ended. */
  range: { from: Date | null; to: Date };
  /** Applies a custom range (after/before) to the address; a rolling `since` gives way to it. */
  setRange: (from: Date, to: Date) => void;
  /**
   * Replaces the applied filter in the address, keeping its other keys (minus `without`, such as
   * an overlay flag to close at the same time) and the map hash.
   */
  setFilter: (filter: Filter, options?: SetFilterOptions) => void;
}

/** What the map screen provides once the project detail has loaded. */
export interface ProjectFilterContextValue {
  project: MapProject;
  /** The moment rolling ranges are measured from; refreshed when the filter in the address changes. */
  now: Date;
}

export const ProjectFilterContext = createContext<ProjectFilterContextValue | null>(null);

/** The filters of the address, for code that has the query but not the context (tests, links). */
export function readFilter(search: string, project: MapProject): Filter {
  return parseFilterQuery(search, project);
}

/**
 * The applied filter of the project map screen. It lives in the address query under the spec's
 * keys (spec 001 section 2), so a copied link opens the same view.
 */
export function useProjectFilter(): ProjectFilterState {
  const context = useContext(ProjectFilterContext);
  if (!context) throw new Error('useProjectFilter needs the project map screen');
  const { project, now } = context;
  const { search, hash } = useLocation();
  const navigate = useNavigate();

  const filter = useMemo(() => readFilter(search, project), [search, project]);
  const apiQuery = useMemo(
    () => filterToApiQuery(filter, { project, now }),
    [filter, project, now],
  );
  const range = useMemo(() => {
    const resolved = resolveTimeRange(filter, project, now);
    return { from: resolved.from, to: resolved.to ?? now };
  }, [filter, project, now]);

  const setFilter = useCallback(
    (next: Filter, options: SetFilterOptions = {}) => {
      const query = mergeFilterIntoQuery(new URLSearchParams(search), next);
      for (const key of options.without ?? []) query.delete(key);
      // The map may write its position into the hash outside the router: prefer the live one.
      void navigate(
        { search: query.toString(), hash: window.location.hash || hash },
        { replace: options.replace ?? false },
      );
    },
    [navigate, search, hash],
  );

  const setRange = useCallback(
    (from: Date, to: Date) => {
      const next: Filter = { ...filter, after: from.toISOString(), before: to.toISOString() };
      delete next.since;
      setFilter(next);
    },
    [filter, setFilter],
  );

  return { project, filter, apiQuery, range, setRange, setFilter };
}
