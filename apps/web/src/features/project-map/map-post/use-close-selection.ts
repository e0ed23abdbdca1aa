import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Back to the map from the selection, keeping the filters (query) and the map position (hash). */
export function useCloseSelection(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // The hash is written outside the router as the map moves: read the live one.
    void navigate({ pathname: '..', search: window.location.search, hash: window.location.hash });
  }, [navigate]);
}
