import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A flag of the address query (filters=open, posts=open, legend=open), kept with the map
 * position in the hash. Opening adds a history entry, so Back closes the overlay again.
 */
export function useQueryFlag(key: string): [boolean, (open: boolean) => void] {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const isOpen = new URLSearchParams(search).has(key);
  const set = useCallback(
    (open: boolean) => {
      const next = new URLSearchParams(search);
      if (open) next.set(key, 'open');
      else next.delete(key);
      void navigate(
        { search: next.toString(), hash: window.location.hash || hash },
        { replace: !open },
      );
    },
    [hash, key, navigate, search],
  );
  return [isOpen, set];
}
