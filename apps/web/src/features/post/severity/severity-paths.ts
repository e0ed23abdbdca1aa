import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Moves between the post, its severity view and the edit form with relative paths, keeping the
 * filters (query) and the map position (hash). The hash is written outside the router as the
 * map moves, so the live one is read at the moment of navigating.
 */
export function useSeverityNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (pathname: string) => {
      void navigate({ pathname, search: window.location.search, hash: window.location.hash });
    },
    [navigate],
  );
}

/** The severity route's path below the map-post route (…/map/{postIds}/severity/{index}). */
export const severityPath = (index: number) => `severity/${index}`;
